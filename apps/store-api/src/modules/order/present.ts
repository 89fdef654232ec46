import type { Order, OrderAddress } from '@ratchet/store-api-contract';
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
    fileNumber: null,
    shippingOption: row.shipping_method === 'pickup' ? 'pickup' : 'delivery',
    pickupLocation: null,
    desiredDeliveryDate: null,
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
    totals: null,
    lineItems: lineRows
      .filter((line) => line.order_id === row.id)
      .map((line) => ({
        id: line.id,
        position: line.position,
        productId: line.product_id,
        referencedId: line.product_id,
        type: 'product' as const,
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
