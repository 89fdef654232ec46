import { Input } from '../Input';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { AuthDialogFrame, type AuthDialogProps } from './AuthDialogFrame';
import { loginDialogMessages } from './messages';
import { useRequiredField } from './useRequiredField';

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

/** Login dialog (storefront.md §2 Login and forgot-password dialogs). */
export function LoginDialog({ onLogin, onForgotPassword, ...frameProps }: LoginDialogProps) {
  const t = useUiMessages(loginDialogMessages);
  const username = useRequiredField(t('usernameRequired'), { trim: true });
  const password = useRequiredField(t('passwordRequired'));

  const submit = () => {
    // Both checks run so that both messages show at once.
    const usernameFilled = username.check();
    const passwordFilled = password.check();
    if (!usernameFilled || !passwordFilled || frameProps.busy) return;
    onLogin?.({ username: username.value, password: password.value });
  };

  return (
    <AuthDialogFrame {...frameProps} slot="login-dialog" t={t} onSubmit={submit}>
      <Input label={t('username')} name="username" autoComplete="username" {...username.inputProps} />
      <Input
        label={t('password')}
        name="password"
        type="password"
        autoComplete="current-password"
        passwordToggle
        {...password.inputProps}
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
