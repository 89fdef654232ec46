import { OrderReferenceList, orderReferencePageSize, useAccountText } from '@ratchet/account-kit';
import { useDomainRenderLink } from '../../components/account/accountLinks';
import { AccountTexts } from '../../i18n/AccountTexts';
import type { RouteTexts } from '../../i18n/keys';
import { routeTexts } from '../../i18n/routeTexts.server';
import { guardRoute, type StorefrontHandle } from '../../lib/guards.server';
import type { Route } from './+types/orderReferences';

/** ROLE_MANAGE_ORDER_REFERENCES from the route table; texts of the `orderReferences` namespace. */
export const handle = { access: { auth: true }, i18n: ['orderReferences'] } satisfies StorefrontHandle & RouteTexts;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { storeApi } = await guardRoute({ request, context }, handle);
  const list = await storeApi.client
    .invoke('listOrderReferences post /ratchet/order-reference/list', {
      body: { limit: orderReferencePageSize, page: 1 },
    })
    .catch(() => undefined);
  return { list, texts: await routeTexts(request, handle) };
}

function OrderReferencesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useAccountText('orderReferences');
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('orderReferences.title')}</h1>
      <OrderReferenceList fallbackData={loaderData.list} renderLink={useDomainRenderLink()} />
    </section>
  );
}

/** The company's order references (account-area.md §2 order references; issue 12). */
export default function AccountOrderReferences(props: Route.ComponentProps) {
  return (
    <AccountTexts>
      <OrderReferencesPage {...props} />
    </AccountTexts>
  );
}
