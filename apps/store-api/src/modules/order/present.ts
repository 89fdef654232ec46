import {
  formatPrice,
  formatStock,
  isPickupLocationCode,
  roundToCents,
  type Order,
  type OrderAddress,
  type ShippingMethodId,
} from '@ratchet/store-api-contract';
import type { MailValues } from '../../platform/mail/templates';
import type { CartCalculation } from '../cart';
import type { OrderLineRow, OrderRow } from './repo';

/** The order answer (storefront.md §3 Order); prices are withheld when `showPrices` is false (canSeePrices). */
export function presentOrder(row: OrderRow, lineRows: readonly OrderLineRow[], showPrices: boolean): Order {
  const taxes = (typeof row.taxes === 'string' ? JSON.parse(row.taxes) : row.taxes) as {
    taxRate: number;
    price: number;
    tax: number;
  }[];
  return {
    id: row.id,
    orderNumber: row.order_number,
    orderDateTime: new Date(row.created_at).toISOString(),
    orderReference: row.order_reference,
    customerComment: row.customer_comment,
    fileNumber: row.file_number,
    shippingOption: row.shipping_option,
    pickupLocation: isPickupLocationCode(row.pickup_location) ? row.pickup_location : null,
    desiredDeliveryDate: row.desired_delivery_day,
    customerId: row.customer_id,
    amountTotal: showPrices ? Number(row.total) : null,
    amountNet: showPrices ? Number(row.net_total) : null,
    shippingTotal: showPrices ? Number(row.shipping_total) : null,
    additionalCost: showPrices ? Number(row.additional_cost) : null,
    price: showPrices
      ? {
          netPrice: Number(row.net_total),
          totalPrice: Number(row.total),
          positionPrice: Number(row.position_total),
          calculatedTaxes: taxes.map((tax) => ({ ...tax, apiAlias: 'cart_tax_calculated' as const })),
          taxStatus: 'net',
        }
      : null,
    totals: showPrices
      ? {
          goodsNet: roundToCents(Number(row.position_total) - Number(row.discount_total)),
          discountNet: Number(row.discount_total),
          shippingNet: Number(row.shipping_total),
          additionalCostNet: Number(row.additional_cost),
          net: Number(row.net_total),
          taxes: taxes.map((tax) => ({ ...tax, apiAlias: 'cart_tax_calculated' as const })),
          taxTotal: Number(row.tax_total),
          gross: Number(row.total),
        }
      : null,
    lineItems: lineRows
      .filter((line) => line.order_id === row.id)
      .map((line) => ({
        id: line.id,
        position: line.position,
        productId: line.product_id,
        referencedId: line.referenced_id ?? line.product_id ?? line.product_number,
        type: line.line_type,
        label: line.label,
        quantity: Number(line.quantity),
        unitPrice: showPrices ? Number(line.unit_price) : null,
        totalPrice: showPrices ? Number(line.total_price) : null,
        taxRate: Number(line.tax_rate),
        payload: { productNumber: line.product_number, customFields: { order_detail_text: line.remark } },
        backorder: Number(line.backorder_quantity) > 0,
        backorderQuantity: Number(line.backorder_quantity),
        apiAlias: 'order_line_item' as const,
      })),
    addresses: (typeof row.addresses === 'string' ? JSON.parse(row.addresses) : row.addresses) as OrderAddress[],
    billingAddressId: row.billing_address_id,
    deliveries: [
      {
        shippingOrderAddressId: row.shipping_address_id,
        shippingMethod: { id: row.shipping_method, name: row.shipping_method },
        shippingCosts: showPrices ? { totalPrice: Number(row.shipping_total) } : null,
      },
    ],
    transactions: [
      {
        paymentMethod: { id: row.payment_method, name: row.payment_method },
        amount: showPrices ? { totalPrice: Number(row.total) } : null,
      },
    ],
    stateMachineState: { technicalName: row.state },
    apiAlias: 'order',
  };
}

const mailLabels: Record<
  'de' | 'nl' | 'fr' | 'en',
  { net: string; vat: string; gross: string; shipping: string; pickup: string; date: string; none: string }
> = {
  de: {
    net: 'Summe netto',
    vat: 'MwSt.',
    gross: 'Gesamt brutto',
    shipping: 'Versand',
    pickup: 'Abholung',
    date: 'Wunschliefertermin',
    none: '–',
  },
  nl: {
    net: 'Totaal excl. btw',
    vat: 'Btw',
    gross: 'Totaal incl. btw',
    shipping: 'Verzending',
    pickup: 'Afhalen',
    date: 'Gewenste leverdatum',
    none: '–',
  },
  fr: {
    net: 'Total HT',
    vat: 'TVA',
    gross: 'Total TTC',
    shipping: 'Livraison',
    pickup: 'Retrait',
    date: 'Date de livraison souhaitée',
    none: '–',
  },
  en: {
    net: 'Net total',
    vat: 'VAT',
    gross: 'Gross total',
    shipping: 'Shipping',
    pickup: 'Pickup',
    date: 'Desired delivery date',
    none: '–',
  },
};

/** What the confirmation mail is written from. */
export interface ConfirmationFacts {
  recipient: { first_name: string; last_name: string; locale_code: string | null };
  orderNumber: string;
  orderReference: string | null;
  lines: readonly { product_number: string; name: string | null; quantity: number; id: string }[];
  calc: Pick<CartCalculation, 'lines' | 'promotions' | 'netTotal' | 'taxes' | 'total' | 'shippingCost'>;
  /** Without ROLE_VIEW_PRICES the mail carries no amounts either. */
  showPrices: boolean;
  shippingMethod: ShippingMethodId;
  pickupLocation: string | null;
  desiredDeliveryDate: string | null;
}

/** The placeholders of the order confirmation, formatted in the mail's locale (euro with a decimal comma). */
export function confirmationValues(facts: ConfirmationFacts): MailValues['order-confirmation'] {
  const locale = facts.recipient.locale_code ?? 'en-GB';
  const prefix = locale.slice(0, 2);
  const labels = mailLabels[prefix === 'de' || prefix === 'nl' || prefix === 'fr' ? prefix : 'en'];
  const money = (amount: number) => formatPrice(amount, locale);
  const totals = new Map(facts.calc.lines.map((line) => [line.id, line.totalPrice]));
  const lines = facts.lines.map((line) => {
    const text = `${formatStock(Number(line.quantity), locale)} × ${line.product_number} ${line.name ?? ''}`.trimEnd();
    const total = totals.get(line.id);
    return facts.showPrices && total !== undefined ? `${text}  ${money(total)}` : text;
  });
  for (const promotion of facts.calc.promotions) {
    lines.push(facts.showPrices ? `${promotion.code}  ${money(promotion.totalPrice)}` : promotion.code);
  }
  const totalLines = facts.showPrices
    ? [
        `${labels.shipping}: ${money(facts.calc.shippingCost)}`,
        `${labels.net}: ${money(facts.calc.netTotal)}`,
        ...facts.calc.taxes.map((tax) => `${labels.vat} ${tax.taxRate} %: ${money(tax.tax)}`),
        `${labels.gross}: ${money(facts.calc.total)}`,
      ]
    : [];
  const delivery = [
    facts.shippingMethod === 'pickup' && facts.pickupLocation ? `${labels.pickup}: ${facts.pickupLocation}` : null,
    facts.desiredDeliveryDate ? `${labels.date}: ${facts.desiredDeliveryDate}` : null,
  ].filter((entry): entry is string => entry !== null);
  return {
    firstName: facts.recipient.first_name,
    lastName: facts.recipient.last_name,
    orderNumber: facts.orderNumber,
    orderReference: facts.orderReference ?? labels.none,
    lines: lines.join('\n'),
    totals: totalLines.join('\n'),
    delivery: delivery.join('\n'),
  };
}
