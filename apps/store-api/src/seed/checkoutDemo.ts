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
