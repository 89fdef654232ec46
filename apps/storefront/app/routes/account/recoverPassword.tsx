import { ChangePasswordForm, useAccountText } from '@ratchet/account-kit';
import { AccountTexts } from '../../i18n/AccountTexts';
import type { RouteTexts } from '../../i18n/keys';
import { routeTexts } from '../../i18n/routeTexts.server';
import { guardRoute, type StorefrontHandle } from '../../lib/guards.server';
import type { Route } from './+types/recoverPassword';

/**
 * /account/recover/password (account-area.md §2 "Also recover/password"): the logged-in user's password change on
 * a page of its own (docs/decisions.md). The route table lists no screen for it (a login suffices to open it); the
 * change itself needs ROLE_MANAGE_OWN_ACCOUNT, which the server checks.
 */
export const handle = { access: { auth: true }, i18n: ['profile'] } satisfies StorefrontHandle & RouteTexts;

export async function loader({ request, context }: Route.LoaderArgs) {
  await guardRoute({ request, context }, handle);
  return { texts: await routeTexts(request, handle) };
}

function RecoverPasswordPage() {
  const { t } = useAccountText('profile');
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('profile.password.title')}</h1>
      <ChangePasswordForm />
    </section>
  );
}

export default function AccountRecoverPassword() {
  return (
    <AccountTexts>
      <RecoverPasswordPage />
    </AccountTexts>
  );
}
