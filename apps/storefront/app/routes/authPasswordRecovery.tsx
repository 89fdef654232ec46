import { useNotifications } from '@ratchet/commerce-hooks';
import { useNavigate, useSearchParams } from 'react-router';
import { NewPasswordForm } from '../components/NewPasswordForm';
import { useI18n } from '../i18n/I18nProvider';
import type { RouteTexts } from '../i18n/keys';
import { routeTexts } from '../i18n/routeTexts.server';
import type { Route } from './+types/authPasswordRecovery';

/** Texts of the page besides the shell (issue 9 item 7). */
export const handle = { i18n: ['auth'] } satisfies RouteTexts;

export async function loader({ request }: Route.LoaderArgs) {
  return { texts: await routeTexts(request, handle) };
}

/**
 * Confirm forgot-password (storefront.md §2 /auth/password-recovery, account-area.md §2): the page the recovery
 * mail links to with `?hash=…`. After the new password is saved the buyer goes to the login page with a success
 * notification (docs/decisions.md: the link may be opened on another device and carries no username).
 */
export default function PasswordRecoveryPage({ params }: Route.ComponentProps) {
  const { t } = useI18n(handle.i18n);
  const navigate = useNavigate();
  const notifications = useNotifications();
  const [searchParams] = useSearchParams();
  const home = `/${params.domain}`;
  return (
    <NewPasswordForm
      hash={searchParams.get('hash')}
      title={t('passwordRecovery.title')}
      intro={t('passwordRecovery.text')}
      renewHref={`${home}/auth/password-forgot`}
      renewLabel={t('password.requestNewLink')}
      onSaved={() => {
        notifications.success('password.changed');
        void navigate(`${home}/auth`, { replace: true });
      }}
    />
  );
}
