import type { Offer, OfferDetail } from '@ratchet/store-api-contract';
import { documentSender, type DocumentTexts } from '../../platform/files/documentTexts';
import type { PdfDocumentSpec } from '../../platform/files/pdf';
import type { OfferDocumentRow, OfferLineRow, OfferRow } from './repo';

const money = (value: number | string) => Math.round(Number(value) * 100) / 100;
const cents = (value: number | string) => Math.round(Number(value) * 100);

/** The PDF's path below the store-API (the contract's `link`). */
export const offerPdfPath = (offerNumber: string) => `/store-api/ratchet/offer/${encodeURIComponent(offerNumber)}/pdf`;

/** Whether a processed offer's prices still hold on `today` (docs/decisions.md: until validUntil inclusive). */
export function offerOrderable(row: Pick<OfferRow, 'status' | 'valid_until_day'>, today: string): boolean {
  return row.status === 'processed' && row.valid_until_day !== null && row.valid_until_day >= today;
}

/** An offer list entry (account-area.md §3 Offer). */
export function presentOffer(row: OfferRow, showPrices: boolean, today: string): Offer {
  return {
    id: row.id,
    offerNumber: row.offer_number,
    offerDate: row.offer_day,
    clientReference: row.client_reference,
    status: row.status,
    message: row.message,
    requestedBy: { id: row.customer_id, firstName: row.first_name, lastName: row.last_name },
    validUntil: row.valid_until_day,
    lineCount: Number(row.line_count),
    netTotal: showPrices && row.net_total !== null ? money(row.net_total) : null,
    link: offerPdfPath(row.offer_number),
    canAddToCart: offerOrderable(row, today),
  };
}

/** VAT per rate and the gross total of priced lines (whole cents). */
function offerTaxes(lines: readonly OfferLineRow[]) {
  const byRate = new Map<number, number>();
  for (const line of lines) {
    const rate = Number(line.tax_rate);
    byRate.set(rate, (byRate.get(rate) ?? 0) + cents(Number(line.unit_price) * Number(line.quantity)));
  }
  const taxes = [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([taxRate, net]) => ({ taxRate, net: net / 100, tax: Math.round((net * taxRate) / 100) / 100 }));
  const netCents = [...byRate.values()].reduce((sum, value) => sum + value, 0);
  const taxCents = taxes.reduce((sum, tax) => sum + cents(tax.tax), 0);
  return { taxes, net: netCents / 100, total: (netCents + taxCents) / 100 };
}

/** The offer with its lines; prices only once processed and for a caller who may see prices. */
export function presentOfferDetail(
  row: OfferRow,
  lines: readonly OfferLineRow[],
  showPrices: boolean,
  today: string,
): OfferDetail {
  const priced = showPrices && lines.every((line) => line.unit_price !== null);
  const sums = priced ? offerTaxes(lines) : null;
  return {
    ...presentOffer(row, showPrices, today),
    lines: lines.map((line) => ({
      position: line.position,
      productId: line.product_id,
      productNumber: line.product_number,
      description: line.description,
      quantity: Number(line.quantity),
      customerArticleNumber: line.customer_sku,
      deliveryDate: line.delivery_day,
      price: priced && line.unit_price !== null ? money(line.unit_price) : null,
      totalExclVat:
        priced && line.unit_price !== null ? cents(Number(line.unit_price) * Number(line.quantity)) / 100 : null,
      taxRate: Number(line.tax_rate),
    })),
    taxes: sums ? sums.taxes : null,
    total: sums ? sums.total : null,
    apiAlias: 'ratchet_offer_detail',
  };
}

/** The offer document in the reader's language. */
export function offerDocument(
  row: OfferDocumentRow,
  lines: readonly OfferLineRow[],
  recipient: string[],
  texts: DocumentTexts,
): PdfDocumentSpec {
  const { t } = texts;
  const priced = row.status === 'processed' && lines.every((line) => line.unit_price !== null);
  const facts: [string, string][] = [
    [t('offerNumber'), row.offer_number],
    [t('offerDate'), texts.date(row.offer_day)],
    [t('customerNumber'), row.company_number],
    [t('status'), row.status === 'open' ? t('statusOpen') : t('statusProcessed')],
  ];
  if (row.client_reference) facts.push([t('customerReference'), row.client_reference]);
  if (row.valid_until_day) facts.push([t('validUntil'), texts.date(row.valid_until_day)]);
  const sums = priced ? offerTaxes(lines) : null;
  const totals: PdfDocumentSpec['totals'][number][] = sums
    ? [
        { label: t('totalExclVat'), value: texts.money(sums.net) },
        ...sums.taxes.map((tax) => ({
          label: t('vatOf', { rate: texts.quantity(tax.taxRate) }),
          value: texts.money(tax.tax),
        })),
        { label: t('total'), value: texts.money(sums.total), strong: true },
      ]
    : [];
  return {
    title: `${t('offer')} ${row.offer_number}`,
    sender: documentSender,
    recipient: [row.company_name, `${row.first_name} ${row.last_name}`, ...recipient],
    heading: `${t('offer')} ${row.offer_number}`,
    facts,
    ...(row.message ? { intro: row.message } : {}),
    columns: [
      { label: t('position'), weight: 5 },
      { label: t('articleNumber'), weight: 12 },
      { label: t('description'), weight: 27 },
      { label: t('customerArticleNumber'), weight: 11 },
      { label: t('quantity'), weight: 8, align: 'right' },
      { label: t('deliveryDate'), weight: 11, align: 'right' },
      { label: t('unitPrice'), weight: 12, align: 'right' },
      { label: t('totalExclVat'), weight: 14, align: 'right' },
    ],
    rows: lines.map((line) => [
      String(line.position),
      line.product_number,
      line.description,
      line.customer_sku ?? '',
      texts.quantity(Number(line.quantity)),
      line.delivery_day ? texts.date(line.delivery_day) : '',
      priced && line.unit_price !== null ? texts.money(money(line.unit_price)) : '',
      priced && line.unit_price !== null
        ? texts.money(cents(Number(line.unit_price) * Number(line.quantity)) / 100)
        : '',
    ]),
    totals,
    closing: [
      row.valid_until_day && priced ? t('offerValidity', { date: texts.date(row.valid_until_day) }) : t('offerOpen'),
    ],
    pageLabel: (page, pages) => t('page', { page, pages }),
  };
}
