import type { ComponentProps, ReactNode } from 'react';
import { formatPrice, parseIsoDate } from '@ratchet/store-api-contract/rules';
import { AddressLines, type PostalAddress } from '../AddressPicker';
import { cn } from '../lib/cn';
import { useUiLocale, useUiMessages } from '../i18n/UiLocaleProvider';
import { orderSummaryMessages } from './messages';

/** One line of the summary. */
export interface OrderSummaryLine {
  id: string;
  /** Product or promotion name. */
  name: string;
  /** Product number; omitted for promotions. */
  productNumber?: string | null | undefined;
  quantity: number;
  /** Net unit price; null or undefined when withheld. */
  unitPrice?: number | null | undefined;
  /** Net line total; null or undefined when withheld. */
  totalPrice?: number | null | undefined;
  /** The line remark. */
  remark?: string | null | undefined;
}

/** Where the goods go: a delivery address, or the branch to pick them up at. */
export type OrderSummaryShipping =
  { option: 'delivery'; address: PostalAddress | null } | { option: 'pickup'; locationName: string };

export type OrderSummaryProps = Omit<ComponentProps<'section'>, 'children' | 'title'> & {
  /** The order number (confirmation); omitted before the order is placed. */
  orderNumber?: string | null | undefined;
  /** The lines. */
  lines: readonly OrderSummaryLine[];
  /** The billing address. */
  billingAddress?: PostalAddress | null | undefined;
  /** Delivery address or pickup branch. */
  shipping?: OrderSummaryShipping | null | undefined;
  /** Name of the shipping method. */
  shippingMethod?: string | null | undefined;
  /** Name of the payment method. */
  paymentMethod?: string | null | undefined;
  /** Desired delivery date, ISO `YYYY-MM-DD`. */
  desiredDeliveryDate?: string | null | undefined;
  /** The order reference. */
  orderReference?: string | null | undefined;
  /** The file number (feature flag). */
  fileNumber?: string | null | undefined;
  /** The buyer's comment. */
  comment?: string | null | undefined;
  /** The totals (e.g. a plain CartTotals). */
  totals?: ReactNode;
  /** Heading; defaults to "Order summary". */
  heading?: ReactNode;
  /** Heading level of the title (sub-headings are one below). */
  headingLevel?: 1 | 2 | undefined;
};

/**
 * An order at a glance (storefront.md §3 Order; account-area.md §2 /checkout and /checkout/success): number, lines
 * with quantity and net prices, addresses or the pickup branch, methods, desired delivery date, order reference,
 * file number, comment and the totals. Prices that are withheld are left out.
 */
export function OrderSummary({
  orderNumber,
  lines,
  billingAddress,
  shipping,
  shippingMethod,
  paymentMethod,
  desiredDeliveryDate,
  orderReference,
  fileNumber,
  comment,
  totals,
  heading,
  headingLevel = 2,
  className,
  ...props
}: OrderSummaryProps) {
  const t = useUiMessages(orderSummaryMessages);
  const locale = useUiLocale();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const SubHeading = headingLevel === 1 ? 'h2' : 'h3';
  const quantityFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const showsPrices = lines.some((line) => typeof line.totalPrice === 'number');
  const money = (amount: number | null | undefined) => (typeof amount === 'number' ? formatPrice(amount, locale) : '');
  let deliveryDate: string | null = null;
  if (desiredDeliveryDate) {
    try {
      const { year, month, day } = parseIsoDate(desiredDeliveryDate);
      deliveryDate = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
        new Date(Date.UTC(year, month - 1, day)),
      );
    } catch {
      deliveryDate = null;
    }
  }
  const details: { slot: string; label: string; value: ReactNode }[] = [];
  if (orderNumber) details.push({ slot: 'order-number', label: t('orderNumber'), value: orderNumber });
  if (orderReference) details.push({ slot: 'order-reference', label: t('orderReference'), value: orderReference });
  if (fileNumber) details.push({ slot: 'file-number', label: t('fileNumber'), value: fileNumber });
  if (deliveryDate) details.push({ slot: 'delivery-date', label: t('deliveryDate'), value: deliveryDate });
  if (shippingMethod) details.push({ slot: 'shipping-method', label: t('shippingMethod'), value: shippingMethod });
  if (paymentMethod) details.push({ slot: 'payment-method', label: t('paymentMethod'), value: paymentMethod });
  if (comment) details.push({ slot: 'comment', label: t('comment'), value: comment });

  return (
    <section
      data-slot="order-summary"
      className={cn('flex flex-col gap-6 text-sm text-foreground', className)}
      {...props}
    >
      <Heading className={cn('font-semibold', headingLevel === 1 ? 'text-2xl' : 'text-lg')}>
        {heading ?? t('title')}
      </Heading>
      {details.length > 0 ? (
        <dl aria-label={t('details')} className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {details.map((detail) => (
            <div key={detail.slot} data-slot={`order-summary-${detail.slot}`} className="contents">
              <dt className="text-muted-foreground">{detail.label}</dt>
              <dd className="font-medium whitespace-pre-line">{detail.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="grid gap-6 sm:grid-cols-2">
        {billingAddress ? (
          <div data-slot="order-summary-billing">
            <SubHeading className="mb-1 font-semibold">{t('billingAddress')}</SubHeading>
            <address className="not-italic">
              <AddressLines address={billingAddress} />
            </address>
          </div>
        ) : null}
        {shipping ? (
          <div data-slot="order-summary-shipping">
            <SubHeading className="mb-1 font-semibold">
              {shipping.option === 'pickup' ? t('pickupAt') : t('shippingAddress')}
            </SubHeading>
            {shipping.option === 'pickup' ? (
              <p>{shipping.locationName}</p>
            ) : shipping.address ? (
              <address className="not-italic">
                <AddressLines address={shipping.address} />
              </address>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{t('lines')}</caption>
          <thead className="border-b border-border text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('product')}
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                {t('quantity')}
              </th>
              {showsPrices ? (
                <>
                  <th scope="col" className="hidden py-2 pr-4 text-right font-medium sm:table-cell">
                    {t('unitPrice')}
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    {t('total')}
                  </th>
                </>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id} data-slot="order-summary-line" className="border-b border-border align-top">
                <td className="py-2 pr-4">
                  <span className="font-medium">{line.name}</span>
                  {line.productNumber ? (
                    <span className="block text-muted-foreground">
                      {t('productNumber', { number: line.productNumber })}
                    </span>
                  ) : null}
                  {line.remark ? (
                    <span className="block text-muted-foreground">{t('remark', { remark: line.remark })}</span>
                  ) : null}
                </td>
                <td className="py-2 pr-4 text-right tabular-nums">{quantityFormat.format(line.quantity)}</td>
                {showsPrices ? (
                  <>
                    <td className="hidden py-2 pr-4 text-right tabular-nums whitespace-nowrap sm:table-cell">
                      {money(line.unitPrice)}
                    </td>
                    <td className="py-2 text-right tabular-nums whitespace-nowrap">{money(line.totalPrice)}</td>
                  </>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {totals ? (
        <div data-slot="order-summary-totals" className="sm:ml-auto sm:w-96">
          {totals}
        </div>
      ) : null}
    </section>
  );
}
