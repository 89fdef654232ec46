import { defineOperation } from '../operation';
import { screenAccess } from '../screenAccess';
import {
  articleLinkInfoBodySchema,
  articleLinkInfoResponseSchema,
  articleLinkImportResponseSchema,
  articleLinkListQuerySchema,
  articleLinkListResponseSchema,
  articleLinkPathSchema,
  articleLinkSchema,
  createArticleLinkBodySchema,
  csvResponseSchema,
  deleteArticleLinksResponseSchema,
  exportArticleLinksBodySchema,
  importArticleLinksBodySchema,
  updateArticleLinkBodySchema,
} from './schemas';

// Article links (account-area.md §7 "Article links"): ROLE_MANAGE_ARTICLE_LINKS, the article links screen's right
// (§6). Every call is scoped to the caller's company; another company's link id answers 404 like an unknown one.

/** The company's links, searched and paged (ordered by customer article number). */
export const listArticleLinks = defineOperation('listArticleLinks get /ratchet/article-links', {
  query: articleLinkListQuerySchema,
  response: articleLinkListResponseSchema,
  access: screenAccess('articleLinks'),
});

/**
 * Link a product (by id or shop article number) to a customer article number. Customer article number taken: 409
 * RATCHET__ARTICLE_LINK_CUSTOMER_SKU_NOT_UNIQUE; product already linked: 409 RATCHET__ARTICLE_LINK_PRODUCT_ID_NOT_UNIQUE.
 */
export const createArticleLink = defineOperation('createArticleLink post /ratchet/article-links', {
  body: createArticleLinkBodySchema,
  response: articleLinkSchema,
  access: screenAccess('articleLinks'),
});

/** Every link of the company goes (the screen asks for confirmation first). */
export const deleteAllArticleLinks = defineOperation('deleteAllArticleLinks delete /ratchet/article-links', {
  response: deleteArticleLinksResponseSchema,
  access: screenAccess('articleLinks'),
});

/** Preview (first 10 rows with status, nothing written) or commit a CSV import (account-area.md §4, §9). */
export const importArticleLinks = defineOperation('importArticleLinks post /ratchet/article-links/import', {
  body: importArticleLinksBodySchema,
  response: articleLinkImportResponseSchema,
  access: screenAccess('articleLinks'),
});

/** The company's links as a CSV file Excel opens correctly (UTF-8 with BOM, `;`), in the import's columns. */
export const exportArticleLinks = defineOperation('exportArticleLinks post /ratchet/article-links/export', {
  body: exportArticleLinksBodySchema,
  response: csvResponseSchema,
  access: screenAccess('articleLinks'),
});

/** An import template: the header and one example row, in the export's form. */
export const readArticleLinkTemplate = defineOperation('readArticleLinkTemplate get /ratchet/article-links/template', {
  response: csvResponseSchema,
  access: screenAccess('articleLinks'),
});

/** The company's links of the given products, keyed by productId (products without a link are absent). */
export const readArticleLinkInfo = defineOperation('readArticleLinkInfo post /ratchet/article-links/info', {
  body: articleLinkInfoBodySchema,
  response: articleLinkInfoResponseSchema,
  access: screenAccess('articleLinks'),
});

/** One link of the company (its edit page); unknown or another company's id: 404 RATCHET__ARTICLE_LINK_ID_NOT_FOUND. */
export const readArticleLink = defineOperation('readArticleLink get /ratchet/article-links/{id}', {
  pathParams: articleLinkPathSchema,
  response: articleLinkSchema,
  access: screenAccess('articleLinks'),
});

/** A new customer article number (and description) for a link; unknown or another company's id: 404. */
export const updateArticleLink = defineOperation('updateArticleLink put /ratchet/article-links/{id}', {
  pathParams: articleLinkPathSchema,
  body: updateArticleLinkBodySchema,
  response: articleLinkSchema,
  access: screenAccess('articleLinks'),
});

/** One link goes; unknown or another company's id: 404 RATCHET__ARTICLE_LINK_ID_NOT_FOUND. */
export const deleteArticleLink = defineOperation('deleteArticleLink delete /ratchet/article-links/{id}', {
  pathParams: articleLinkPathSchema,
  response: deleteArticleLinksResponseSchema,
  access: screenAccess('articleLinks'),
});

export const articleLinkOperations = {
  listArticleLinks,
  createArticleLink,
  deleteAllArticleLinks,
  importArticleLinks,
  exportArticleLinks,
  readArticleLinkTemplate,
  readArticleLinkInfo,
  readArticleLink,
  updateArticleLink,
  deleteArticleLink,
} as const;
