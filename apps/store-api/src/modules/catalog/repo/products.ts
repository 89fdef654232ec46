import type { Product, PropertyOption } from '@ratchet/store-api-contract';
import { productSeoPath } from '../domain/slug';
import { canSeePrices, canSeeStock, grossFromNet } from '@ratchet/store-api-contract';
import { effectiveNetPrice, isBuyable } from '../domain/visibility';
import type { Viewer } from '../domain/visibility';
import type { Database } from '../../../platform/db/db';
import { optionWithGroup } from './dictionary';
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
  name: string;
  description: string | null;
  customer_net_price: number | null;
  customer_sku: string | null;
  property_ids: string[] | null;
  option_ids: string[] | null;
}

const deliveryNames: Record<string, Record<ProductRow['delivery_time_unit'], string>> = {
  'de-DE': { day: 'Tage', week: 'Wochen', month: 'Monate', year: 'Jahre' },
  'nl-NL': { day: 'dagen', week: 'weken', month: 'maanden', year: 'jaar' },
  'fr-FR': { day: 'jours', week: 'semaines', month: 'mois', year: 'ans' },
  'en-GB': { day: 'days', week: 'weeks', month: 'months', year: 'years' },
};

/** Reads product rows by id with the context's language, customer price and article link. */
export async function queryProductRows(ctx: CatalogContext, ids: readonly string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const companyId = ctx.viewer.customer?.companyId ?? null;
  const { rows } = await ctx.db.query<ProductRow>(
    `SELECT p.*, t.name, t.description, cp.net_price AS customer_net_price, al.customer_sku,
            (SELECT array_agg(pp.option_id) FROM product_property pp WHERE pp.product_id = p.id) AS property_ids,
            (SELECT array_agg(po.option_id) FROM product_option po WHERE po.product_id = p.id) AS option_ids
       FROM product p
       JOIN product_translation t ON t.product_id = p.id AND t.language_id = $2
       LEFT JOIN customer_price cp ON cp.product_id = p.id AND cp.company_id = $3
       LEFT JOIN article_link al ON al.product_id = p.id AND al.company_id = $3
      WHERE p.id = ANY ($1::uuid[])`,
    [ids, ctx.dictionary.languageId, companyId],
  );
  return rows;
}

/**
 * Loads products by id, in the order given (unknown ids are skipped), as the contract's Product:
 * properties and options from the dictionary, prices per customer, stock and delivery only for
 * logged-in customers (storefront.md §6).
 */
export async function loadProducts(ctx: CatalogContext, ids: readonly string[]): Promise<Product[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  // One query: the row with its property and variant option ids (fewer round trips per request).
  const rows = await queryProductRows(ctx, unique);
  const optionsOf = (ids: string[] | null) =>
    (ids ?? [])
      .map((id) => optionWithGroup(ctx.dictionary, id))
      .filter((option): option is PropertyOption => option !== null)
      .sort((a, b) => a.group.position - b.group.position || a.position - b.position);
  const rowMap = new Map(rows.map((row) => [row.id, row]));
  return unique
    .map((id) => rowMap.get(id))
    .filter((row): row is ProductRow => row !== undefined)
    .map((row) => toProduct(ctx, row, optionsOf(row.property_ids), optionsOf(row.option_ids)));
}

/** Builds a contract Product from a row and its options. */
export function toProduct(
  ctx: CatalogContext,
  row: ProductRow,
  properties: PropertyOption[],
  options: PropertyOption[],
): Product {
  const { dictionary, viewer } = ctx;
  const showStock = canSeeStock(viewer.customer);
  const showPrice = canSeePrices(viewer.customer);
  const net = effectiveNetPrice(row.net_price, row.customer_net_price);
  const price = showPrice
    ? {
        unitPrice: net,
        totalPrice: net,
        quantity: 1,
        netPrice: net,
        grossPrice: grossFromNet(net, row.tax_rate),
        taxRate: row.tax_rate,
        listPrice: row.customer_net_price !== null ? row.net_price : null,
        apiAlias: 'calculated_price' as const,
      }
    : null;
  const category = row.main_category_id ? dictionary.categories.get(row.main_category_id) : undefined;
  const categoryPath = category ? [...category.path.slice(1), category.id] : [];
  const manufacturer = row.manufacturer_id ? dictionary.manufacturers.get(row.manufacturer_id) : undefined;
  const cover = dictionary.mediaObject(row.cover_media_id);
  const productMedia = cover
    ? [{ id: `${row.id}-cover`, position: 0, media: cover, apiAlias: 'product_media' as const }]
    : [];
  const seoPath = productSeoPath(row.name, row.product_number);
  const releaseDate =
    row.release_date === null
      ? null
      : row.release_date instanceof Date
        ? row.release_date.toISOString().slice(0, 10)
        : String(row.release_date).slice(0, 10);
  return {
    id: row.id,
    parentId: row.parent_id,
    productNumber: row.product_number,
    name: row.name,
    description: row.description,
    translated: { name: row.name, description: row.description },
    manufacturerId: row.manufacturer_id,
    manufacturer: manufacturer
      ? {
          id: manufacturer.id,
          name: manufacturer.name,
          translated: { name: manufacturer.name },
          link: manufacturer.link,
          media: dictionary.mediaObject(manufacturer.mediaId),
          apiAlias: 'product_manufacturer',
        }
      : null,
    manufacturerNumber: row.manufacturer_number,
    ean: row.ean,
    active: row.active,
    cover: productMedia[0] ?? null,
    media: productMedia,
    categoryIds: categoryPath,
    seoCategory: category
      ? {
          id: category.id,
          path: categoryPath,
          breadcrumb: categoryPath.map((id) => dictionary.categories.get(id)?.name ?? ''),
        }
      : null,
    properties,
    propertyIds: properties.map((option) => option.id),
    options,
    optionIds: options.map((option) => option.id),
    deliveryTime: showStock
      ? {
          min: row.delivery_time_min,
          max: row.delivery_time_max,
          unit: row.delivery_time_unit,
          name: `${row.delivery_time_min}-${row.delivery_time_max} ${deliveryNames[dictionary.localeCode]?.[row.delivery_time_unit] ?? row.delivery_time_unit}`,
          apiAlias: 'delivery_time',
        }
      : null,
    restockTime: showStock ? row.restock_time_days : null,
    ratingAverage: row.rating_average,
    calculatedPrice: price,
    calculatedPrices: price ? [price] : [],
    stock: showStock ? row.stock : null,
    availableStock: showStock ? row.stock : null,
    available: isBuyable({
      active: row.active,
      isCloseout: row.is_closeout,
      stock: row.stock,
      minPurchase: row.min_purchase,
    }),
    isCloseout: row.is_closeout,
    minPurchase: row.min_purchase,
    maxPurchase: row.max_purchase,
    purchaseSteps: row.purchase_steps,
    unit: row.unit,
    childCount: row.child_count,
    variantsCount: { childCount: row.child_count },
    isNew: row.is_new,
    releaseDate,
    seoUrls: [
      {
        id: `${row.id}-${dictionary.languageId}`,
        languageId: dictionary.languageId,
        salesChannelId: ctx.salesChannelId,
        foreignKey: row.id,
        routeName: 'frontend.detail.page',
        pathInfo: `/detail/${row.id}`,
        seoPathInfo: seoPath,
        isCanonical: true,
        apiAlias: 'seo_url',
      },
    ],
    seoPath: `/${seoPath}`,
    articleLink: showStock && row.customer_sku ? { customerSku: row.customer_sku } : null,
    customFields: {},
    apiAlias: 'product',
  };
}
