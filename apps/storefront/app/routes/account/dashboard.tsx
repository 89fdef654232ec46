import { useAccountText } from '@ratchet/account-kit';
import { useSession } from '@ratchet/commerce-hooks';
import { AccountTexts } from '../../i18n/AccountTexts';
import { guardRoute, type StorefrontHandle } from '../../lib/guards.server';
import type { RouteTexts } from '../../i18n/keys';
import { routeTexts } from '../../i18n/routeTexts.server';
import type { Route } from './+types/dashboard';

/** The account entry needs a login (storefront.md §4 auth guard); its texts are account-kit's `account` namespace. */
export const handle = { access: { auth: true }, i18n: ['account'] } satisfies StorefrontHandle & RouteTexts;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { customer } = await guardRoute({ request, context }, handle);
  return {
    firstName: customer?.firstName ?? '',
    lastName: customer?.lastName ?? '',
    texts: await routeTexts(request, handle),
  };
}

/** The greeting, in account-kit's `account` namespace through the page's translator (as account-kit components do). */
function Greeting({ firstName, lastName }: { firstName: string; lastName: string }) {
  const { t } = useAccountText('account');
  return (
    <>
      <h1 className="text-2xl font-semibold">{t('account.dashboard.title')}</h1>
      <p>{t('account.dashboard.text', { firstName, lastName })}</p>
    </>
  );
}

export default function AccountDashboard({ loaderData }: Route.ComponentProps) {
  const { customer } = useSession();
  const names = customer ?? loaderData;
  return (
    <AccountTexts>
      <section className="flex flex-col gap-2 py-6">
        <Greeting firstName={names.firstName} lastName={names.lastName} />
      </section>
    </AccountTexts>
  );
}
