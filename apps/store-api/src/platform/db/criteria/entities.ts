import type { CriteriaEntity, CriteriaField, SqlParams } from './sql';

/**
 * The criteria fields of the standard entities we serve, by their Shopware names, each mapped to
 * SQL over the table alias the route's query uses. Only these names reach SQL; anything else
 * answers 400 FRAMEWORK__UNMAPPED_FIELD.
 */

/** `seo_url` rows as alias `s` (stored category/landing rows and rule-based product rows alike). */
export const seoUrlEntity: CriteriaEntity = {
  name: 'seo_url',
  fields: {
    id: { type: 'text', sql: 's.id' },
    languageId: { type: 'uuid', sql: 's.language_id' },
    salesChannelId: { type: 'uuid', sql: 's.sales_channel_id' },
    foreignKey: { type: 'uuid', sql: 's.foreign_key' },
    routeName: { type: 'text', sql: 's.route_name' },
    pathInfo: { type: 'text', sql: 's.path_info' },
    seoPathInfo: { type: 'text', sql: 's.seo_path_info' },
    isCanonical: { type: 'boolean', sql: 's.is_canonical' },
  },
};

/** `category` as alias `c`, with its translation as `ct` (the context's language). */
export const categoryEntity: CriteriaEntity = {
  name: 'category',
  fields: {
    id: { type: 'uuid', sql: 'c.id' },
    parentId: { type: 'uuid', sql: 'c.parent_id' },
    type: { type: 'text', sql: 'c.type' },
    level: { type: 'number', sql: 'c.level' },
    position: { type: 'number', sql: 'c.position' },
    active: { type: 'boolean', sql: 'c.active' },
    visible: { type: 'boolean', sql: 'c.visible' },
    linkType: { type: 'text', sql: 'c.link_type' },
    name: { type: 'text', sql: 'ct.name' },
    /** Ancestors (Shopware stores `path` as `|id|id|`; `equalsAny` on it means "below one of these"). */
    path: { type: 'uuidList', sql: 'c.path', anyOf: (ids) => `c.path && ${ids}` },
    'translated.name': { type: 'text', sql: 'ct.name' },
  },
};

/** Fields of `order` (alias `o`, table sales_order) every customer may filter and sort on. */
const orderFields: Record<string, CriteriaField> = {
  id: { type: 'uuid', sql: 'o.id' },
  orderNumber: { type: 'text', sql: 'o.order_number' },
  orderDateTime: { type: 'date', sql: 'o.created_at' },
  createdAt: { type: 'date', sql: 'o.created_at' },
  orderReference: { type: 'text', sql: 'o.order_reference' },
  customerComment: { type: 'text', sql: 'o.customer_comment' },
  'stateMachineState.technicalName': { type: 'text', sql: 'o.state' },
  lineItemCount: { type: 'number', sql: 'o.line_count' },
  /** Orders containing one of these products. */
  'lineItems.productId': {
    type: 'uuidList',
    sql: 'o.id',
    anyOf: (ids) =>
      `EXISTS (SELECT 1 FROM sales_order_line_item li WHERE li.order_id = o.id AND li.product_id = ANY (${ids}))`,
  },
};

/**
 * The `order` entity for a viewer. Amounts are fields only for customers who see prices
 * (ROLE_VIEW_PRICES): filtering or sorting by a hidden amount would disclose it.
 */
export function orderEntity(seesPrices: boolean): CriteriaEntity {
  return {
    name: 'order',
    fields: seesPrices
      ? {
          ...orderFields,
          amountTotal: { type: 'number', sql: 'o.total' },
          amountNet: { type: 'number', sql: 'o.net_total' },
          shippingTotal: { type: 'number', sql: 'o.shipping_total' },
        }
      : orderFields,
  };
}

const blogTagIds: CriteriaField = {
  type: 'uuidList',
  sql: 'b.id',
  anyOf: (ids) =>
    `EXISTS (SELECT 1 FROM blog_post_tag bt WHERE bt.blog_post_id = b.id AND bt.blog_tag_id = ANY (${ids}))`,
};

/** Blog posts (alias `b`, translation `t`); `tagIds` / `tags.id` equalsAny is the listing's tag filter. */
export const blogPostEntity: CriteriaEntity = {
  name: 'blog_post',
  fields: {
    id: { type: 'uuid', sql: 'b.id' },
    slug: { type: 'text', sql: 'b.slug' },
    publishedAt: { type: 'date', sql: 'b.published_at' },
    author: { type: 'text', sql: 'b.author' },
    title: { type: 'text', sql: 't.title' },
    tagIds: blogTagIds,
    'tags.id': blogTagIds,
  },
};

/**
 * `product` as alias `p`. The translated name is read for the context's language (a parameter
 * added only when the name is used). Stock amounts are not a field: anonymous visitors may not
 * learn them (storefront.md §6); `available` (stock > 0) is public. Prices are fields only for viewers
 * who see prices (`seesPrices`, ROLE_VIEW_PRICES for customers): filtering or sorting by a hidden price
 * would disclose it.
 */
export function productEntity(languageId: string, seesPrices = true): CriteriaEntity {
  const name = (params: SqlParams) =>
    `(SELECT pt.name FROM product_translation pt WHERE pt.product_id = p.id AND pt.language_id = ${params.add(languageId, 'uuid')})`;
  const categories: CriteriaField = {
    type: 'uuidList',
    sql: 'p.id',
    anyOf: (ids) =>
      `EXISTS (SELECT 1 FROM product_category pc WHERE pc.product_id = p.id AND pc.category_id = ANY (${ids}))`,
  };
  const properties: CriteriaField = {
    type: 'uuidList',
    sql: 'p.id',
    anyOf: (ids) =>
      `EXISTS (SELECT 1 FROM product_property pp WHERE pp.product_id = p.id AND pp.option_id = ANY (${ids}))`,
  };
  const options: CriteriaField = {
    type: 'uuidList',
    sql: 'p.id',
    anyOf: (ids) =>
      `EXISTS (SELECT 1 FROM product_option po WHERE po.product_id = p.id AND po.option_id = ANY (${ids}))`,
  };
  return {
    name: 'product',
    fields: {
      id: { type: 'uuid', sql: 'p.id' },
      parentId: { type: 'uuid', sql: 'p.parent_id' },
      productNumber: { type: 'text', sql: 'p.product_number' },
      active: { type: 'boolean', sql: 'p.active' },
      available: { type: 'boolean', sql: '(p.stock > 0)' },
      isCloseout: { type: 'boolean', sql: 'p.is_closeout' },
      manufacturerId: { type: 'uuid', sql: 'p.manufacturer_id' },
      'manufacturer.id': { type: 'uuid', sql: 'p.manufacturer_id' },
      manufacturerNumber: { type: 'text', sql: 'p.manufacturer_number' },
      ean: { type: 'text', sql: 'p.ean' },
      name: { type: 'text', sql: name },
      'translated.name': { type: 'text', sql: name },
      ...(seesPrices
        ? {
            price: { type: 'number', sql: 'p.net_price' },
            cheapestPrice: { type: 'number', sql: 'p.net_price' },
          }
        : {}),
      releaseDate: { type: 'date', sql: 'p.release_date' },
      isNew: { type: 'boolean', sql: 'p.is_new' },
      ratingAverage: { type: 'number', sql: 'p.rating_average' },
      sales: { type: 'number', sql: 'p.sales' },
      childCount: { type: 'number', sql: 'p.child_count' },
      minPurchase: { type: 'number', sql: 'p.min_purchase' },
      purchaseSteps: { type: 'number', sql: 'p.purchase_steps' },
      unit: { type: 'text', sql: 'p.unit' },
      categoryIds: categories,
      categoryTree: categories,
      'categories.id': categories,
      propertyIds: properties,
      'properties.id': properties,
      optionIds: options,
      'options.id': options,
    },
  };
}
