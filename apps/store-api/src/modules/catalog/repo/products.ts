import type { Viewer } from '../domain/visibility';
import type { Database } from '../../../platform/db/db';
import type { CatalogDictionary } from './dictionary';

/** Everything a catalogue query needs to know about the caller. */
export interface CatalogContext {
  db: Database;
  dictionary: CatalogDictionary;
  viewer: Viewer;
  salesChannelId: string;
}

/** A product row as the catalogue reads it. */
export interface ProductRow {
  id: string;
  parent_id: string | null;
  product_number: string;
  active: boolean;
  stock: number;
  min_purchase: number;
  purchase_steps: number;
  max_purchase: number | null;
  is_closeout: boolean;
  net_price: number;
  tax_rate: number;
  delivery_time_min: number;
  delivery_time_max: number;
  delivery_time_unit: 'day' | 'week' | 'month' | 'year';
  restock_time_days: number | null;
  manufacturer_id: string | null;
  manufacturer_number: string | null;
  ean: string | null;
  unit: string;
  cover_media_id: string | null;
  main_category_id: string | null;
  child_count: number;
  rating_average: number | null;
  release_date: string | Date | null;
  is_new: boolean;
  /** Quantity discounts (rules/tierPrices.ts), or null. */
  price_tiers: Array<{ from: number; discountPercent: number }> | null;
  name: string;
  description: string | null;
  customer_net_price: number | null;
  customer_sku: string | null;
  property_ids: string[] | null;
  option_ids: string[] | null;
}

/**
 * The product rows' statement, with or without the property and variant option ids (two fixed shapes): the columns
 * of {@link ProductRow} only (not `p.*`: the filter keys array was parsed per row for nothing, and a prepared
 * statement's result must not change with a new column).
 */
function productRowsSql(withOptionIds: boolean): string {
  const optionIds = withOptionIds
    ? `(SELECT array_agg(pp.option_id) FROM product_property pp WHERE pp.product_id = p.id) AS property_ids,
            (SELECT array_agg(po.option_id) FROM product_option po WHERE po.product_id = p.id) AS option_ids`
    : 'NULL::uuid[] AS property_ids, NULL::uuid[] AS option_ids';
  return `SELECT p.id, p.parent_id, p.product_number, p.active, p.stock, p.min_purchase, p.purchase_steps, p.max_purchase,
            p.is_closeout, p.net_price, p.tax_rate, p.delivery_time_min, p.delivery_time_max, p.delivery_time_unit,
            p.restock_time_days, p.manufacturer_id, p.manufacturer_number, p.ean, p.unit, p.cover_media_id,
            p.main_category_id, p.child_count, p.rating_average, p.release_date, p.is_new, p.price_tiers,
            t.name, t.description, cp.net_price AS customer_net_price, al.customer_sku, ${optionIds}
       FROM product p
       JOIN product_translation t ON t.product_id = p.id AND t.language_id = $2
       LEFT JOIN customer_price cp ON cp.product_id = p.id AND cp.company_id = $3
       LEFT JOIN article_link al ON al.product_id = p.id AND al.company_id = $3
      WHERE p.id = ANY ($1::uuid[])`;
}
const productRowsStatements = {
  all: { name: 'catalog_product_rows', sql: productRowsSql(true) },
  withoutOptionIds: { name: 'catalog_product_rows_plain', sql: productRowsSql(false) },
};

/**
 * Reads product rows by id with the context's language, customer price and article link (a prepared statement on
 * PostgreSQL: a listing page reads one per request). `withOptionIds: false` leaves out the property and variant
 * option ids (null) for answers that build neither (a listing page's includes).
 */
export async function queryProductRows(
  ctx: CatalogContext,
  ids: readonly string[],
  options: { withOptionIds: boolean } = { withOptionIds: true },
): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const companyId = ctx.viewer.customer?.companyId ?? null;
  const statement = options.withOptionIds ? productRowsStatements.all : productRowsStatements.withoutOptionIds;
  const { rows } = await ctx.db.query<ProductRow>(statement.sql, [ids, ctx.dictionary.languageId, companyId], {
    name: statement.name,
  });
  return rows;
}
