import { QuickOrderForm, useAccountText } from '@ratchet/account-kit';
import { useDomainRenderLink } from '../../components/account/accountLinks';
import { AccountTexts } from '../../i18n/AccountTexts';
import type { RouteTexts } from '../../i18n/keys';
import { routeTexts } from '../../i18n/routeTexts.server';
import { guardRoute, type StorefrontHandle } from '../../lib/guards.server';
import type { Route } from './+types/quickOrder';

/** ROLE_ACCESS_QUICK_ORDER_FORM from the route table (rules/accountRoutes.ts); texts of the `quickOrder` namespace. */
export const handle = { access: { auth: true }, i18n: ['quickOrder'] } satisfies StorefrontHandle & RouteTexts;

export async function loader({ request, context }: Route.LoaderArgs) {
  await guardRoute({ request, context }, handle);
  // Nothing to load: the grid starts empty and asks the store-API as rows are typed, pasted or uploaded.
  return { texts: await routeTexts(request, handle) };
}

function QuickOrderPage() {
  const { t } = useAccountText('quickOrder');
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('quickOrder.title')}</h1>
      <QuickOrderForm renderLink={useDomainRenderLink()} />
    </section>
  );
}

/** The quick order (issue 13; account-area.md §6 ROLE_ACCESS_QUICK_ORDER_FORM). */
export default function AccountQuickOrder() {
  return (
    <AccountTexts>
      <QuickOrderPage />
    </AccountTexts>
  );
}
