import {
  checkoutMethodsFallback,
  isStoreApiClientError,
  useCart,
  useFeatureFlags,
  useRights,
  useSession,
  type CheckoutMethodsFallback,
} from '@ratchet/commerce-hooks';
import { isoDateInTimeZone } from '@ratchet/store-api-contract/rules';
import type { RenderLink } from '@ratchet/ui';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CartView } from '../components/checkout/CartView';
import { LazyCartExternalContact } from '../components/checkout/LazyCartExternalContact';
import { LazyCheckoutStep, loadCheckoutStep } from '../components/checkout/LazyCheckoutStep';
import { OfferRequest } from '../components/checkout/OfferRequest';
import { OrderRequested } from '../components/checkout/OrderRequested';
import { useI18n } from '../i18n/I18nProvider';
import type { RouteTexts } from '../i18n/keys';
import { routeTexts } from '../i18n/routeTexts.server';
import { localPath } from '../lib/domain';
import { requestScope, type RequestScope } from '../lib/requestScope.server';
import type { Route } from './+types/checkout';

/** Texts of the page besides the shell (issue 9 item 7); `offers` for the offer request (issue 13). */
export const handle = { i18n: ['checkout', 'costCenter', 'offers', 'orderListPicker'] } satisfies RouteTexts;

/**
 * The cart's shipping and payment methods for the checkout step, read with the cart (a logged-in customer with a
 * filled cart only: nobody else sees the step). The step's server markup names them and the live step starts with the
 * same lists, so nothing moves when it goes live (issue 10, no layout shift); a failed call leaves them to the browser.
 */
async function checkoutMethods(scope: RequestScope): Promise<CheckoutMethodsFallback | null> {
  if (!(await scope.customer())) return null;
  const { client } = await scope.storeApi();
  try {
    const [cart, shipping, payment] = await Promise.all([
      client.invoke('readCart get /checkout/cart'),
      client.invoke('readShippingMethod post /shipping-method', { body: {} }),
      client.invoke('readPaymentMethod post /payment-method', { body: {} }),
    ]);
    return cart.lineItems.length > 0 ? checkoutMethodsFallback(cart, shipping.elements, payment.elements) : null;
  } catch (error) {
    if (!isStoreApiClientError(error)) throw error;
    return null;
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // The checkout step is a chunk of its own (LazyCheckoutStep): there before the server renders the page.
  const [texts, methods] = await Promise.all([
    routeTexts(request, handle),
    checkoutMethods(requestScope(context)),
    loadCheckoutStep(),
  ]);
  // The shop's calendar day, so server and browser agree on which delivery dates may be chosen.
  return { texts, methods, today: isoDateInTimeZone(new Date()) };
}

/**
 * A client navigation to the cart shows the page once the checkout step's chunk is there too (no step popping in
 * below the cart). The first load hydrates with the server's data; its step becomes live on intent (LazyCheckoutStep).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadCheckoutStep()]);
  return data;
}

/**
 * /checkout (storefront.md §2, account-area.md §2): the cart, and below it the checkout step. The step needs a login
 * (storefront.md §4 auth guard: visitors get the way to /auth); without ROLE_PLACE_ORDERS the step shows the spec's
 * refusal text instead of the action.
 */
export default function Checkout({ loaderData, params }: Route.ComponentProps) {
  const { t } = useI18n(handle.i18n);
  const { customer } = useSession();
  const rights = useRights();
  const { isEnabled } = useFeatureFlags();
  const cart = useCart();
  const navigate = useNavigate();
  // The order requested on this page (account-area.md §4): its confirmation replaces the emptied cart.
  const [requested, setRequested] = useState<{ orderNumber: string } | null>(null);
  const domain = useMemo(() => ({ pathPrefix: `/${params.domain}` }), [params.domain]);
  const renderLink = useMemo<RenderLink>(
    () =>
      ({ href, ...props }) => <Link {...props} to={localPath(domain, href)} />,
    [domain],
  );
  return (
    <section className="flex flex-col gap-6 py-6" data-slot="checkout-page">
      {requested && cart.isEmpty ? (
        <OrderRequested orderNumber={requested.orderNumber} renderLink={renderLink} homeHref="/" />
      ) : (
        <>
          <h1 className="text-2xl font-semibold">{t('cart.title')}</h1>
          <CartView renderLink={renderLink} homeHref="/" />
          {customer && !cart.isEmpty && rights.can('ROLE_REQUEST_OFFER') ? (
            <OfferRequest canViewOffers={rights.can('ROLE_MANAGE_OFFER_HISTORY')} />
          ) : null}
        </>
      )}
      {customer && !cart.isEmpty && isEnabled('costCentreModule') && rights.can('ROLE_ACCESS_COST_CENTER') ? (
        <LazyCartExternalContact canManage={rights.can('ROLE_MANAGE_COST_CENTER')} disabled={cart.isMutating} />
      ) : null}
      {cart.isEmpty ? null : customer ? (
        <LazyCheckoutStep
          key={customer.id}
          canPlaceOrders={rights.can('ROLE_PLACE_ORDERS')}
          today={loaderData.today}
          loadedMethods={loaderData.methods ?? undefined}
          renderLink={renderLink}
          onPlaced={(orderId) =>
            void navigate(localPath(domain, `/checkout/success?orderId=${encodeURIComponent(orderId)}`))
          }
          onRequested={(request) => setRequested({ orderNumber: request.orderNumber })}
        />
      ) : (
        <div data-slot="checkout-login" className="flex flex-col items-start gap-3 border-t border-border pt-6">
          <p>{t('checkout.loginText')}</p>
          {renderLink({
            href: '/auth',
            className:
              'inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-semibold text-primary-foreground hover:bg-primary-hover',
            children: t('checkout.login'),
          })}
        </div>
      )}
    </section>
  );
}
