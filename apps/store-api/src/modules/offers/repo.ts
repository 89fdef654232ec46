import type { Database } from '../../platform/db/db';

/** The filters of the offer list (already checked). */
export interface OfferFilter {
  status: 'open' | 'processed' | undefined;
  from: string | undefined;
  to: string | undefined;
  search: string | undefined;
  limit: number;
  offset: number;
}

/** An offer with its requester and line figures. */
export interface OfferRow {
  id: string;
  offer_number: string;
  offer_day: string;
  client_reference: string | null;
  status: 'open' | 'processed';
  message: string;
  valid_until_day: string | null;
  customer_id: string;
  first_name: string;
  last_name: string;
  line_count: number;
  /** Sum of the lines' net totals (null while any line has no price). */
  net_total: number | null;
}

const columns = `f.id, f.offer_number, to_char(f.offer_date, 'YYYY-MM-DD') AS offer_day, f.client_reference, f.status,
  f.message, to_char(f.valid_until, 'YYYY-MM-DD') AS valid_until_day, c.id AS customer_id, c.first_name, c.last_name,
  (SELECT count(*)::int FROM offer_line l WHERE l.offer_id = f.id) AS line_count,
  (SELECT CASE WHEN bool_and(l.unit_price IS NOT NULL) THEN sum(round(l.unit_price * l.quantity, 2)) END
     FROM offer_line l WHERE l.offer_id = f.id) AS net_total`;

/** One page of the company's offers, newest first, and the number of matches. */
export async function findOffers(
  db: Database,
  companyId: string,
  filter: OfferFilter,
): Promise<{ rows: OfferRow[]; total: number }> {
  const params: unknown[] = [companyId];
  const where = ['f.company_id = $1'];
  const add = (value: unknown, sql: (p: string) => string) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (filter.status) add(filter.status, (p) => `f.status = ${p}`);
  if (filter.from) add(filter.from, (p) => `f.offer_date >= ${p}::date`);
  if (filter.to) add(filter.to, (p) => `f.offer_date <= ${p}::date`);
  if (filter.search) {
    add(
      filter.search.toLowerCase(),
      (p) => `(lower(f.offer_number) LIKE ${p} || '%' OR lower(f.client_reference) LIKE '%' || ${p} || '%')`,
    );
  }
  const whereSql = where.join(' AND ');
  const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM offer f WHERE ${whereSql}`, params);
  params.push(filter.limit, filter.offset);
  const { rows } = await db.query<OfferRow>(
    `SELECT ${columns} FROM offer f JOIN customer c ON c.id = f.customer_id
      WHERE ${whereSql}
      ORDER BY f.offer_date DESC, f.offer_number DESC
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { rows, total: count.rows[0]?.n ?? 0 };
}

/** An offer with what its document prints of the company and the requester's default billing address. */
export interface OfferDocumentRow extends OfferRow {
  company_number: string;
  company_name: string;
  locale_code: string | null;
}

/** One offer of the company by number, or null. */
export async function findOffer(
  db: Database,
  companyId: string,
  offerNumber: string,
): Promise<OfferDocumentRow | null> {
  const { rows } = await db.query<OfferDocumentRow>(
    `SELECT ${columns}, co.company_number, co.name AS company_name, f.locale_code
       FROM offer f JOIN customer c ON c.id = f.customer_id JOIN company co ON co.id = f.company_id
      WHERE f.company_id = $1 AND f.offer_number = $2`,
    [companyId, offerNumber],
  );
  return rows[0] ?? null;
}

/** An offer line with the company's article number of its product. */
export interface OfferLineRow {
  position: number;
  product_id: string | null;
  product_number: string;
  description: string;
  quantity: number;
  customer_sku: string | null;
  delivery_day: string | null;
  unit_price: number | null;
  tax_rate: number;
}

/** The lines of an offer by position. */
export async function findOfferLines(db: Database, offerId: string, companyId: string): Promise<OfferLineRow[]> {
  const { rows } = await db.query<OfferLineRow>(
    `SELECT l.position, l.product_id, l.product_number, l.description, l.quantity, al.customer_sku,
            to_char(l.delivery_date, 'YYYY-MM-DD') AS delivery_day, l.unit_price, l.tax_rate
       FROM offer_line l LEFT JOIN article_link al ON al.company_id = $2 AND al.product_id = l.product_id
      WHERE l.offer_id = $1 ORDER BY l.position`,
    [offerId, companyId],
  );
  return rows;
}

/** A requested offer: open, without prices, its lines from the cart. */
export async function insertOfferRequest(
  db: Database,
  offer: {
    id: string;
    companyId: string;
    customerId: string;
    offerDate: string;
    clientReference: string | null;
    message: string;
    localeCode: string | null;
    lines: { productId: string; productNumber: string; description: string; quantity: number }[];
  },
): Promise<string> {
  const { rows } = await db.query<{ offer_number: string }>(
    `INSERT INTO offer (id, offer_number, company_id, customer_id, offer_date, client_reference, status, message,
       locale_code)
     VALUES ($1, nextval('offer_number_seq')::text, $2, $3, $4::date, $5, 'open', $6, $7)
     RETURNING offer_number`,
    [
      offer.id,
      offer.companyId,
      offer.customerId,
      offer.offerDate,
      offer.clientReference,
      offer.message,
      offer.localeCode,
    ],
  );
  await db.query(
    `INSERT INTO offer_line (offer_id, position, product_id, product_number, description, quantity, tax_rate)
     SELECT $1, l.position, l.product_id, l.product_number, l.description, l.quantity, p.tax_rate
       FROM unnest($2::int[], $3::uuid[], $4::text[], $5::text[], $6::numeric[])
            AS l(position, product_id, product_number, description, quantity)
       JOIN product p ON p.id = l.product_id`,
    [
      offer.id,
      offer.lines.map((_, index) => index + 1),
      offer.lines.map((line) => line.productId),
      offer.lines.map((line) => line.productNumber),
      offer.lines.map((line) => line.description),
      offer.lines.map((line) => line.quantity),
    ],
  );
  return rows[0]!.offer_number;
}

/** The address lines of the company's default address (the offer document's recipient). */
export async function findCompanyAddressLines(db: Database, companyId: string): Promise<string[]> {
  const { rows } = await db.query<{
    street: string;
    house_number: string;
    zipcode: string;
    city: string;
    country: string;
  }>(
    `SELECT street, house_number, zipcode, city, country FROM company_address
      WHERE company_id = $1 ORDER BY is_default DESC, created_at, id LIMIT 1`,
    [companyId],
  );
  const address = rows[0];
  if (!address) return [];
  return [
    `${address.street} ${address.house_number}`,
    `${address.zipcode} ${address.city}`,
    address.country === 'AT' ? 'Österreich' : 'België',
  ];
}
