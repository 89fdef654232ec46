import { createHash } from 'node:crypto';
import { branchCodes, orderStatuses, warehouseCodes } from '@ratchet/store-api-contract';
import type { Database } from '../platform/db/db';
import { sqlSeedId } from './ids';

/** Orders per demo company: one every third day over two years (issue 13: "two years of order history"). */
export const historyOrdersPerCompany = 244;
const daysBetweenOrders = 3;
/** Offers per demo company (every 20 days), the newest four still open. */
export const offersPerCompany = 16;

/**
 * A deterministic id from a seed name: md5 with version nibble 4 and variant nibble 8, so it is a valid UUID for
 * the contract's schemas; the same in SQL: `overlay(overlay(md5(name) placing '4' from 13) placing '8' from 17)`.
 */
export function seedUuid(name: string): string {
  const md5 = createHash('md5').update(name).digest('hex');
  const hex = `${md5.slice(0, 12)}4${md5.slice(13, 16)}8${md5.slice(17)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Seeded invoice and offer numbers are fixed per company and index (tests address them by number): company
 * `series` 1 gets invoices 7100000 + index and offers 5100000 + index, series 2 7200000… and 5200000…; documents
 * written at run time count from 9000001 and 500001 (sequences).
 */
export const seedInvoiceNumber = (series: number, index: number) => String(7000000 + series * 100000 + index);
export const seedOfferNumber = (series: number, index: number) => String(5000000 + series * 100000 + index);

/** The id of history order `index` (1 = newest) of a company. */
export function historyOrderId(companyId: string, index: number): string {
  return seedUuid(`${companyId}-history-${index}`);
}

const sqlArray = (values: readonly string[]) => `ARRAY[${values.map((value) => `'${value}'`).join(', ')}]`;
const statuses = sqlArray(orderStatuses);
const warehouses = sqlArray(warehouseCodes);
const firms = sqlArray(branchCodes);
// Invoiced states (an invoice per order) and shipped states (delivery dates, shipping notes, sending numbers).
const invoicedStates = `('invoiced', 'shipped_and_invoiced', 'completed')`;
const shippedStates = `('shipped', 'shipped_and_invoiced', 'invoiced', 'completed', 'backorder')`;

/**
 * Two years of order history for each demo company (issue 13), set-based so the demo seed stays fast: every status
 * of account-area.md §4 among the newest 24 orders (older ones are mostly completed), every warehouse and branch,
 * orders by the lead buyer and by colleagues, invoices for invoiced orders with shipping notes and delivery proofs,
 * and offers (open and processed). Deterministic apart from dates, which count back from the seed day.
 */
export async function seedOrderHistoryDemo(
  db: Database,
  companies: readonly { companyId: string; leadBuyerId: string; series: number }[],
  salesChannelId: string,
  products: number,
  /** The bench writes more orders closer together (default: 244, every third day). */
  volume: { orders: number; spacingMinutes: number } = {
    orders: historyOrdersPerCompany,
    spacingMinutes: daysBetweenOrders * 24 * 60,
  },
): Promise<void> {
  const productRange = Math.max(1, Math.min(products, 300));
  for (const { companyId, leadBuyerId, series } of companies) {
    const ids = Array.from({ length: volume.orders }, (_, i) => historyOrderId(companyId, i + 1));
    await db.query(
      `WITH cust AS (
         SELECT array_agg(id ORDER BY username) AS ids FROM customer WHERE company_id = $1 AND deleted_at IS NULL
       ), addr AS (
         SELECT jsonb_build_object('id', overlay(overlay(md5($1 || '-bill') placing '4' from 13) placing '8' from 17)::uuid, 'firstName', cu.first_name, 'lastName', cu.last_name,
                  'company', co.name, 'street', b.street || ' ' || b.house_number, 'zipcode', b.zipcode, 'city', b.city,
                  'countryId', overlay(overlay(md5('country-' || b.country) placing '4' from 13) placing '8' from 17)::uuid,
                  'country', jsonb_build_object('id', overlay(overlay(md5('country-' || b.country) placing '4' from 13) placing '8' from 17)::uuid, 'iso', b.country,
                    'name', CASE b.country WHEN 'AT' THEN 'Österreich' ELSE 'België' END),
                  'apiAlias', 'order_address') AS bill,
                jsonb_build_object('id', overlay(overlay(md5($1 || '-ship') placing '4' from 13) placing '8' from 17)::uuid, 'firstName', cu.first_name, 'lastName', cu.last_name,
                  'company', co.name, 'street', s.street || ' ' || s.house_number, 'zipcode', s.zipcode, 'city', s.city,
                  'countryId', overlay(overlay(md5('country-' || s.country) placing '4' from 13) placing '8' from 17)::uuid,
                  'country', jsonb_build_object('id', overlay(overlay(md5('country-' || s.country) placing '4' from 13) placing '8' from 17)::uuid, 'iso', s.country,
                    'name', CASE s.country WHEN 'AT' THEN 'Österreich' ELSE 'België' END),
                  'apiAlias', 'order_address') AS ship
           FROM company co
           JOIN customer cu ON cu.id = $2
           JOIN LATERAL (SELECT * FROM company_address a WHERE a.company_id = co.id
                          ORDER BY a.is_default DESC, a.created_at, a.id LIMIT 1) b ON true
           JOIN LATERAL (SELECT * FROM company_address a WHERE a.company_id = co.id
                          ORDER BY a.is_default, a.created_at DESC, a.id LIMIT 1) s ON true
          WHERE co.id = $1
       )
       INSERT INTO sales_order (id, order_number, customer_id, company_id, sales_channel_id, order_reference, state,
         payment_method, shipping_method, position_total, shipping_total, additional_cost, net_total, tax_total, total,
         taxes, addresses, billing_address_id, shipping_address_id, line_count, created_at, order_type, firm, warehouse,
         locale_code)
       SELECT overlay(overlay(md5($1 || '-history-' || g.i) placing '4' from 13) placing '8' from 17)::uuid, nextval('sales_order_number_seq')::text,
              CASE WHEN g.i % 3 = 0 THEN $2::uuid ELSE c.ids[1 + g.i % cardinality(c.ids)] END,
              $1, $3,
              CASE WHEN g.i % 4 = 0 THEN NULL ELSE 'PO-' || lpad((5000 - g.i)::text, 4, '0') END,
              CASE WHEN g.i <= 24 THEN (${statuses})[1 + g.i % 12]
                   ELSE (ARRAY['cancelled', 'invoiced', 'shipped_and_invoiced', 'completed', 'completed', 'completed'])[1 + g.i % 6] END,
              'invoice', CASE WHEN g.i % 7 = 0 THEN 'express' ELSE 'standard' END,
              0, CASE WHEN g.i % 7 = 0 THEN 24.90 WHEN g.i % 5 = 0 THEN 0 ELSE 9.90 END,
              CASE WHEN g.i % 9 = 0 THEN 15.00 ELSE 0 END, 0, 0, 0, '[]',
              CASE WHEN g.i % 2 = 0 THEN jsonb_build_array(a.bill) ELSE jsonb_build_array(a.bill, a.ship) END,
              (a.bill ->> 'id')::uuid,
              CASE WHEN g.i % 2 = 0 THEN (a.bill ->> 'id')::uuid ELSE (a.ship ->> 'id')::uuid END,
              0,
              date_trunc('day', now()) - make_interval(mins => g.i * $5::int) + make_interval(hours => 7 + g.i % 9),
              (ARRAY['webshop', 'webshop', 'webshop', 'phone', 'email', 'edi'])[1 + g.i % 6],
              (${firms})[1 + g.i % 7], (${warehouses})[1 + g.i % 10], 'de-DE'
         FROM generate_series($4::int, 1, -1) AS g(i), cust c, addr a
        ORDER BY g.i DESC`,
      [companyId, leadBuyerId, salesChannelId, volume.orders, volume.spacingMinutes],
    );
    // Lines: one to five per order, quantities on each product's grid; a third line ships from another warehouse.
    await db.query(
      `INSERT INTO sales_order_line_item (id, order_id, position, product_id, product_number, label, quantity,
         unit_price, total_price, tax_rate, referenced_id, warehouse, remark)
       SELECT overlay(overlay(md5(o.id::text || '-' || k.k) placing '4' from 13) placing '8' from 17)::uuid, o.id, k.k, p.id, p.product_number,
              coalesce((SELECT t.name FROM product_translation t WHERE t.product_id = p.id ORDER BY t.language_id LIMIT 1),
                       p.product_number),
              p.min_purchase + p.purchase_steps * ((g.i + k.k) % 4),
              p.net_price, round(p.net_price * (p.min_purchase + p.purchase_steps * ((g.i + k.k) % 4)), 2), p.tax_rate,
              p.id::text,
              CASE WHEN k.k = 3 THEN (${warehouses})[1 + (g.i + 3) % 10] ELSE o.warehouse END,
              CASE WHEN k.k = 2 AND g.i % 4 = 0 THEN 'Bitte an Tor 3 liefern – Größe prüfen' END
         FROM generate_series(1, $2::int) AS g(i)
         JOIN sales_order o ON o.id = overlay(overlay(md5($1 || '-history-' || g.i) placing '4' from 13) placing '8' from 17)::uuid
         CROSS JOIN LATERAL generate_series(1, 1 + g.i % 5) AS k(k)
         JOIN product p ON p.id = ${sqlSeedId('product', `1 + ((g.i * 7 + k.k * 31) % $3::int)`)}`,
      [companyId, volume.orders, productRange],
    );
    // Totals from the lines: VAT per rate, shipping and additional cost taxed with the highest rate.
    await db.query(
      `WITH r AS (
         SELECT li.order_id, li.tax_rate, sum(li.total_price) AS goods, count(*) AS n,
                row_number() OVER (PARTITION BY li.order_id ORDER BY li.tax_rate DESC) AS rk
           FROM sales_order_line_item li WHERE li.order_id = ANY($1::uuid[])
          GROUP BY li.order_id, li.tax_rate
       ), t AS (
         SELECT r.order_id, r.tax_rate, r.goods, r.n,
                r.goods + CASE WHEN r.rk = 1 THEN o.shipping_total + o.additional_cost ELSE 0 END AS price
           FROM r JOIN sales_order o ON o.id = r.order_id
       ), agg AS (
         SELECT order_id, sum(goods) AS goods, sum(n) AS n, sum(price) AS net,
                sum(round(price * tax_rate / 100, 2)) AS tax,
                jsonb_agg(jsonb_build_object('taxRate', tax_rate, 'price', price,
                  'tax', round(price * tax_rate / 100, 2)) ORDER BY tax_rate DESC) AS taxes
           FROM t GROUP BY order_id
       )
       UPDATE sales_order o SET position_total = agg.goods, net_total = agg.net, tax_total = agg.tax,
              total = agg.net + agg.tax, taxes = agg.taxes, line_count = agg.n
         FROM agg WHERE o.id = agg.order_id`,
      [ids],
    );
    await db.query(
      `INSERT INTO invoice (id, invoice_number, company_id, order_id, invoice_date, due_date, customer_reference,
         net_total, tax_total, total, taxes, delivery_proof_link, shipping_note_number)
       SELECT overlay(overlay(md5(o.id::text || '-invoice') placing '4' from 13) placing '8' from 17)::uuid, (7000000 + $3::int * 100000 + g.i)::text, o.company_id, o.id,
              (o.created_at + interval '3 days')::date, (o.created_at + interval '33 days')::date, o.order_reference,
              o.net_total, o.tax_total, o.total, o.taxes,
              CASE WHEN g.i % 3 <> 0 THEN 'https://tracking.example.com/pod/' || o.order_number END,
              'LS-' || o.order_number
         FROM generate_series(1, $2::int) AS g(i)
         JOIN sales_order o ON o.id = overlay(overlay(md5($1 || '-history-' || g.i) placing '4' from 13) placing '8' from 17)::uuid
        WHERE o.state IN ${invoicedStates}`,
      [companyId, volume.orders, series],
    );
    await db.query(
      `UPDATE sales_order_line_item li
          SET delivery_date = (o.created_at + make_interval(days => 2 + li.position % 3))::date,
              shipping_note_number = 'LS-' || o.order_number,
              sending_number = CASE WHEN o.shipping_option = 'delivery'
                                    THEN '3SRAT' || upper(substr(md5(li.id::text), 1, 10)) END,
              invoice_number = i.invoice_number, invoice_date = i.invoice_date
         FROM sales_order o LEFT JOIN invoice i ON i.order_id = o.id
        WHERE li.order_id = o.id AND o.id = ANY($1::uuid[]) AND o.state IN ${shippedStates}`,
      [ids],
    );
    // Offers: the newest four open (no prices yet), the others processed at 8 % off; three still valid.
    await db.query(
      `WITH cust AS (
         SELECT array_agg(id ORDER BY username) AS ids FROM customer WHERE company_id = $1 AND deleted_at IS NULL
       )
       INSERT INTO offer (id, offer_number, company_id, customer_id, offer_date, client_reference, status, message,
         valid_until, locale_code, created_at)
       SELECT overlay(overlay(md5($1 || '-offer-' || g.i) placing '4' from 13) placing '8' from 17)::uuid, (5000000 + $4::int * 100000 + g.i)::text, $1,
              CASE WHEN g.i % 2 = 0 THEN $2::uuid ELSE c.ids[1 + g.i % cardinality(c.ids)] END,
              current_date - g.i * 20, 'ANF-' || lpad((100 - g.i)::text, 3, '0'),
              CASE WHEN g.i <= 4 THEN 'open' ELSE 'processed' END,
              'Bitte um Angebot für die Jahresmenge – Lieferung ab Lager Gänserndorf möglich?',
              CASE WHEN g.i <= 4 THEN NULL WHEN g.i <= 7 THEN current_date + 10 * g.i ELSE current_date - g.i * 20 + 30 END,
              'de-DE', current_date - g.i * 20 + interval '10 hours'
         FROM generate_series($3::int, 1, -1) AS g(i), cust c
        ORDER BY g.i DESC`,
      [companyId, leadBuyerId, offersPerCompany, series],
    );
    await db.query(
      `INSERT INTO offer_line (offer_id, position, product_id, product_number, description, quantity, delivery_date,
         unit_price, tax_rate)
       SELECT f.id, k.k, p.id, p.product_number,
              coalesce((SELECT t.name FROM product_translation t WHERE t.product_id = p.id ORDER BY t.language_id LIMIT 1),
                       p.product_number),
              p.min_purchase + p.purchase_steps * (10 + k.k),
              f.offer_date + 14 + k.k,
              CASE WHEN f.status = 'processed' THEN round(p.net_price * 0.92, 2) END, p.tax_rate
         FROM generate_series(1, $2::int) AS g(i)
         JOIN offer f ON f.id = overlay(overlay(md5($1 || '-offer-' || g.i) placing '4' from 13) placing '8' from 17)::uuid
         CROSS JOIN LATERAL generate_series(1, 2 + g.i % 3) AS k(k)
         JOIN product p ON p.id = ${sqlSeedId('product', `1 + ((g.i * 11 + k.k * 17) % $3::int)`)}`,
      [companyId, offersPerCompany, productRange],
    );
  }
}
