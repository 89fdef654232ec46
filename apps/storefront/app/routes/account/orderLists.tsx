import {
  OrderListsView,
  orderListPath,
  orderListsRequest,
  orderListsUrlState,
  useAccountText,
  type OrderListsState,
} from '@ratchet/account-kit';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useDomainNavigate, useDomainRenderLink } from '../../components/account/accountLinks';
import { AccountTexts } from '../../i18n/AccountTexts';
import type { RouteTexts } from '../../i18n/keys';
import { routeTexts } from '../../i18n/routeTexts.server';
import { pageUrl } from '../../lib/domain';
import { guardRoute, type StorefrontHandle } from '../../lib/guards.server';
import type { Route } from './+types/orderLists';

/** ROLE_MANAGE_ORDER_LISTS from the route table (account-area.md §6); texts of the `orderLists` namespace. */
export const handle = { access: { auth: true }, i18n: ['orderLists'] } satisfies StorefrontHandle & RouteTexts;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { storeApi } = await guardRoute({ request, context }, handle);
  // The URL is the screen's state (page and name search, like the history lists); the first page renders on the server.
  const state = orderListsUrlState.fromQuery(pageUrl(request.url).searchParams);
  const list = await storeApi.client
    .invoke('listOrderLists get /ratchet/order/list', { query: orderListsRequest(state) })
    .catch(() => undefined);
  return { list, texts: await routeTexts(request, handle) };
}

function OrderListsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useAccountText('orderLists');
  const navigate = useDomainNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => orderListsUrlState.fromQuery(searchParams), [searchParams]);
  const change = (next: OrderListsState) =>
    setSearchParams(orderListsUrlState.toQuery(next), { preventScrollReset: true, replace: next.page === state.page });
  // orderlist/create (account-area.md §2 create routes) is the list screen with its create dialog open.
  const creating = useLocation().pathname.replace(/\/+$/, '').endsWith('/orderlist/create');
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('orderLists.title')}</h1>
      <OrderListsView
        state={state}
        onStateChange={change}
        fallbackData={loaderData.list}
        renderLink={useDomainRenderLink()}
        defaultCreateOpen={creating}
        onCreated={(list) => navigate(orderListPath(list.id))}
      />
    </section>
  );
}

/**
 * The order lists the caller sees (account-area.md §2 orderlist; issue 13): company lists and the own private ones;
 * page and name search in the URL, first page SSR.
 */
export default function AccountOrderLists(props: Route.ComponentProps) {
  return (
    <AccountTexts>
      <OrderListsPage {...props} />
    </AccountTexts>
  );
}
