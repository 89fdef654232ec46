import type { Database } from '../../platform/db/db';

/** The filters of the invoice list (already checked). */
export interface InvoiceFilter {
  from: string | undefined;
  to: string | undefined;
  number: string | undefined;
  orderNumber: string | undefined;
  customerReference: string | undefined;
  limit: number;
  offset: number;
}

/** An invoice row with its order's number. */
export interface InvoiceRow {
  id: string;
  invoice_number: string;
  invoice_day: string;
  due_day: string;
  customer_reference: string | null;
  order_number: string;
  net_total: number;
  tax_total: number;
  total: number;
  taxes: unknown;
  delivery_proof_link: string | null;
  shipping_note_number: string | null;
}

const columns = `i.id, i.invoice_number, to_char(i.invoice_date, 'YYYY-MM-DD') AS invoice_day,
  to_char(i.due_date, 'YYYY-MM-DD') AS due_day, i.customer_reference, o.order_number, i.net_total, i.tax_total, i.total,
  i.taxes, i.delivery_proof_link, i.shipping_note_number`;

const likePrefix = (p: string) => `replace(replace(${p}, '%', '\\%'), '_', '\\_') || '%'`;

/** One page of the company's invoices, newest first, and the number of matches. */
export async function findInvoices(
  db: Database,
  companyId: string,
  filter: InvoiceFilter,
): Promise<{ rows: InvoiceRow[]; total: number }> {
  const params: unknown[] = [companyId];
  const where = ['i.company_id = $1'];
  const add = (value: unknown, sql: (p: string) => string) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (filter.from) add(filter.from, (p) => `i.invoice_date >= ${p}::date`);
  if (filter.to) add(filter.to, (p) => `i.invoice_date <= ${p}::date`);
  if (filter.number) add(filter.number.toLowerCase(), (p) => `lower(i.invoice_number) LIKE ${likePrefix(p)}`);
  if (filter.orderNumber) add(filter.orderNumber.toLowerCase(), (p) => `lower(o.order_number) LIKE ${likePrefix(p)}`);
  if (filter.customerReference) {
    add(filter.customerReference.toLowerCase(), (p) => `lower(i.customer_reference) LIKE '%' || ${likePrefix(p)}`);
  }
  const whereSql = where.join(' AND ');
  const count = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM invoice i JOIN sales_order o ON o.id = i.order_id WHERE ${whereSql}`,
    params,
  );
  params.push(filter.limit, filter.offset);
  const { rows } = await db.query<InvoiceRow>(
    `SELECT ${columns} FROM invoice i JOIN sales_order o ON o.id = i.order_id
      WHERE ${whereSql}
      ORDER BY i.invoice_date DESC, i.invoice_number DESC
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { rows, total: count.rows[0]?.n ?? 0 };
}

/** An invoice with what its document prints of the order and the company. */
export interface InvoiceDocumentRow extends InvoiceRow {
  order_id: string;
  addresses: unknown;
  billing_address_id: string | null;
  shipping_total: number;
  additional_cost: number;
  company_number: string;
}

/** One invoice of the company by number, or null (another company's answers like an unknown one). */
export async function findInvoiceDocument(
  db: Database,
  companyId: string,
  invoiceNumber: string,
): Promise<InvoiceDocumentRow | null> {
  const { rows } = await db.query<InvoiceDocumentRow>(
    `SELECT ${columns}, o.id AS order_id, o.addresses, o.billing_address_id, o.shipping_total, o.additional_cost,
            c.company_number
       FROM invoice i JOIN sales_order o ON o.id = i.order_id JOIN company c ON c.id = i.company_id
      WHERE i.company_id = $1 AND i.invoice_number = $2`,
    [companyId, invoiceNumber],
  );
  return rows[0] ?? null;
}

/** An invoiced line. */
export interface InvoiceLineRow {
  position: number;
  product_number: string;
  label: string;
  customer_sku: string | null;
  quantity: number;
  unit_price: number;
  total_price: number;
  tax_rate: number;
}

/** The order lines billed on an invoice (by position). */
export async function findInvoiceLines(
  db: Database,
  orderId: string,
  companyId: string,
  invoiceNumber: string,
): Promise<InvoiceLineRow[]> {
  const { rows } = await db.query<InvoiceLineRow>(
    `SELECT li.position, li.product_number, li.label, al.customer_sku, li.quantity, li.unit_price, li.total_price,
            li.tax_rate
       FROM sales_order_line_item li
       LEFT JOIN article_link al ON al.company_id = $2 AND al.product_id = li.product_id
      WHERE li.order_id = $1 AND li.invoice_number = $3
      ORDER BY li.position`,
    [orderId, companyId, invoiceNumber],
  );
  return rows;
}

/** The locale code of a language (the reader's language of a document). */
export async function findLocaleCode(db: Database, languageId: string): Promise<string | null> {
  const { rows } = await db.query<{ locale_code: string }>('SELECT locale_code FROM language WHERE id = $1', [
    languageId,
  ]);
  return rows[0]?.locale_code ?? null;
}
