import {
  OrderHistoryList,
  orderHistoryQuery,
  orderHistoryRequest,
  orderHistoryStateFromQuery,
  useAccountText,
  type OrderHistoryState,
} from '@ratchet/account-kit';
import { isValidFromTo } from '@ratchet/store-api-contract/rules';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useDomainRenderLink } from '../../components/account/accountLinks';
import { AccountTexts } from '../../i18n/AccountTexts';
import type { RouteTexts } from '../../i18n/keys';
import { routeTexts } from '../../i18n/routeTexts.server';
import { pageUrl } from '../../lib/domain';
import { guardRoute, type StorefrontHandle } from '../../lib/guards.server';
import type { Route } from './+types/orders';

/** ROLE_MANAGE_ORDER_HISTORY and the orderHistory flag from the route table; texts of the `orders` namespace. */
export const handle = { access: { auth: true }, i18n: ['orders'] } satisfies StorefrontHandle & RouteTexts;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { storeApi } = await guardRoute({ request, context }, handle);
  // The URL is the list's state (account-area.md §7 parameter names); a from-date after the to-date asks nothing (§5).
  const state = orderHistoryStateFromQuery(pageUrl(request.url).searchParams);
  const list = isValidFromTo(state.from, state.to)
    ? await storeApi.client
        .invoke('listOrderHistory get /ratchet/order/history', { query: orderHistoryRequest(state) })
        .catch(() => undefined)
    : undefined;
  return { list, texts: await routeTexts(request, handle) };
}

function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useAccountText('orders');
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => orderHistoryStateFromQuery(searchParams), [searchParams]);
  const change = (next: OrderHistoryState) =>
    setSearchParams(orderHistoryQuery(next), { preventScrollReset: true, replace: next.page === state.page });
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('orders.title')}</h1>
      <OrderHistoryList
        state={state}
        onStateChange={change}
        fallbackData={loaderData.list}
        renderLink={useDomainRenderLink()}
      />
    </section>
  );
}

/** The caller's orders (account-area.md §2 orders; issue 13): status, dates, search and page in the URL, first page SSR. */
export default function AccountOrders(props: Route.ComponentProps) {
  return (
    <AccountTexts>
      <OrdersPage {...props} />
    </AccountTexts>
  );
}
