import type { ArticleLink } from '@ratchet/store-api-contract';
import type { ArticleLinkRow } from './repo';

/** A link as the contract shapes it (a product gone from the catalogue keeps its link, with empty number and name). */
export function presentArticleLink(row: ArticleLinkRow): ArticleLink {
  return {
    id: row.id,
    productId: row.product_id,
    productNumber: row.product_number ?? '',
    productName: row.product_name ?? row.product_number ?? '',
    customerSku: row.customer_sku,
    description: row.description,
    apiAlias: 'ratchet_article_link',
  };
}
