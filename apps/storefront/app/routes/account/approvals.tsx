import {
  ApprovalList,
  approvalListRequest,
  approvalPageSize,
  emptyApprovalListState,
  useAccountText,
} from '@ratchet/account-kit';
import { useDomainRenderLink } from '../../components/account/accountLinks';
import { AccountTexts } from '../../i18n/AccountTexts';
import type { RouteTexts } from '../../i18n/keys';
import { routeTexts } from '../../i18n/routeTexts.server';
import { guardRoute, type StorefrontHandle } from '../../lib/guards.server';
import type { Route } from './+types/approvals';

/** ROLE_APPROVE_ORDER_FLOWS from the route table; texts of the `approvals` namespace. */
export const handle = { access: { auth: true }, i18n: ['approvals'] } satisfies StorefrontHandle & RouteTexts;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { storeApi } = await guardRoute({ request, context }, handle);
  // The first page as the list opens (pending, newest first), under the same body the list's hook asks for.
  const list = await storeApi.client
    .invoke('listApprovals post /ratchet/order/approvals', {
      body: { limit: approvalPageSize, ...approvalListRequest(emptyApprovalListState) },
    })
    .catch(() => undefined);
  return { list, texts: await routeTexts(request, handle) };
}

function ApprovalsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useAccountText('approvals');
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('approvals.title')}</h1>
      <ApprovalList fallbackData={loaderData.list} renderLink={useDomainRenderLink()} />
    </section>
  );
}

/** The order requests the customer approves (account-area.md §2 approvals; issue 12). */
export default function AccountApprovals(props: Route.ComponentProps) {
  return (
    <AccountTexts>
      <ApprovalsPage {...props} />
    </AccountTexts>
  );
}
