import { isStoreApiClientError, useOrder, type StoreApiOperations } from '@ratchet/commerce-hooks';
import { CartTotals, OrderSummary } from '@ratchet/ui';
import { Link, redirect } from 'react-router';
import { useI18n } from '../i18n/I18nProvider';
import type { RouteTexts } from '../i18n/keys';
import { routeTexts } from '../i18n/routeTexts.server';
import { guardRoute, type StorefrontHandle } from '../lib/guards.server';
import { localPath, pageUrl } from '../lib/domain';
import type { Route } from './+types/checkoutSuccess';

type Order = StoreApiOperations['readOrderDetail get /ratchet/order/{orderId}']['response'];

/** The confirmation needs a login (the order is read as the customer); texts of the checkout namespace. */
export const handle = { access: { auth: true }, i18n: ['checkout'] } satisfies StorefrontHandle & RouteTexts;

/**
 * Reads the order named by `?orderId=` from the server (account-area.md §2 /checkout/success: it survives a reload).
 * Without an id the buyer goes to the cart; an unknown or foreign order shows "not found".
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { storeApi } = await guardRoute({ request, context }, handle);
  const orderId = pageUrl(request.url).searchParams.get('orderId');
  if (!orderId) throw redirect(localPath({ pathPrefix: `/${params.domain}` }, '/checkout'));
  let order: Order | null = null;
  try {
    order = await storeApi.client.invoke('readOrderDetail get /ratchet/order/{orderId}', { pathParams: { orderId } });
  } catch (error) {
    if (!isStoreApiClientError(error) || error.status !== 404) throw error;
  }
  return { texts: await routeTexts(request, handle), orderId, order };
}

/** The order's lines, addresses and totals for the summary. */
function summaryOf(order: Order) {
  const billing = order.addresses.find((address) => address.id === order.billingAddressId);
  const delivery = order.deliveries[0];
  const shippingAddress = order.addresses.find((address) => address.id === delivery?.shippingOrderAddressId);
  const address = (entry: Order['addresses'][number] | undefined) =>
    entry ? { ...entry, countryName: entry.country.name } : null;
  return {
    billing: address(billing),
    shipping:
      order.shippingOption === 'pickup'
        ? { option: 'pickup' as const, locationName: order.pickupLocation ?? '' }
        : { option: 'delivery' as const, address: address(shippingAddress) },
    shippingMethod: delivery?.shippingMethod.name ?? null,
    paymentMethod: order.transactions[0]?.paymentMethod.name ?? null,
  };
}

/** Order confirmation (storefront.md §2 /checkout/success; account-area.md §2): number, lines, addresses, delivery date, totals. */
export default function CheckoutSuccess({ loaderData, params }: Route.ComponentProps) {
  const { t } = useI18n(handle.i18n);
  const { order: fresh } = useOrder(loaderData.orderId);
  const order = fresh ?? loaderData.order;
  const home = localPath({ pathPrefix: `/${params.domain}` }, '/');
  if (!order) {
    return (
      <section className="flex flex-col gap-4 py-6">
        <h1 className="text-2xl font-semibold">{t('success.notFound')}</h1>
        <Link to={home} className="text-primary underline">
          {t('success.continue')}
        </Link>
      </section>
    );
  }
  const summary = summaryOf(order);
  const totals = order.totals;
  return (
    <section className="flex flex-col gap-6 py-6" data-slot="checkout-success">
      <OrderSummary
        headingLevel={1}
        heading={t('success.title')}
        orderNumber={order.orderNumber}
        lines={order.lineItems.map((line) => ({
          id: line.id,
          name: line.label,
          productNumber: line.type === 'product' ? line.payload.productNumber : null,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          totalPrice: line.totalPrice,
          remark: line.payload.customFields.order_detail_text,
        }))}
        billingAddress={summary.billing}
        shipping={summary.shipping}
        shippingMethod={summary.shippingMethod}
        paymentMethod={summary.paymentMethod}
        desiredDeliveryDate={order.desiredDeliveryDate}
        orderReference={order.orderReference}
        fileNumber={order.fileNumber}
        comment={order.customerComment}
        totals={
          totals ? (
            <CartTotals
              variant="plain"
              heading={null}
              notes={false}
              subtotal={totals.goodsNet}
              promotions={
                totals.discountNet < 0
                  ? order.lineItems
                      .filter((line) => line.type === 'promotion')
                      .map((line) => ({ label: line.label, amount: line.totalPrice ?? 0 }))
                  : []
              }
              shippingCosts={totals.shippingNet}
              // The order keeps the surcharge, not the threshold: only the surcharge row is shown (notes off).
              minimumOrder={
                totals.additionalCostNet > 0
                  ? { minimumValue: 0, additionalCost: totals.additionalCostNet, reached: false }
                  : null
              }
              netTotal={totals.net}
              taxes={totals.taxes.map((tax) => ({ taxRate: tax.taxRate, tax: tax.tax }))}
              grossTotal={totals.gross}
            />
          ) : null
        }
      />
      <p>{t('success.text', { number: order.orderNumber })}</p>
      <Link to={home} className="self-start text-primary underline">
        {t('success.continue')}
      </Link>
    </section>
  );
}
