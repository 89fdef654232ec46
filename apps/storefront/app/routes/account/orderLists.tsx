import { OrderListsView, orderListPath, useAccountText } from '@ratchet/account-kit';
import { useLocation } from 'react-router';
import { useDomainNavigate, useDomainRenderLink } from '../../components/account/accountLinks';
import { AccountTexts } from '../../i18n/AccountTexts';
import type { RouteTexts } from '../../i18n/keys';
import { routeTexts } from '../../i18n/routeTexts.server';
import { guardRoute, type StorefrontHandle } from '../../lib/guards.server';
import type { Route } from './+types/orderLists';

/** ROLE_MANAGE_ORDER_LISTS from the route table (account-area.md §6); texts of the `orderLists` namespace. */
export const handle = { access: { auth: true }, i18n: ['orderLists'] } satisfies StorefrontHandle & RouteTexts;

export async function loader({ request, context }: Route.LoaderArgs) {
  await guardRoute({ request, context }, handle);
  return { texts: await routeTexts(request, handle) };
}

function OrderListsPage() {
  const { t } = useAccountText('orderLists');
  const navigate = useDomainNavigate();
  // orderlist/create (account-area.md §2 create routes) is the list screen with its create dialog open.
  const creating = useLocation().pathname.replace(/\/+$/, '').endsWith('/orderlist/create');
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('orderLists.title')}</h1>
      <OrderListsView
        renderLink={useDomainRenderLink()}
        defaultCreateOpen={creating}
        onCreated={(list) => navigate(orderListPath(list.id))}
      />
    </section>
  );
}

/** The order lists the caller sees (account-area.md §2 orderlist; issue 13): company lists and the own private ones. */
export default function AccountOrderLists() {
  return (
    <AccountTexts>
      <OrderListsPage />
    </AccountTexts>
  );
}
