import { useNotifications, useSession, type Domain } from '@ratchet/commerce-hooks';
import { LoginDialog, type LoginCredentials, type RenderLink } from '@ratchet/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useI18n } from '../i18n/I18nProvider';
import type { MessageKey } from '../i18n/en-GB';
import { localPath } from '../lib/domain';

/**
 * The header's login dialog (storefront.md §2 login dialog, §4 login): success loads the session and closes
 * the dialog on the current page; a forced recovery goes to the set-password page; errors show the
 * localized text of the first error code.
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
  const { t, has } = useI18n();
  const navigate = useNavigate();
  const session = useSession();
  const notifications = useNotifications();
  const [error, setError] = useState<string | null>(null);

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
      void navigate(localPath(domain, result.redirectTo));
      return;
    }
    const key = `general.errors.${result.errors[0]?.code ?? 'UNKNOWN_ERROR'}`;
    setError(has(key) ? t(key as MessageKey) : t('general.errorFallback'));
  };

  return (
    <LoginDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
      onLogin={(credentials) => void login(credentials)}
      busy={session.isLoggingIn}
      error={error}
      renderLink={renderLink}
    />
  );
}
