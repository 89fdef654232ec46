import type {
  OrderHistoryDetail,
  OrderHistoryEntry,
  OrderStatus,
  OrderType,
  RecordAddress,
  BranchCode,
  WarehouseCode,
} from '@ratchet/store-api-contract';
import type { OrderDetailRow, OrderHistoryLineRow, OrderHistoryRow } from './repo';

const money = (value: number | string) => Math.round(Number(value) * 100) / 100;
const instant = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const jsonValue = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/** A history list line; amounts only for a caller who may see prices. */
export function presentHistoryEntry(row: OrderHistoryRow, showPrices: boolean): OrderHistoryEntry {
  return {
    id: row.id,
    orderNumber: row.order_number,
    orderDate: row.order_day,
    orderDateTime: instant(row.created_at),
    status: row.state as OrderStatus,
    customerReference: row.order_reference,
    orderReference: row.reference_name,
    lineCount: Number(row.line_count),
    type: row.order_type as OrderType,
    firm: row.firm as BranchCode,
    warehouse: row.warehouse as WarehouseCode,
    orderedBy: { id: row.customer_id, firstName: row.first_name, lastName: row.last_name },
    total: showPrices ? money(row.total) : null,
    reorderable: row.state !== 'cancelled',
  };
}

interface SnapshotAddress {
  id: string;
  firstName: string;
  lastName: string;
  company: string | null;
  street: string;
  zipcode: string;
  city: string;
  country: { iso: string; name: string };
}

/** An order's address snapshot as a record address. */
function recordAddress(list: SnapshotAddress[], id: string | null): RecordAddress | null {
  const address = list.find((entry) => entry.id === id);
  if (!address) return null;
  return {
    company: address.company,
    firstName: address.firstName,
    lastName: address.lastName,
    street: address.street,
    zipcode: address.zipcode,
    city: address.city,
    countryIso: address.country.iso,
    countryName: address.country.name,
  };
}

/** The order detail with its lines (account-area.md §3 Order). */
export function presentOrderDetail(
  row: OrderDetailRow,
  lines: readonly OrderHistoryLineRow[],
  invoiceNumbers: string[],
  selectedWarehouse: string | null,
  showPrices: boolean,
): OrderHistoryDetail {
  const addresses = (jsonValue(row.addresses) ?? []) as SnapshotAddress[];
  const taxes = (jsonValue(row.taxes) ?? []) as { taxRate: number; price: number; tax: number }[];
  const amount = (value: number | string) => (showPrices ? money(value) : null);
  return {
    ...presentHistoryEntry(row, showPrices),
    selectedWarehouse: (selectedWarehouse as WarehouseCode | null) ?? null,
    customerComment: row.customer_comment,
    shippingMethod: row.shipping_method,
    paymentMethod: row.payment_method,
    deliveryAddress: recordAddress(addresses, row.shipping_address_id ?? row.billing_address_id),
    billingAddress: recordAddress(addresses, row.billing_address_id),
    lines: lines.map((line) => ({
      position: line.position,
      productId: line.product_id,
      productNumber: line.product_number,
      name: line.label,
      description: line.remark,
      quantity: Number(line.quantity),
      customerArticleNumber: line.customer_sku,
      deliveryDate: line.delivery_day,
      invoiceDate: line.invoice_day,
      invoiceNumber: line.invoice_number,
      shippingNoteNumber: line.shipping_note_number,
      sendingNumber: line.sending_number,
      warehouse: line.warehouse as WarehouseCode,
      unitPrice: amount(line.unit_price),
      totalPrice: amount(line.total_price),
      taxRate: Number(line.tax_rate),
    })),
    subtotal: amount(row.position_total),
    shippingCost: amount(row.shipping_total),
    additionalCost: amount(row.additional_cost),
    netTotal: amount(row.net_total),
    taxes: showPrices
      ? taxes.map((tax) => ({ taxRate: Number(tax.taxRate), tax: money(tax.tax), net: money(tax.price) }))
      : null,
    invoiceNumbers,
    externalContact:
      row.external_contact_identifier === null
        ? null
        : {
            identifier: row.external_contact_identifier,
            name: row.external_contact_name ?? '',
            email: row.external_contact_email ?? '',
          },
    apiAlias: 'ratchet_order_history_detail',
  };
}
