import type { Database } from '../../platform/db/db';

/** One asked number with the product it found (all product columns null when none). */
export interface QuickOrderMatchRow {
  /** 1-based position of the number in the request. */
  ord: number;
  number: string;
  matched_by: 'productNumber' | 'customerSku' | null;
  id: string | null;
  product_number: string | null;
  customer_sku: string | null;
  name: string | null;
  active: boolean | null;
  child_count: number | null;
  min_purchase: number | null;
  purchase_steps: number | null;
  max_purchase: number | null;
  stock: number | null;
  is_closeout: boolean | null;
  unit: string | null;
}

/**
 * Every number in one statement (a pasted sheet of 500 rows is one round trip): the shop's product number as typed,
 * then ignoring case, then the company's own article number ignoring case (article_link_sku_idx). Answers one row per
 * asked number, in the order asked; the name in the context language (another language's when it has none).
 */
export async function findQuickOrderMatches(
  db: Database,
  numbers: readonly string[],
  companyId: string,
  languageId: string,
): Promise<QuickOrderMatchRow[]> {
  const { rows } = await db.query<QuickOrderMatchRow>(
    `SELECT a.ord::int AS ord, a.number, m.matched_by, p.id, p.product_number,
            (SELECT al.customer_sku FROM article_link al WHERE al.company_id = $2 AND al.product_id = p.id) AS customer_sku,
            coalesce((SELECT t.name FROM product_translation t WHERE t.product_id = p.id AND t.language_id = $3),
                     (SELECT t.name FROM product_translation t WHERE t.product_id = p.id ORDER BY t.language_id LIMIT 1),
                     p.product_number) AS name,
            p.active, p.child_count, p.min_purchase, p.purchase_steps, p.max_purchase, p.stock, p.is_closeout, p.unit
       FROM unnest($1::text[]) WITH ORDINALITY AS a(number, ord)
       LEFT JOIN LATERAL (
         SELECT hit.product_id, hit.matched_by FROM (
           SELECT x.id AS product_id, 'productNumber' AS matched_by, 0 AS rank FROM product x
            WHERE x.product_number = a.number
           UNION ALL
           SELECT x.id, 'productNumber', 1 FROM product x WHERE lower(x.product_number) = lower(a.number)
           UNION ALL
           SELECT al.product_id, 'customerSku', 2 FROM article_link al
            WHERE al.company_id = $2 AND lower(al.customer_sku) = lower(a.number)
         ) hit ORDER BY hit.rank LIMIT 1
       ) m ON true
       LEFT JOIN product p ON p.id = m.product_id
      ORDER BY a.ord`,
    [numbers, companyId, languageId],
  );
  return rows;
}
