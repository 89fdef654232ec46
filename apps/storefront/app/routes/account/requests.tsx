import { OwnRequestList, useAccountText } from '@ratchet/account-kit';
import { useDomainRenderLink } from '../../components/account/accountLinks';
import { AccountTexts } from '../../i18n/AccountTexts';
import type { RouteTexts } from '../../i18n/keys';
import { routeTexts } from '../../i18n/routeTexts.server';
import { guardRoute, type StorefrontHandle } from '../../lib/guards.server';
import type { Route } from './+types/requests';

/** Any logged-in customer's own requests (no screen of the route table: a login is all it needs). */
export const handle = { access: { auth: true }, i18n: ['approvals'] } satisfies StorefrontHandle & RouteTexts;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { storeApi } = await guardRoute({ request, context }, handle);
  const list = await storeApi.client
    .invoke('listOwnOrderRequests get /ratchet/order-flow/pending', { query: { status: 'all', limit: 100 } })
    .catch(() => undefined);
  return { list, texts: await routeTexts(request, handle) };
}

function RequestsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useAccountText('approvals');
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('approvals.own.title')}</h1>
      <OwnRequestList fallbackData={loaderData.list} renderLink={useDomainRenderLink()} />
    </section>
  );
}

/** The customer's own order requests (account-area.md §4 "Request the order"; issue 12). */
export default function AccountRequests(props: Route.ComponentProps) {
  return (
    <AccountTexts>
      <RequestsPage {...props} />
    </AccountTexts>
  );
}
