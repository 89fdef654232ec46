import { ApprovalDetailView, useAccountText } from '@ratchet/account-kit';
import { useDomainRenderLink } from '../../components/account/accountLinks';
import { notFoundOn404 } from '../../components/account/notFound.server';
import { AccountTexts } from '../../i18n/AccountTexts';
import type { RouteTexts } from '../../i18n/keys';
import { routeTexts } from '../../i18n/routeTexts.server';
import { guardRoute, type StorefrontHandle } from '../../lib/guards.server';
import type { Route } from './+types/approvalDetail';

/**
 * One order request, for its approver (/account/approvals/{id}, ROLE_APPROVE_ORDER_FLOWS) or its requester
 * (/account/requests/{id}, a login): the server answers 404 to anyone else, which is the page's 404.
 */
export const handle = { access: { auth: true }, i18n: ['approvals'] } satisfies StorefrontHandle & RouteTexts;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { storeApi } = await guardRoute({ request, context }, handle);
  const approval = await storeApi.client
    .invoke('readApproval get /ratchet/order/approvals/{id}', { pathParams: { id: params.id } })
    .catch(notFoundOn404);
  const own = new URL(request.url).pathname.includes('/account/requests/');
  return { approval, own, breadcrumb: approval.orderNumber, texts: await routeTexts(request, handle) };
}

function ApprovalPage({ loaderData }: Route.ComponentProps) {
  const { t } = useAccountText('approvals');
  return (
    <ApprovalDetailView
      approvalId={loaderData.approval.id}
      fallbackData={loaderData.approval}
      renderLink={useDomainRenderLink()}
      {...(loaderData.own ? { backHref: '/account/requests', backLabel: t('approvals.own.back') } : {})}
    />
  );
}

/** An order request's detail (account-area.md §2 approvals detail; issue 12). */
export default function AccountApprovalDetail(props: Route.ComponentProps) {
  return (
    <AccountTexts>
      <ApprovalPage {...props} />
    </AccountTexts>
  );
}
