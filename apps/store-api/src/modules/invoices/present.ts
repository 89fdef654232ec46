import type { Invoice } from '@ratchet/store-api-contract';
import type { PdfDocumentSpec } from '../../platform/files/pdf';
import { documentSender, type DocumentTexts } from '../../platform/files/documentTexts';
import type { InvoiceDocumentRow, InvoiceLineRow, InvoiceRow } from './repo';

const money = (value: number | string) => Math.round(Number(value) * 100) / 100;
const jsonValue = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/** The PDF's path below the store-API (the contract's `link`). */
export const invoicePdfPath = (invoiceNumber: string) =>
  `/store-api/ratchet/invoice/${encodeURIComponent(invoiceNumber)}/pdf`;

/** An invoice list entry (account-area.md §3 Invoice); amounts only for a caller who may see prices. */
export function presentInvoice(row: InvoiceRow, showPrices: boolean): Invoice {
  return {
    id: row.id,
    invoiceNumber: row.invoice_number,
    invoiceDate: row.invoice_day,
    dueDate: row.due_day,
    customerReference: row.customer_reference,
    orderNumber: row.order_number,
    netTotal: showPrices ? money(row.net_total) : null,
    total: showPrices ? money(row.total) : null,
    link: invoicePdfPath(row.invoice_number),
    deliveryProofLink: row.delivery_proof_link,
    shippingNoteNumber: row.shipping_note_number,
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
  country: { name: string };
}

/** The address block of a document from an order's address snapshot. */
export function addressLines(addresses: unknown, id: string | null): string[] {
  const list = (jsonValue(addresses) ?? []) as SnapshotAddress[];
  const address = list.find((entry) => entry.id === id) ?? list[0];
  if (!address) return [];
  return [
    ...(address.company ? [address.company] : []),
    `${address.firstName} ${address.lastName}`.trim(),
    address.street,
    `${address.zipcode} ${address.city}`,
    address.country.name,
  ].filter((line) => line !== '');
}

/** The invoice document in the reader's language: lines, shipping, surcharge, VAT per rate, gross total. */
export function invoiceDocument(
  row: InvoiceDocumentRow,
  lines: readonly InvoiceLineRow[],
  texts: DocumentTexts,
): PdfDocumentSpec {
  const { t } = texts;
  const taxes = (jsonValue(row.taxes) ?? []) as { taxRate: number; price: number; tax: number }[];
  const goods = lines.reduce((sum, line) => sum + Math.round(Number(line.total_price) * 100), 0) / 100;
  const facts: [string, string][] = [
    [t('invoiceNumber'), row.invoice_number],
    [t('invoiceDate'), texts.date(row.invoice_day)],
    [t('dueDate'), texts.date(row.due_day)],
    [t('orderNumber'), row.order_number],
    [t('customerNumber'), row.company_number],
  ];
  if (row.customer_reference) facts.push([t('customerReference'), row.customer_reference]);
  if (row.shipping_note_number) facts.push([t('shippingNote'), row.shipping_note_number]);
  const totals: PdfDocumentSpec['totals'][number][] = [{ label: t('subtotal'), value: texts.money(goods) }];
  if (Number(row.shipping_total) > 0)
    totals.push({ label: t('shipping'), value: texts.money(money(row.shipping_total)) });
  if (Number(row.additional_cost) > 0) {
    totals.push({ label: t('additionalCost'), value: texts.money(money(row.additional_cost)) });
  }
  totals.push({ label: t('net'), value: texts.money(money(row.net_total)) });
  for (const tax of taxes) {
    totals.push({
      label: t('vatOf', { rate: texts.quantity(Number(tax.taxRate)) }),
      value: texts.money(money(tax.tax)),
    });
  }
  totals.push({ label: t('total'), value: texts.money(money(row.total)), strong: true });
  return {
    title: `${t('invoice')} ${row.invoice_number}`,
    sender: documentSender,
    recipient: addressLines(row.addresses, row.billing_address_id),
    heading: `${t('invoice')} ${row.invoice_number}`,
    facts,
    columns: [
      { label: t('position'), weight: 5 },
      { label: t('articleNumber'), weight: 12 },
      { label: t('description'), weight: 30 },
      { label: t('customerArticleNumber'), weight: 11 },
      { label: t('quantity'), weight: 8, align: 'right' },
      { label: t('unitPrice'), weight: 12, align: 'right' },
      { label: t('vat'), weight: 7, align: 'right' },
      { label: t('lineTotal'), weight: 13, align: 'right' },
    ],
    rows: lines.map((line) => [
      String(line.position),
      line.product_number,
      line.label,
      line.customer_sku ?? '',
      texts.quantity(Number(line.quantity)),
      texts.money(money(line.unit_price)),
      `${texts.quantity(Number(line.tax_rate))} %`,
      texts.money(money(line.total_price)),
    ]),
    totals,
    closing: [t('paymentTerms', { date: texts.date(row.due_day) })],
    pageLabel: (page, pages) => t('page', { page, pages }),
  };
}
