import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, buttonVariants } from '../Button';
import { Input } from '../Input';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/useControllableState';
import { defaultRenderLink, type RenderLink } from '../lib/shellLink';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { AuthDialogFrame } from '../LoginDialog/AuthDialogFrame';
import { companyRegistrationPath } from '../LoginDialog/LoginDialog';
import { forgotPasswordDialogMessages } from './messages';

export interface ForgotPasswordDialogProps {
  /** Controlled visibility. */
  open?: boolean | undefined;
  /** Initial visibility when uncontrolled. */
  defaultOpen?: boolean | undefined;
  /** Called when the dialog opens or closes (close button, Escape, overlay). */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Called with the username once it is filled. */
  onSubmit?: ((username: string) => void) | undefined;
  /** True while the request runs: the submit button shows busy. */
  busy?: boolean | undefined;
  /** A server message after a failed request. */
  error?: ReactNode;
  /** A confirmation after the request was accepted (e.g. "check your mailbox"). */
  confirmation?: ReactNode;
  /** Renders the register link with the host router. */
  renderLink?: RenderLink | undefined;
  /** Class of the dialog panel. */
  className?: string | undefined;
}

/** Forgot-password dialog (storefront.md §2): username field and register button. */
export function ForgotPasswordDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onSubmit,
  busy = false,
  error,
  confirmation,
  renderLink = defaultRenderLink,
  className,
}: ForgotPasswordDialogProps) {
  const t = useUiMessages(forgotPasswordDialogMessages);
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const [username, setUsername] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const empty = username.trim() === '';
    setMissing(empty);
    if (empty || busy) return;
    onSubmit?.(username.trim());
  };

  return (
    <AuthDialogFrame
      open={open}
      onOpenChange={setOpen}
      title={t('title')}
      description={t('description')}
      closeLabel={t('close')}
      slot="forgot-password-dialog"
      className={className}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {error ? (
          <div role="alert" className="rounded-md border border-danger px-3 py-2 text-sm text-danger">
            {error}
          </div>
        ) : null}
        {confirmation ? (
          <div role="status" className="rounded-md border border-success px-3 py-2 text-sm text-success">
            {confirmation}
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
            if (missing) setMissing(false);
          }}
          status={missing ? 'error' : 'default'}
          message={missing ? t('usernameRequired') : undefined}
        />
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
