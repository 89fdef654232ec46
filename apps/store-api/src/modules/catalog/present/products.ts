import type { Product, PropertyOption } from '@ratchet/store-api-contract';
import { canSeePrices, canSeeStock, grossFromNet, tierPriceRows, tierUnitPrice } from '@ratchet/store-api-contract';
import { productSeoPath } from '../domain/slug';
import { effectiveNetPrice, isBuyable } from '../domain/visibility';
import { optionWithGroup } from '../repo/dictionary';
import type { PriceInformationRow } from '../repo/lookups';
import type { CatalogContext, ProductRow } from '../repo/products';
import type { Viewer } from '../domain/visibility';

const deliveryNames: Record<string, Record<ProductRow['delivery_time_unit'], string>> = {
  'de-DE': { day: 'Tage', week: 'Wochen', month: 'Monate', year: 'Jahre' },
  'nl-NL': { day: 'dagen', week: 'weken', month: 'maanden', year: 'jaar' },
  'fr-FR': { day: 'jours', week: 'semaines', month: 'mois', year: 'ans' },
  'en-GB': { day: 'days', week: 'weeks', month: 'months', year: 'years' },
};

/**
 * The product fields an answer keeps (criteria `includes.product`, Shopware semantics), or null for all of them.
 * The presenter builds only these: a left-out list (media, properties, options, tier prices, SEO URLs) is answered
 * empty and a left-out object null, which keeps the Product valid for the contract check before the route trims it
 * (issue 10: a search page of 24 products was 220 KB of JSON built and then thrown away).
 */
export type ProductFields = ReadonlySet<string> | null;

/** The {@link ProductFields} of criteria `includes` (none: every field). */
export function productFieldsOf(includes: Readonly<Record<string, readonly string[]>> | undefined): ProductFields {
  const fields = includes?.product;
  return fields && fields.length > 0 ? new Set(fields) : null;
}

/** Whether an answer with these fields builds properties or variant options (needs the rows' option ids). */
export function wantsOptionIds(fields: ProductFields): boolean {
  return (
    fields === null ||
    fields.has('properties') ||
    fields.has('propertyIds') ||
    fields.has('options') ||
    fields.has('optionIds')
  );
}

/**
 * The contract's Products of rows read by id, in the order of `ids` (unknown ids are skipped):
 * properties and options from the dictionary, prices per customer, stock and delivery only for
 * logged-in customers (storefront.md §6); only the `fields` asked for are built.
 */
export function presentProducts(
  ctx: CatalogContext,
  ids: readonly string[],
  rows: readonly ProductRow[],
  fields: ProductFields = null,
): Product[] {
  const wants = (field: keyof Product) => fields === null || fields.has(field);
  const properties = wants('properties') || wants('propertyIds');
  const options = wants('options') || wants('optionIds');
  const optionsOf = (ids: string[] | null) =>
    (ids ?? [])
      .map((id) => optionWithGroup(ctx.dictionary, id))
      .filter((option): option is PropertyOption => option !== null)
      .sort((a, b) => a.group.position - b.group.position || a.position - b.position);
  const rowMap = new Map(rows.map((row) => [row.id, row]));
  return ids
    .map((id) => rowMap.get(id))
    .filter((row): row is ProductRow => row !== undefined)
    .map((row) =>
      toProduct(
        ctx,
        row,
        properties ? optionsOf(row.property_ids) : [],
        options ? optionsOf(row.option_ids) : [],
        fields,
      ),
    );
}

/** Builds a contract Product from a row and its options (only the `fields` asked for; see {@link ProductFields}). */
export function toProduct(
  ctx: CatalogContext,
  row: ProductRow,
  properties: PropertyOption[],
  options: PropertyOption[],
  fields: ProductFields = null,
): Product {
  const wants = (field: keyof Product) => fields === null || fields.has(field);
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
  const category =
    row.main_category_id && (wants('categoryIds') || wants('seoCategory'))
      ? dictionary.categories.get(row.main_category_id)
      : undefined;
  const categoryPath = category ? [...category.path.slice(1), category.id] : [];
  const manufacturer =
    row.manufacturer_id && wants('manufacturer') ? dictionary.manufacturers.get(row.manufacturer_id) : undefined;
  const cover = wants('cover') || wants('media') ? dictionary.mediaObject(row.cover_media_id) : null;
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
    media: wants('media') ? productMedia : [],
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
    calculatedPrices:
      price && wants('calculatedPrices')
        ? tierPriceRows(net, row.price_tiers, { minPurchase: row.min_purchase, purchaseSteps: row.purchase_steps }).map(
            (tier) => ({
              ...price,
              unitPrice: tier.unitPrice,
              totalPrice: tier.unitPrice,
              netPrice: tier.unitPrice,
              grossPrice: grossFromNet(tier.unitPrice, row.tax_rate),
              quantity: tier.from,
            }),
          )
        : [],
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
    seoUrls: wants('seoUrls')
      ? [
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
        ]
      : [],
    seoPath: `/${seoPath}`,
    articleLink: showStock && row.customer_sku ? { customerSku: row.customer_sku } : null,
    customFields: {},
    apiAlias: 'product',
  };
}

/**
 * The price information of requested articles (unknown numbers are skipped): price and stock
 * withheld as everywhere, the quantity defaulting to the minimum purchase.
 */
export function presentPriceInformation(
  viewer: Viewer,
  articles: ReadonlyArray<{ sku: string; quantity?: number | undefined }>,
  rows: readonly PriceInformationRow[],
) {
  const byNumber = new Map(rows.map((row) => [row.product_number, row]));
  return {
    articles: articles.flatMap((article) => {
      const row = byNumber.get(article.sku);
      if (!row) return [];
      return [
        {
          article: row.product_number,
          quantity: article.quantity ?? row.min_purchase,
          // The unit price for the asked quantity: its tier (the cart charges the same).
          price: canSeePrices(viewer.customer)
            ? tierUnitPrice(
                tierPriceRows(effectiveNetPrice(row.net_price, row.customer_net_price), row.price_tiers, {
                  minPurchase: row.min_purchase,
                  purchaseSteps: row.purchase_steps,
                }),
                article.quantity ?? row.min_purchase,
              )
            : null,
          stock: canSeeStock(viewer.customer) ? row.stock : null,
          hasStock: row.stock > 0,
          uom: row.unit,
          leadTime: canSeeStock(viewer.customer)
            ? { min: row.delivery_time_min, max: row.delivery_time_max, unit: row.delivery_time_unit }
            : null,
          minSalesQuantity: row.min_purchase,
          purchaseSteps: row.purchase_steps,
          maxPurchase: row.max_purchase,
          isBuyable: isBuyable({
            active: row.active,
            isCloseout: row.is_closeout,
            stock: row.stock,
            minPurchase: row.min_purchase,
          }),
        },
      ];
    }),
  };
}
