import { OrderDetailView, useAccountText } from '@ratchet/account-kit';
import { branchCodes, warehouseCodes, type ReorderBody } from '@ratchet/store-api-contract';
import { data } from 'react-router';
import { useDomainRenderLink } from '../../components/account/accountLinks';
import { notFoundOn404 } from '../../components/account/notFound.server';
import { AccountTexts } from '../../i18n/AccountTexts';
import type { RouteTexts } from '../../i18n/keys';
import { routeTexts } from '../../i18n/routeTexts.server';
import { guardRoute, type StorefrontHandle } from '../../lib/guards.server';
import type { Route } from './+types/orderDetail';

/** orders/details/{orderNumber}[/{firm}[/{warehouse}]]: the orders screen's roles and flag from the route table. */
export const handle = { access: { auth: true }, i18n: ['orders'] } satisfies StorefrontHandle & RouteTexts;

/** The order (part) the route names; an unknown firm or warehouse code is the page's 404. */
function orderRequest(params: Route.LoaderArgs['params']): ReorderBody {
  const { orderNumber, firm, warehouse } = params;
  const firmCode = branchCodes.find((code) => code === firm);
  const warehouseCode = warehouseCodes.find((code) => code === warehouse);
  if ((firm && !firmCode) || (warehouse && !warehouseCode)) throw data(null, { status: 404 });
  return {
    orderNumber,
    ...(firmCode ? { firm: firmCode } : {}),
    ...(warehouseCode ? { warehouse: warehouseCode } : {}),
  };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { storeApi } = await guardRoute({ request, context }, handle);
  const orderQuery = orderRequest(params);
  const order = await storeApi.client
    .invoke('readOrderHistoryDetail get /ratchet/order/history/detail', { query: orderQuery })
    .catch(notFoundOn404);
  return { order, orderQuery, breadcrumb: order.orderNumber, texts: await routeTexts(request, handle) };
}

function OrderDetailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useAccountText('orders');
  const { order, orderQuery } = loaderData;
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('orders.detail.title', { orderNumber: order.orderNumber })}</h1>
      <OrderDetailView
        key={JSON.stringify(orderQuery)}
        request={orderQuery}
        fallbackData={order}
        renderLink={useDomainRenderLink()}
      />
    </section>
  );
}

/** One order of the history (account-area.md §2 orders/details; issue 13); a foreign or unknown order is the 404. */
export default function AccountOrderDetail(props: Route.ComponentProps) {
  return (
    <AccountTexts>
      <OrderDetailPage {...props} />
    </AccountTexts>
  );
}
