import { OrderFlowWizard, useAccountText } from '@ratchet/account-kit';
import { useDomainRenderLink } from '../../components/account/accountLinks';
import { notFoundOn404 } from '../../components/account/notFound.server';
import { AccountTexts } from '../../i18n/AccountTexts';
import type { RouteTexts } from '../../i18n/keys';
import { routeTexts } from '../../i18n/routeTexts.server';
import { guardRoute, type StorefrontHandle } from '../../lib/guards.server';
import type { Route } from './+types/flowForm';

/** flows/create and flows/{id}: ROLE_MANAGE_ORDER_FLOWS from the route table; texts of the `flows` namespace. */
export const handle = { access: { auth: true }, i18n: ['flows'] } satisfies StorefrontHandle & RouteTexts;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { storeApi } = await guardRoute({ request, context }, handle);
  const flow = params.flowId
    ? await storeApi.client
        .invoke('readOrderFlow get /ratchet/order-flow/{id}', { pathParams: { id: params.flowId } })
        .catch(notFoundOn404)
    : undefined;
  return { flow, breadcrumb: flow?.name, texts: await routeTexts(request, handle) };
}

function FlowFormPage({ loaderData }: Route.ComponentProps) {
  const { t } = useAccountText('flows');
  const { flow } = loaderData;
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">
        {flow ? t('flows.editTitle', { name: flow.name }) : t('flows.createTitle')}
      </h1>
      <OrderFlowWizard key={flow?.id ?? 'new'} flow={flow} renderLink={useDomainRenderLink()} />
    </section>
  );
}

/** Creating or editing an approval flow in steps (account-area.md §2 flows; issue 12). */
export default function AccountFlowForm(props: Route.ComponentProps) {
  return (
    <AccountTexts>
      <FlowFormPage {...props} />
    </AccountTexts>
  );
}
