import { OrderFlowList, useAccountText } from '@ratchet/account-kit';
import { useDomainRenderLink } from '../../components/account/accountLinks';
import { AccountTexts } from '../../i18n/AccountTexts';
import type { RouteTexts } from '../../i18n/keys';
import { routeTexts } from '../../i18n/routeTexts.server';
import { guardRoute, type StorefrontHandle } from '../../lib/guards.server';
import type { Route } from './+types/flows';

/** ROLE_MANAGE_ORDER_FLOWS from the route table; texts of the `flows` namespace. */
export const handle = { access: { auth: true }, i18n: ['flows'] } satisfies StorefrontHandle & RouteTexts;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { storeApi } = await guardRoute({ request, context }, handle);
  const list = await storeApi.client
    .invoke('listOrderFlows get /ratchet/order-flow', { query: { status: 'all' } })
    .catch(() => undefined);
  return { list, texts: await routeTexts(request, handle) };
}

function FlowsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useAccountText('flows');
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('flows.title')}</h1>
      <OrderFlowList fallbackData={loaderData.list} renderLink={useDomainRenderLink()} />
    </section>
  );
}

/** The company's approval flows (account-area.md §2 flows; issue 12). */
export default function AccountFlows(props: Route.ComponentProps) {
  return (
    <AccountTexts>
      <FlowsPage {...props} />
    </AccountTexts>
  );
}
