/**
 * Article links (account-area.md §3 "Article link: productId, customerSku (customer's own article number),
 * description, shop article number", §7 "Article links"): the company's own article numbers for the shop's products.
 * One link per product and a customer article number used once per company (§5); errors of §8 "Article links" and
 * "CSV import".
 */
import { z } from 'zod';
import { pagerSchema } from '../company/schemas';
import { articleLinkCsvMaxBytes, articleLinkDescriptionMaxLength, customerSkuMaxLength } from '../rules/articleLinks';

const idSchema = z.string().trim().min(1).max(64);

/** One link as the account screens show it. */
export const articleLinkSchema = z.object({
  id: z.string(),
  productId: z.string(),
  /** The shop's article number of the product. */
  productNumber: z.string(),
  /** The product's name in the context language. */
  productName: z.string(),
  customerSku: z.string(),
  description: z.string(),
  apiAlias: z.literal('ratchet_article_link'),
});
export type ArticleLink = z.infer<typeof articleLinkSchema>;

/** GET /ratchet/article-links: search (customer or shop article number by prefix, name or description by contains). */
export const articleLinkListQuerySchema = z.object({
  search: z
    .string()
    .max(100)
    .transform((value) => value.trim())
    .optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ArticleLinkListQuery = z.input<typeof articleLinkListQuerySchema>;

export const articleLinkListResponseSchema = z.object({
  articleLinks: z.array(articleLinkSchema),
  pager: pagerSchema,
  apiAlias: z.literal('ratchet_article_link_list'),
});
export type ArticleLinkListResponse = z.infer<typeof articleLinkListResponseSchema>;

const customerSkuSchema = z.string().trim().min(1).max(customerSkuMaxLength);
const descriptionSchema = z.string().trim().max(articleLinkDescriptionMaxLength);

/**
 * POST /ratchet/article-links: link a product, chosen by id (the typeahead) or by its shop article number as typed
 * (unknown number: 400 RATCHET__ARTICLE_LINK_WRONG_ARTICLE_NUMBER; unknown id: 404
 * RATCHET__ARTICLE_LINK_PRODUCT_ID_NOT_FOUND). Exactly one of the two.
 */
export const createArticleLinkBodySchema = z
  .object({
    productId: idSchema.optional(),
    productNumber: z.string().trim().min(1).max(64).optional(),
    customerSku: customerSkuSchema,
    description: descriptionSchema.default(''),
  })
  .refine((body) => (body.productId === undefined) !== (body.productNumber === undefined), {
    message: 'Give either productId or productNumber.',
    path: ['productId'],
  });
export type CreateArticleLinkBody = z.input<typeof createArticleLinkBodySchema>;

/** PUT /ratchet/article-links/{id}: a new customer article number (and description) for the link's product. */
export const updateArticleLinkBodySchema = z.object({
  customerSku: customerSkuSchema,
  description: descriptionSchema.optional(),
});
export type UpdateArticleLinkBody = z.input<typeof updateArticleLinkBodySchema>;

export const articleLinkPathSchema = z.object({ id: idSchema });

/** DELETE answers: how many links went. */
export const deleteArticleLinksResponseSchema = z.object({
  deleted: z.number().int(),
  apiAlias: z.literal('ratchet_article_link_delete'),
});
export type DeleteArticleLinksResponse = z.infer<typeof deleteArticleLinksResponseSchema>;

/** The import's two steps: a preview that writes nothing, then the commit (account-area.md §4). */
export const articleLinkImportModes = ['preview', 'commit'] as const;
export type ArticleLinkImportMode = (typeof articleLinkImportModes)[number];

/** What a row would do or did: a new link, a changed link of an already linked product, or nothing (failed). */
export const articleLinkImportRowStatuses = ['create', 'update', 'failed'] as const;
export type ArticleLinkImportRowStatus = (typeof articleLinkImportRowStatuses)[number];

/**
 * POST /ratchet/article-links/import: the file's bytes as base64 (at most 5 MB before encoding, account-area.md §9;
 * the HTTP layer refuses bodies over 7 MB). `mode` preview answers the first 10 rows with their status and every
 * failed row, writing nothing; commit imports the valid rows in bulk (none valid: 400 RATCHET__CSV_ALL_ROWS_FAILED).
 */
export const importArticleLinksBodySchema = z.object({
  mode: z.enum(articleLinkImportModes),
  /** The file's name as chosen (shown back, never used as a path). */
  fileName: z.string().trim().max(255).optional(),
  /** The file's bytes, base64. */
  content: z
    .string()
    .max(Math.ceil(articleLinkCsvMaxBytes / 3) * 4 + 1024)
    .regex(/^[A-Za-z0-9+/\r\n]*={0,2}\s*$/, 'Expected base64'),
});
export type ImportArticleLinksBody = z.input<typeof importArticleLinksBodySchema>;

/** One row of the file as read, with what it would do (preview) or did (commit). */
export const articleLinkImportRowSchema = z.object({
  /** The line of the file the row starts on (as an editor counts, header = 1). */
  line: z.number().int(),
  productNumber: z.string(),
  customerSku: z.string(),
  description: z.string(),
  status: z.enum(articleLinkImportRowStatuses),
  /** Why a row failed: an article-link or CSV code of account-area.md §8. */
  code: z.string().nullable(),
});
export type ArticleLinkImportRow = z.infer<typeof articleLinkImportRowSchema>;

/** A failed row: its line, the value that failed and the code (account-area.md §8). */
export const articleLinkImportErrorSchema = z.object({
  line: z.number().int(),
  /** The column whose value failed. */
  field: z.enum(['productNumber', 'customerSku', 'description']),
  value: z.string(),
  code: z.string(),
});
export type ArticleLinkImportError = z.infer<typeof articleLinkImportErrorSchema>;

export const articleLinkImportResponseSchema = z.object({
  mode: z.enum(articleLinkImportModes),
  /** Data rows in the file (header and blank lines not counted). */
  totalRows: z.number().int(),
  /** Rows that import (preview) or imported (commit): created + updated. */
  validRows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  failedRows: z.number().int(),
  /** The first 10 rows of the file with their status (account-area.md §9). */
  preview: z.array(articleLinkImportRowSchema),
  /** The failed rows by line (the first 1,000; `failedRows` counts them all). */
  errors: z.array(articleLinkImportErrorSchema),
  /** How the file was read. */
  encoding: z.string(),
  delimiter: z.string(),
  apiAlias: z.literal('ratchet_article_link_import'),
});
export type ArticleLinkImportResponse = z.infer<typeof articleLinkImportResponseSchema>;

/**
 * A CSV answer (export, template): `text/csv; charset=utf-8` with a BOM and `;`, `Content-Disposition: attachment`.
 * Not JSON; the client reads it as a Blob. Errors are the usual JSON error shape.
 */
export const csvResponseSchema = z.custom<Blob>(() => true);

/** POST /ratchet/article-links/export: every link of the company (optionally only those matching `search`). */
export const exportArticleLinksBodySchema = z.object({ search: z.string().trim().max(100).optional() }).default({});

/** POST /ratchet/article-links/info: the company's links of these products (cart, lists, product pages). */
export const articleLinkInfoBodySchema = z.object({
  productIds: z.array(idSchema).max(500),
});

/** The links keyed by productId; a product without a link is absent. */
export const articleLinkInfoResponseSchema = z.record(z.string(), articleLinkSchema);
export type ArticleLinkInfoResponse = z.infer<typeof articleLinkInfoResponseSchema>;
