import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, buttonVariants } from '../Button';
import { Input } from '../Input';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/useControllableState';
import { defaultRenderLink, type RenderLink } from '../lib/shellLink';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { AuthDialogFrame } from './AuthDialogFrame';
import { loginDialogMessages } from './messages';

/** Registration target of the register button (storefront.md §2). */
export const companyRegistrationPath = '/register/company';

/** The credentials the dialog submits. */
export interface LoginCredentials {
  username: string;
  password: string;
}

export interface LoginDialogProps {
  /** Controlled visibility. */
  open?: boolean | undefined;
  /** Initial visibility when uncontrolled. */
  defaultOpen?: boolean | undefined;
  /** Called when the dialog opens or closes (close button, Escape, overlay). */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Called with the credentials once both fields are filled. */
  onLogin?: ((credentials: LoginCredentials) => void) | undefined;
  /** True while the login runs: the submit button shows busy. */
  busy?: boolean | undefined;
  /** The server's message after a failed login (e.g. mapped from the error code). */
  error?: ReactNode;
  /** The forgot-password link: the host hides this dialog and shows the forgot-password dialog. */
  onForgotPassword?: (() => void) | undefined;
  /** Renders the register link with the host router. */
  renderLink?: RenderLink | undefined;
  /** Class of the dialog panel. */
  className?: string | undefined;
}

type Problems = { username?: boolean; password?: boolean };

/** Login dialog (storefront.md §2 Login and forgot-password dialogs). */
export function LoginDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onLogin,
  busy = false,
  error,
  onForgotPassword,
  renderLink = defaultRenderLink,
  className,
}: LoginDialogProps) {
  const t = useUiMessages(loginDialogMessages);
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Problems = { username: username.trim() === '', password: password === '' };
    setProblems(next);
    if (next.username || next.password || busy) return;
    onLogin?.({ username: username.trim(), password });
  };

  return (
    <AuthDialogFrame
      open={open}
      onOpenChange={setOpen}
      title={t('title')}
      closeLabel={t('close')}
      slot="login-dialog"
      className={className}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {error ? (
          <div role="alert" className="rounded-md border border-danger px-3 py-2 text-sm text-danger">
            {error}
          </div>
        ) : null}
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
        <Button type="submit" loading={busy}>
          {t('submit')}
        </Button>
        <div className="flex flex-col gap-2 border-t border-border pt-4">
          <p className="text-sm text-muted-foreground">{t('noAccount')}</p>
          {renderLink({
            href: companyRegistrationPath,
            className: cn(buttonVariants({ variant: 'outline' })),
            onClick: () => setOpen(false),
            children: t('register'),
          })}
        </div>
      </form>
    </AuthDialogFrame>
  );
}
