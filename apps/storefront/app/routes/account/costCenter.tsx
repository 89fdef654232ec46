import { ExternalContactList, externalContactPageSize, useAccountText } from '@ratchet/account-kit';
import { useRights } from '@ratchet/commerce-hooks';
import { AccountTexts } from '../../i18n/AccountTexts';
import type { RouteTexts } from '../../i18n/keys';
import { routeTexts } from '../../i18n/routeTexts.server';
import { guardRoute, type StorefrontHandle } from '../../lib/guards.server';
import type { Route } from './+types/costCenter';

/** ROLE_ACCESS_COST_CENTER from the route table; texts of the `costCenter` namespace. */
export const handle = { access: { auth: true }, i18n: ['costCenter'] } satisfies StorefrontHandle & RouteTexts;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { storeApi } = await guardRoute({ request, context }, handle);
  const list = await storeApi.client
    .invoke('listExternalContacts get /ratchet/cost-center/external-contact', {
      query: { page: 1, limit: externalContactPageSize },
    })
    .catch(() => undefined);
  return { list, texts: await routeTexts(request, handle) };
}

function CostCenterPage({ loaderData }: Route.ComponentProps) {
  const { t } = useAccountText('costCenter');
  const rights = useRights();
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('costCenter.title')}</h1>
      <ExternalContactList fallbackData={loaderData.list} canManage={rights.can('ROLE_MANAGE_COST_CENTER')} />
    </section>
  );
}

/** The cost centre's external contacts (account-area.md §2 costcenter; issue 13). */
export default function AccountCostCenter(props: Route.ComponentProps) {
  return (
    <AccountTexts>
      <CostCenterPage {...props} />
    </AccountTexts>
  );
}
