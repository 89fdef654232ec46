import type { Database } from '../../../platform/db/db';

/**
 * Small catalogue reads of the product, page and navigation routes (ids by number, families,
 * cross-sellings, price information, CMS pages, SEO URL hits). Anything with prices takes the
 * caller's company id for customer prices.
 */

/** Id of an active product by id or product number, or null. */
export async function findActiveProductId(db: Database, by: { id?: string; number?: string }): Promise<string | null> {
  const { rows } = by.id
    ? await db.query<{ id: string }>('SELECT id FROM product WHERE id = $1 AND active', [by.id])
    : await db.query<{ id: string }>('SELECT id FROM product WHERE product_number = $1 AND active', [by.number]);
  return rows[0]?.id ?? null;
}

/** Id of a product (active or not) by product number, or null. */
export async function findProductIdByNumber(db: Database, productNumber: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM product WHERE product_number = $1', [productNumber]);
  return rows[0]?.id ?? null;
}

/** Ids and numbers of products by product numbers. */
export async function findProductIdsByNumbers(
  db: Database,
  productNumbers: readonly string[],
): Promise<Array<{ id: string; product_number: string }>> {
  const { rows } = await db.query<{ id: string; product_number: string }>(
    'SELECT id, product_number FROM product WHERE product_number = ANY ($1::text[])',
    [productNumbers],
  );
  return rows;
}

/** A product's id and parent, or null. */
export async function findProductParent(
  db: Database,
  productId: string,
): Promise<{ id: string; parent_id: string | null } | null> {
  const { rows } = await db.query<{ id: string; parent_id: string | null }>(
    'SELECT id, parent_id FROM product WHERE id = $1',
    [productId],
  );
  return rows[0] ?? null;
}

/** Active variant ids of parents, in product-number order. */
export async function findVariantIds(db: Database, parentIds: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM product WHERE parent_id = ANY ($1::uuid[]) AND active ORDER BY product_number',
    [parentIds],
  );
  return rows.map((row) => row.id);
}

/** Variant option ids of a family with the number of active variants carrying each. */
export async function findFamilyOptionCounts(
  db: Database,
  familyId: string,
): Promise<Array<{ option_id: string; n: number }>> {
  const { rows } = await db.query<{ option_id: string; n: number }>(
    `SELECT po.option_id, count(*)::int AS n FROM product p JOIN product_option po ON po.product_id = p.id
      WHERE p.parent_id = $1 AND p.active GROUP BY po.option_id`,
    [familyId],
  );
  return rows;
}

/** Cross-sellings of products (a variant shows its parent's too), in position order. */
export async function findCrossSellings(
  db: Database,
  productIds: readonly string[],
): Promise<Array<{ id: string; position: number; name: Record<string, string>; product_ids: string[] }>> {
  const { rows } = await db.query<{
    id: string;
    position: number;
    name: Record<string, string>;
    product_ids: string[];
  }>(
    `SELECT id, position, name, product_ids FROM product_cross_selling WHERE product_id = ANY ($1::uuid[]) ORDER BY position`,
    [productIds],
  );
  return rows;
}

/** Price and availability facts of products by number, with the customer price of the caller's company. */
export interface PriceInformationRow {
  product_number: string;
  net_price: number;
  customer_net_price: number | null;
  stock: number;
  unit: string;
  delivery_time_min: number;
  delivery_time_max: number;
  delivery_time_unit: 'day' | 'week' | 'month' | 'year';
  min_purchase: number;
  purchase_steps: number;
  max_purchase: number | null;
  active: boolean;
  is_closeout: boolean;
  /** Quantity discounts (rules/tierPrices.ts), or null. */
  price_tiers: Array<{ from: number; discountPercent: number }> | null;
}

/** Price information rows by product numbers; `companyId` null for anonymous callers (list prices). */
export async function findPriceInformation(
  db: Database,
  productNumbers: readonly string[],
  companyId: string | null,
): Promise<PriceInformationRow[]> {
  const { rows } = await db.query<PriceInformationRow>(
    `SELECT p.product_number, p.net_price, cp.net_price AS customer_net_price, p.stock, p.unit, p.delivery_time_min,
            p.delivery_time_max, p.delivery_time_unit, p.min_purchase, p.purchase_steps, p.max_purchase, p.active, p.is_closeout,
            p.price_tiers
       FROM product p LEFT JOIN customer_price cp ON cp.product_id = p.id AND cp.company_id = $2
      WHERE p.product_number = ANY ($1::text[])`,
    [productNumbers, companyId],
  );
  return rows;
}

/** Category aggregation counters of a category and its descendants. */
export async function findCategoryCounters(
  db: Database,
  categoryId: string,
): Promise<Array<{ id: string; total: number; available: number }>> {
  const { rows } = await db.query<{ id: string; total: number; available: number }>(
    `SELECT c.id, a.total, a.available FROM category c JOIN category_aggregation a ON a.category_id = c.id
      WHERE c.id = $1 OR $1 = ANY (c.path)`,
    [categoryId],
  );
  return rows;
}

/** A CMS page in one language with its meta title and description. */
export interface CmsPageRow {
  id: string;
  name: string;
  sections: unknown[];
  meta_title: string | null;
  meta_description: string | null;
}

/** A CMS page in a language, or null. */
export async function findCmsPage(db: Database, cmsPageId: string, languageId: string): Promise<CmsPageRow | null> {
  const { rows } = await db.query<CmsPageRow>(
    `SELECT p.id, t.name, t.sections, t.meta_title, t.meta_description FROM cms_page p
       JOIN cms_page_translation t ON t.cms_page_id = p.id AND t.language_id = $2 WHERE p.id = $1`,
    [cmsPageId, languageId],
  );
  return rows[0] ?? null;
}

/** The stored SEO URL of a path (with or without the trailing slash), the context's language first. */
export async function findSeoUrlHit(
  db: Database,
  salesChannelId: string,
  path: string,
  languageId: string,
): Promise<{ foreign_key: string; route_name: string; language_id: string } | null> {
  const { rows } = await db.query<{ foreign_key: string; route_name: string; language_id: string }>(
    `SELECT foreign_key, route_name, language_id FROM seo_url
      WHERE sales_channel_id = $1 AND seo_path_info = ANY ($2::text[])
      ORDER BY (language_id = $3) DESC LIMIT 1`,
    [salesChannelId, [`${path}/`, path], languageId],
  );
  return rows[0] ?? null;
}

/** The SEO path of an entity in a language, or null. */
export async function findSeoPath(db: Database, foreignKey: string, languageId: string): Promise<string | null> {
  const { rows } = await db.query<{ seo_path_info: string }>(
    'SELECT seo_path_info FROM seo_url WHERE foreign_key = $1 AND language_id = $2 LIMIT 1',
    [foreignKey, languageId],
  );
  return rows[0]?.seo_path_info ?? null;
}

/** Products named by id or number with their names per language (for rule-based product SEO URLs). */
export async function findProductNames(
  db: Database,
  ids: readonly string[],
  numbers: readonly string[],
): Promise<Array<{ id: string; product_number: string; language_id: string; name: string }>> {
  const { rows } = await db.query<{ id: string; product_number: string; language_id: string; name: string }>(
    `SELECT p.id, p.product_number, t.language_id, t.name FROM product p
       JOIN product_translation t ON t.product_id = p.id
      WHERE (p.id = ANY ($1::uuid[]) OR p.product_number = ANY ($2::text[])) AND p.active`,
    [ids, numbers],
  );
  return rows;
}

/** The kind, variant and title of a media file (its drawing), or null. */
export async function findMedia(
  db: Database,
  mediaId: string,
): Promise<{ kind: string; variant: number; title: string } | null> {
  const { rows } = await db.query<{ kind: string; variant: number; title: string }>(
    'SELECT kind, variant, title FROM media WHERE id = $1',
    [mediaId],
  );
  return rows[0] ?? null;
}
