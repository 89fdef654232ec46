import type { ReactNode } from 'react';
import { Input } from '../Input';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { AuthDialogFrame, type AuthDialogProps } from '../LoginDialog/AuthDialogFrame';
import { useRequiredField } from '../LoginDialog/useRequiredField';
import { forgotPasswordDialogMessages } from './messages';

export interface ForgotPasswordDialogProps extends AuthDialogProps {
  /** Called with the username once it is filled. */
  onSubmit?: ((username: string) => void) | undefined;
  /** A confirmation after the request was accepted (e.g. "check your mailbox"). */
  confirmation?: ReactNode;
}

/** Forgot-password dialog (storefront.md §2): username field and register button. */
export function ForgotPasswordDialog({ onSubmit, confirmation, ...frameProps }: ForgotPasswordDialogProps) {
  const t = useUiMessages(forgotPasswordDialogMessages);
  const username = useRequiredField(t('usernameRequired'), { trim: true });

  const submit = () => {
    if (!username.check() || frameProps.busy) return;
    onSubmit?.(username.value);
  };

  return (
    <AuthDialogFrame
      {...frameProps}
      slot="forgot-password-dialog"
      t={t}
      description={t('description')}
      onSubmit={submit}
    >
      {confirmation ? (
        <div role="status" className="rounded-md border border-success px-3 py-2 text-sm text-success">
          {confirmation}
        </div>
      ) : null}
      <Input label={t('username')} name="username" autoComplete="username" {...username.inputProps} />
    </AuthDialogFrame>
  );
}
