import {
  ApprovalList,
  approvalListQuery,
  approvalListRequest,
  approvalListStateFromQuery,
  approvalPageSize,
  useAccountText,
  type ApprovalListState,
} from '@ratchet/account-kit';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useDomainRenderLink } from '../../components/account/accountLinks';
import { AccountTexts } from '../../i18n/AccountTexts';
import type { RouteTexts } from '../../i18n/keys';
import { routeTexts } from '../../i18n/routeTexts.server';
import { pageUrl } from '../../lib/domain';
import { guardRoute, type StorefrontHandle } from '../../lib/guards.server';
import type { Route } from './+types/approvals';

/** ROLE_APPROVE_ORDER_FLOWS from the route table; texts of the `approvals` namespace. */
export const handle = { access: { auth: true }, i18n: ['approvals'] } satisfies StorefrontHandle & RouteTexts;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { storeApi } = await guardRoute({ request, context }, handle);
  // The URL is the list's state (status, search, from, to, field, order, page; plain: pending, newest first), asked
  // under the same body the list's hook sends.
  const state = approvalListStateFromQuery(pageUrl(request.url).searchParams);
  const list = await storeApi.client
    .invoke('listApprovals post /ratchet/order/approvals', {
      body: { limit: approvalPageSize, ...approvalListRequest(state) },
    })
    .catch(() => undefined);
  return { list, texts: await routeTexts(request, handle) };
}

function ApprovalsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useAccountText('approvals');
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => approvalListStateFromQuery(searchParams), [searchParams]);
  const change = (next: ApprovalListState) =>
    setSearchParams(approvalListQuery(next), { preventScrollReset: true, replace: next.page === state.page });
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('approvals.title')}</h1>
      <ApprovalList
        state={state}
        onStateChange={change}
        fallbackData={loaderData.list}
        renderLink={useDomainRenderLink()}
      />
    </section>
  );
}

/** The order requests the customer approves (account-area.md §2 approvals; issue 12): filters, sort and page in the URL. */
export default function AccountApprovals(props: Route.ComponentProps) {
  return (
    <AccountTexts>
      <ApprovalsPage {...props} />
    </AccountTexts>
  );
}
