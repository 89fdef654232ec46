import { useNotifications, usePasswordRecovery, useSession, type Domain } from '@ratchet/commerce-hooks';
import { ForgotPasswordDialog, LoginDialog, type LoginCredentials, type RenderLink } from '@ratchet/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useI18n } from '../i18n/I18nProvider';
import { localPath } from '../lib/domain';

/**
 * The header's login dialog (storefront.md §2 login dialog, §4 login): success loads the session and closes
 * the dialog on the current page; a forced recovery goes to the set-password page; errors show the
 * localized text of the first error code. Its forgot-password link hides it and shows the forgot-password
 * dialog, which asks the store-API for the recovery mail (storefront.md §2, §7 recover password).
 */
export function HeaderLogin({
  domain,
  open,
  onOpenChange,
  renderLink,
}: {
  domain: Domain;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  renderLink: RenderLink;
}) {
  const { errorText } = useI18n();
  const navigate = useNavigate();
  const session = useSession();
  const notifications = useNotifications();
  const recovery = usePasswordRecovery();
  const [error, setError] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);

  const login = async (credentials: LoginCredentials) => {
    setError(null);
    const result = await session.login({ username: credentials.username.trim(), password: credentials.password });
    if (result.ok) {
      onOpenChange(false);
      notifications.success('auth.success');
      return;
    }
    if (result.redirectTo) {
      onOpenChange(false);
      // The set-password page logs the buyer in with the new password (docs/decisions.md).
      void navigate(localPath(domain, result.redirectTo), { state: { username: credentials.username.trim() } });
      return;
    }
    setError(errorText(result.errors[0]?.code));
  };

  const requestRecoveryMail = async (username: string) => {
    // The mail links to the recovery page of the visitor's own domain.
    const storefrontUrl = new URL(localPath(domain, '/'), window.location.origin).toString().replace(/\/$/, '');
    const result = await recovery.requestRecoveryMail(username, storefrontUrl);
    if (!result.ok) return;
    setForgotOpen(false);
    notifications.success('auth.recoveryMailSent');
  };

  return (
    <>
      <LoginDialog
        open={open}
        onOpenChange={(next) => {
          if (!next) setError(null);
          onOpenChange(next);
        }}
        onLogin={(credentials) => void login(credentials)}
        onForgotPassword={() => {
          setError(null);
          onOpenChange(false);
          recovery.reset();
          setForgotOpen(true);
        }}
        busy={session.isLoggingIn}
        error={error}
        renderLink={renderLink}
      />
      <ForgotPasswordDialog
        open={forgotOpen}
        onOpenChange={setForgotOpen}
        onSubmit={(username) => void requestRecoveryMail(username)}
        busy={recovery.isRequesting}
        error={recovery.errors ? errorText(recovery.errors[0]?.code) : null}
        renderLink={renderLink}
      />
    </>
  );
}
