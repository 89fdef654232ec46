import { OfferDetailView, useAccountText } from '@ratchet/account-kit';
import { useDomainRenderLink } from '../../components/account/accountLinks';
import { notFoundOn404 } from '../../components/account/notFound.server';
import { AccountTexts } from '../../i18n/AccountTexts';
import type { RouteTexts } from '../../i18n/keys';
import { routeTexts } from '../../i18n/routeTexts.server';
import { guardRoute, type StorefrontHandle } from '../../lib/guards.server';
import type { Route } from './+types/offerDetail';

/** /account/offers/{offerNumber}: the offers screen's role from the route table. */
export const handle = { access: { auth: true }, i18n: ['offers'] } satisfies StorefrontHandle & RouteTexts;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { storeApi } = await guardRoute({ request, context }, handle);
  const offer = await storeApi.client
    .invoke('readOfferDetail get /ratchet/offer/history/detail', { query: { offerNumber: params.offerNumber } })
    .catch(notFoundOn404);
  return { offer, breadcrumb: offer.offerNumber, texts: await routeTexts(request, handle) };
}

function OfferDetailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useAccountText('offers');
  const { offer } = loaderData;
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('offers.detail.title', { offerNumber: offer.offerNumber })}</h1>
      <OfferDetailView
        key={offer.offerNumber}
        offerNumber={offer.offerNumber}
        fallbackData={offer}
        renderLink={useDomainRenderLink()}
      />
    </section>
  );
}

/** One offer (account-area.md §3 Offer; issue 13); a foreign or unknown offer is the page's 404. */
export default function AccountOfferDetail(props: Route.ComponentProps) {
  return (
    <AccountTexts>
      <OfferDetailPage {...props} />
    </AccountTexts>
  );
}
