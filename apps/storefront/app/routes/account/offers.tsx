import {
  OfferHistoryList,
  offerHistoryQuery,
  offerHistoryRequest,
  offerHistoryStateFromQuery,
  useAccountText,
  type OfferHistoryState,
} from '@ratchet/account-kit';
import { isValidFromTo } from '@ratchet/store-api-contract/rules';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useDomainRenderLink } from '../../components/account/accountLinks';
import { AccountTexts } from '../../i18n/AccountTexts';
import type { RouteTexts } from '../../i18n/keys';
import { routeTexts } from '../../i18n/routeTexts.server';
import { pageUrl } from '../../lib/domain';
import { guardRoute, type StorefrontHandle } from '../../lib/guards.server';
import type { Route } from './+types/offers';

/** ROLE_MANAGE_OFFER_HISTORY from the route table; texts of the `offers` namespace. */
export const handle = { access: { auth: true }, i18n: ['offers'] } satisfies StorefrontHandle & RouteTexts;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { storeApi } = await guardRoute({ request, context }, handle);
  // The URL is the list's state (the contract's query names); a from-date after the to-date asks nothing (§5).
  const state = offerHistoryStateFromQuery(pageUrl(request.url).searchParams);
  const list = isValidFromTo(state.from, state.to)
    ? await storeApi.client
        .invoke('listOffers get /ratchet/offer/history', { query: offerHistoryRequest(state) })
        .catch(() => undefined)
    : undefined;
  return { list, texts: await routeTexts(request, handle) };
}

function OffersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useAccountText('offers');
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => offerHistoryStateFromQuery(searchParams), [searchParams]);
  const change = (next: OfferHistoryState) =>
    setSearchParams(offerHistoryQuery(next), { preventScrollReset: true, replace: next.page === state.page });
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('offers.title')}</h1>
      <OfferHistoryList
        state={state}
        onStateChange={change}
        fallbackData={loaderData.list}
        renderLink={useDomainRenderLink()}
      />
    </section>
  );
}

/** The company's offers (account-area.md §2 offers; issue 13): status, dates, search and page in the URL, SSR. */
export default function AccountOffers(props: Route.ComponentProps) {
  return (
    <AccountTexts>
      <OffersPage {...props} />
    </AccountTexts>
  );
}
