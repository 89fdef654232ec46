import { useNotifications, useSession } from '@ratchet/commerce-hooks';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { NewPasswordForm } from '../components/NewPasswordForm';
import { useI18n } from '../i18n/I18nProvider';
import type { RouteTexts } from '../i18n/keys';
import { routeTexts } from '../i18n/routeTexts.server';
import type { Route } from './+types/authPasswordSet';

/** Texts of the page besides the shell (issue 9 item 7). */
export const handle = { i18n: ['auth'] } satisfies RouteTexts;

export async function loader({ request }: Route.LoaderArgs) {
  return { texts: await routeTexts(request, handle) };
}

/** The login form hands the username on (history state) so the buyer is logged in after setting the password. */
export interface PasswordSetState {
  username?: string;
}

function usernameOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('username' in state)) return undefined;
  return typeof state.username === 'string' && state.username !== '' ? state.username : undefined;
}

/**
 * Set a password (storefront.md §2 /auth/password-set, §4; account-area.md §2, §4): the target of a forced customer
 * recovery at login, with `?hash=…`. After saving, the buyer who just logged in is logged in with the new password
 * and lands on the home page; without a known username (page reloaded) the login page follows (docs/decisions.md).
 */
export default function PasswordSetPage({ params }: Route.ComponentProps) {
  const { t } = useI18n(handle.i18n);
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const notifications = useNotifications();
  const [searchParams] = useSearchParams();
  const home = `/${params.domain}`;

  const saved = async (newPassword: string) => {
    const username = usernameOf(location.state);
    if (username) {
      const login = await session.login({ username, password: newPassword });
      if (login.ok) {
        notifications.success('password.setLoggedIn');
        void navigate(home, { replace: true });
        return;
      }
    }
    notifications.success('password.changed');
    void navigate(`${home}/auth`, { replace: true });
  };

  return (
    <NewPasswordForm
      hash={searchParams.get('hash')}
      title={t('passwordSet.title')}
      intro={t('passwordSet.text')}
      renewHref={`${home}/auth`}
      renewLabel={t('password.loginAgain')}
      onSaved={saved}
    />
  );
}
