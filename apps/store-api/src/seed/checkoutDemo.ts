import type { Database } from '../platform/db/db';
import { sqlSeedId } from './ids';

/** The demo promotion codes (apps/store-api/README.md "Promotion codes"). */
export const demoPromotions = {
  /** 10 % off the goods. */
  percent: { id: '0e000000-0000-4000-8000-000000000010', code: 'RATCHET10' },
  /** 25.00 € off the goods (net). */
  absolute: { id: '0e000000-0000-4000-8000-000000000025', code: 'WERKSTATT25' },
  /** Expired: refused like an unknown code. */
  expired: { id: '0e000000-0000-4000-8000-000000000099', code: 'HERBST2025' },
} as const;

/**
 * Checkout demo data of issue 10: promotion codes (storefront.md §3 Cart promotion lines) and eco notices
 * (recycling contribution) on every fifth of the first 300 products.
 */
export async function seedCheckoutDemo(db: Database, products: number): Promise<void> {
  await db.query(
    `INSERT INTO promotion (id, code, names, discount_type, discount_value, active, valid_until) VALUES
       ($1, $2, '{"de-DE": "Aktion 10 %", "nl-NL": "Actie 10 %", "fr-FR": "Promotion 10 %", "en-GB": "10 % off"}', 'percentage', 10, true, NULL),
       ($3, $4, '{"de-DE": "Werkstatt-Bonus 25 €", "nl-NL": "Werkplaatsbonus 25 €", "fr-FR": "Bonus atelier 25 €", "en-GB": "Workshop bonus 25 €"}', 'absolute', 25, true, NULL),
       ($5, $6, '{"de-DE": "Herbstaktion", "en-GB": "Autumn offer"}', 'percentage', 15, true, '2025-12-01T00:00:00Z')`,
    [
      demoPromotions.percent.id,
      demoPromotions.percent.code,
      demoPromotions.absolute.id,
      demoPromotions.absolute.code,
      demoPromotions.expired.id,
      demoPromotions.expired.code,
    ],
  );
  await db.query(
    `UPDATE product SET eco_fee = 0.50
      WHERE id IN (SELECT ${sqlSeedId('product', 'g.i')} FROM generate_series(1, least(300, $1::int)) AS g(i) WHERE g.i % 5 = 2)`,
    [products],
  );
}

/** Fixed ids of the demo orders (one per demo company), for tests and the success page. */
export const demoOrderIds = {
  'lead.buyer': '0e000000-0000-4000-8000-0000000001a1',
  'nord.lead.buyer': '0e000000-0000-4000-8000-0000000002a1',
} as const;

/**
 * One placed order for lead.buyer (Huber) and one for nord.lead.buyer (Nord): two of the first seeded product at its
 * list price, standard shipping (9.90 € below the free-shipping limit), numbers from the order sequence.
 */
export async function seedDemoOrders(
  db: Database,
  orders: readonly { orderId: string; customerId: string; companyId: string; salesChannelId: string }[],
): Promise<void> {
  for (const order of orders) {
    await db.query(
      `WITH p AS (
         SELECT p.id, p.product_number, p.tax_rate, p.net_price AS unit,
                round(p.net_price * 2, 2) AS goods,
                coalesce((SELECT t.name FROM product_translation t WHERE t.product_id = p.id ORDER BY t.language_id LIMIT 1), p.product_number) AS name
           FROM product p WHERE p.id = ${sqlSeedId('product', '1')}
       ), o AS (
         INSERT INTO sales_order (id, order_number, customer_id, company_id, sales_channel_id, payment_method,
           shipping_method, position_total, shipping_total, additional_cost, net_total, tax_total, total, taxes,
           line_count, created_at)
         SELECT $1, nextval('sales_order_number_seq')::text, $2, $3, $4, 'invoice', 'standard', p.goods, 9.90, 0,
                p.goods + 9.90, round((p.goods + 9.90) * p.tax_rate / 100, 2),
                p.goods + 9.90 + round((p.goods + 9.90) * p.tax_rate / 100, 2),
                jsonb_build_array(jsonb_build_object('taxRate', p.tax_rate, 'price', p.goods + 9.90,
                  'tax', round((p.goods + 9.90) * p.tax_rate / 100, 2))),
                1, now() - interval '3 days'
           FROM p
         RETURNING id
       )
       INSERT INTO sales_order_line_item (id, order_id, position, product_id, product_number, label, quantity,
         unit_price, total_price, tax_rate, referenced_id)
       SELECT gen_random_uuid(), o.id, 1, p.id, p.product_number, p.name, 2, p.unit, p.goods, p.tax_rate, p.id::text
         FROM o, p`,
      [order.orderId, order.customerId, order.companyId, order.salesChannelId],
    );
  }
}
