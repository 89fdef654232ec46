import { useState } from 'react';
import { Input } from '../Input';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { AuthDialogFrame, type AuthDialogProps } from './AuthDialogFrame';
import { loginDialogMessages } from './messages';

export { companyRegistrationPath } from './AuthDialogFrame';

/** The credentials the dialog submits. */
export interface LoginCredentials {
  username: string;
  password: string;
}

export interface LoginDialogProps extends AuthDialogProps {
  /** Called with the credentials once both fields are filled. */
  onLogin?: ((credentials: LoginCredentials) => void) | undefined;
  /** The forgot-password link: the host hides this dialog and shows the forgot-password dialog. */
  onForgotPassword?: (() => void) | undefined;
}

type Problems = { username?: boolean; password?: boolean };

/** Login dialog (storefront.md §2 Login and forgot-password dialogs). */
export function LoginDialog({ onLogin, onForgotPassword, ...frameProps }: LoginDialogProps) {
  const t = useUiMessages(loginDialogMessages);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  const submit = () => {
    const next: Problems = { username: username.trim() === '', password: password === '' };
    setProblems(next);
    if (next.username || next.password || frameProps.busy) return;
    onLogin?.({ username: username.trim(), password });
  };

  return (
    <AuthDialogFrame {...frameProps} slot="login-dialog" t={t} onSubmit={submit}>
      <Input
        label={t('username')}
        name="username"
        autoComplete="username"
        required
        value={username}
        onValueChange={(value) => {
          setUsername(value);
          if (problems.username) setProblems((previous) => ({ ...previous, username: false }));
        }}
        status={problems.username ? 'error' : 'default'}
        message={problems.username ? t('usernameRequired') : undefined}
      />
      <Input
        label={t('password')}
        name="password"
        type="password"
        autoComplete="current-password"
        passwordToggle
        required
        value={password}
        onValueChange={(value) => {
          setPassword(value);
          if (problems.password) setProblems((previous) => ({ ...previous, password: false }));
        }}
        status={problems.password ? 'error' : 'default'}
        message={problems.password ? t('passwordRequired') : undefined}
      />
      <button
        type="button"
        onClick={onForgotPassword}
        className="self-start cursor-pointer text-sm text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
      >
        {t('forgotPassword')}
      </button>
    </AuthDialogFrame>
  );
}
