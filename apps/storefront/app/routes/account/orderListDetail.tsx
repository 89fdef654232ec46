import { OrderListDetailView, orderListsPath, useAccountText } from '@ratchet/account-kit';
import { useDomainNavigate, useDomainRenderLink } from '../../components/account/accountLinks';
import { notFoundOn404 } from '../../components/account/notFound.server';
import { AccountTexts } from '../../i18n/AccountTexts';
import type { RouteTexts } from '../../i18n/keys';
import { routeTexts } from '../../i18n/routeTexts.server';
import { guardRoute, type StorefrontHandle } from '../../lib/guards.server';
import type { Route } from './+types/orderListDetail';

/** orderlist/details/{id}: the order lists screen's role from the route table; texts of `orderLists`. */
export const handle = { access: { auth: true }, i18n: ['orderLists'] } satisfies StorefrontHandle & RouteTexts;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { storeApi } = await guardRoute({ request, context }, handle);
  // Another company's list or a colleague's private one answers 404 on the server: the page's 404.
  const list = await storeApi.client
    .invoke('readOrderList get /ratchet/order/list/{id}', { pathParams: { id: params.listId } })
    .catch(notFoundOn404);
  return { list, breadcrumb: list.name, texts: await routeTexts(request, handle) };
}

function OrderListDetailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useAccountText('orderLists');
  const navigate = useDomainNavigate();
  const { list } = loaderData;
  return (
    <section className="flex flex-col gap-4">
      <h1 className="sr-only">{t('orderLists.title')}</h1>
      <OrderListDetailView
        key={list.id}
        listId={list.id}
        fallbackData={list}
        renderLink={useDomainRenderLink()}
        onDeleted={() => navigate(orderListsPath)}
      />
    </section>
  );
}

/** One order list with its items (account-area.md §2 orderlist/details; issue 13). */
export default function AccountOrderListDetail(props: Route.ComponentProps) {
  return (
    <AccountTexts>
      <OrderListDetailPage {...props} />
    </AccountTexts>
  );
}
