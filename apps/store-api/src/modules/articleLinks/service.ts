import {
  articleLinkCsvColumns,
  articleLinkImportErrorsListed,
  articleLinkPreviewRows,
  customerSkuKey,
  errorCodes,
  type ArticleLink,
  type ArticleLinkImportResponse,
  type ArticleLinkInfoResponse,
  type ArticleLinkListResponse,
  type articleLinkListQuerySchema,
  type createArticleLinkBodySchema,
  type importArticleLinksBodySchema,
  type updateArticleLinkBodySchema,
} from '@ratchet/store-api-contract';
import type { z } from 'zod';
import type { Database } from '../../platform/db/db';
import { csvResponse, csvRowsByHeader, readCsv, writeCsv } from '../../platform/files/csv';
import type { ContextCustomer } from '../../platform/http/env';
import { StoreApiHttpError } from '../../platform/http/errors';
import { findLocaleCode } from '../invoices';
import { pagerOf } from '../orderHistory';
import {
  exportColumnTitles,
  narrowestTermPart,
  planImport,
  termPairs,
  termTrigramRuns,
  termWords,
  type ImportInputRow,
} from './domain';
import { presentArticleLink } from './present';
import {
  deleteAllArticleLinkRows,
  deleteArticleLinkRow,
  findAllArticleLinks,
  findArticleLink,
  findArticleLinks,
  findArticleLinksOfProducts,
  findLinkBySku,
  findLinkKeys,
  findLinkOfProduct,
  findProductById,
  findProductIdsByNumbers,
  findTermWords,
  insertArticleLink,
  updateArticleLinkRow,
  upsertArticleLinks,
  type ArticleLinkRow,
  type DescriptionMatch,
} from './repo';

type ListQuery = z.output<typeof articleLinkListQuerySchema>;
type CreateBody = z.output<typeof createArticleLinkBodySchema>;
type UpdateBody = z.output<typeof updateArticleLinkBodySchema>;
type ImportBody = z.output<typeof importArticleLinksBodySchema>;

const notFound = (id: string) =>
  new StoreApiHttpError(404, errorCodes.articleLinkNotFound, `Article link ${id} not found.`, {
    parameters: { id },
  });

const skuNotUnique = (customerSku: string) =>
  new StoreApiHttpError(
    409,
    errorCodes.articleLinkCustomerSkuNotUnique,
    `The customer article number ${customerSku} is already used.`,
    { parameters: { customerSku } },
  );

const productNotUnique = (productId: string) =>
  new StoreApiHttpError(409, errorCodes.articleLinkProductIdNotUnique, 'The product already has an article link.', {
    parameters: { productId },
  });

/** Which uniqueness a concurrent write broke (unique violation by index name), else null. */
function duplicateOf(error: unknown): 'sku' | 'product' | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code !== '23505') return null;
  const name = `${typeof constraint === 'string' ? constraint : ''} ${typeof message === 'string' ? message : ''}`;
  if (name.includes('article_link_sku_idx')) return 'sku';
  if (name.includes('article_link_pkey')) return 'product';
  return null;
}

async function linkById(db: Database, actor: ContextCustomer, languageId: string, id: string): Promise<ArticleLinkRow> {
  const row = await findArticleLink(db, actor.companyId, languageId, id);
  if (!row) throw notFound(id);
  return row;
}

/** Fitting dictionary words past which a first or last part of a term narrows nothing (domain.ts narrowestTermPart). */
const termWordCap = 1000;

/** Word pairs past which a term of two words is read through its words instead (one index lookup a pair). */
const termPairCap = 100;

/**
 * How the descriptions containing a search term are read: for a term of two words, through the pairs of adjacent
 * words one of which such a description has (exact: the pair index, migration 0026); for a term of more words, or of
 * two whose pairs are too many, through the words of its narrowest part (the description-word lookup, migration 0022);
 * else through the trigram index — with runs of the term as keys of their own for an article number (domain.ts
 * termTrigramRuns), null otherwise.
 */
async function descriptionMatchOf(
  db: Database,
  companyId: string,
  search: string | undefined,
): Promise<DescriptionMatch> {
  const term = search?.toLowerCase();
  if (!term) return null;
  const words = termWords(term);
  if (words) {
    const fitting = await findTermWords(db, companyId, words, termWordCap);
    const pairs = termPairs(fitting, words.inner.length, termWordCap, termPairCap);
    if (pairs) return { pairs };
    const narrowest = narrowestTermPart(fitting, words.inner.length, termWordCap);
    if (narrowest) return { words: narrowest };
  }
  const runs = termTrigramRuns(term);
  return runs ? { runs } : null;
}

/** The company's links, searched and paged (account-area.md §2 article links list). */
export async function listArticleLinks(
  db: Database,
  actor: ContextCustomer,
  languageId: string,
  query: ListQuery,
): Promise<ArticleLinkListResponse> {
  const { rows, total } = await findArticleLinks(db, actor.companyId, languageId, {
    search: query.search || undefined,
    description: await descriptionMatchOf(db, actor.companyId, query.search || undefined),
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    articleLinks: rows.map(presentArticleLink),
    pager: pagerOf(query.page, query.limit, total),
    apiAlias: 'ratchet_article_link_list',
  };
}

/** Links a product (by id or shop article number) to a customer article number (account-area.md §5). */
export async function createArticleLink(
  db: Database,
  actor: ContextCustomer,
  languageId: string,
  body: CreateBody,
): Promise<ArticleLink> {
  try {
    const id = await db.transaction(async (tx) => {
      let productId: string;
      if (body.productNumber !== undefined) {
        const found = (await findProductIdsByNumbers(tx, [body.productNumber])).get(body.productNumber);
        if (!found) {
          throw new StoreApiHttpError(
            400,
            errorCodes.articleLinkWrongArticleNumber,
            `No product has the article number ${body.productNumber}.`,
            { parameters: { productNumber: body.productNumber } },
          );
        }
        productId = found;
      } else {
        const product = await findProductById(tx, body.productId ?? '');
        if (!product) {
          throw new StoreApiHttpError(404, errorCodes.articleLinkProductIdNotFound, 'The product was not found.', {
            parameters: { productId: body.productId },
          });
        }
        productId = product.id;
      }
      if (await findLinkOfProduct(tx, actor.companyId, productId)) throw productNotUnique(productId);
      if (await findLinkBySku(tx, actor.companyId, body.customerSku)) throw skuNotUnique(body.customerSku);
      return insertArticleLink(tx, actor.companyId, {
        productId,
        customerSku: body.customerSku,
        description: body.description,
      });
    });
    return presentArticleLink(await linkById(db, actor, languageId, id));
  } catch (error) {
    const duplicate = duplicateOf(error);
    if (duplicate === 'sku') throw skuNotUnique(body.customerSku);
    if (duplicate === 'product') throw productNotUnique(body.productId ?? body.productNumber ?? '');
    throw error;
  }
}

/** One link of the company. */
export async function readArticleLink(
  db: Database,
  actor: ContextCustomer,
  languageId: string,
  id: string,
): Promise<ArticleLink> {
  return presentArticleLink(await linkById(db, actor, languageId, id));
}

/** A new customer article number (and description) for a link of the company. */
export async function updateArticleLink(
  db: Database,
  actor: ContextCustomer,
  languageId: string,
  id: string,
  body: UpdateBody,
): Promise<ArticleLink> {
  try {
    await db.transaction(async (tx) => {
      const link = await linkById(tx, actor, languageId, id);
      const holder = await findLinkBySku(tx, actor.companyId, body.customerSku);
      if (holder && holder.id !== link.id) throw skuNotUnique(body.customerSku);
      if (!(await updateArticleLinkRow(tx, actor.companyId, id, body))) throw notFound(id);
    });
  } catch (error) {
    if (duplicateOf(error) === 'sku') throw skuNotUnique(body.customerSku);
    throw error;
  }
  return presentArticleLink(await linkById(db, actor, languageId, id));
}

/** One link goes. */
export async function deleteArticleLink(db: Database, actor: ContextCustomer, id: string) {
  const deleted = await deleteArticleLinkRow(db, actor.companyId, id);
  if (deleted === 0) throw notFound(id);
  return { deleted, apiAlias: 'ratchet_article_link_delete' as const };
}

/** Every link of the company goes. */
export async function deleteAllArticleLinks(db: Database, actor: ContextCustomer) {
  const deleted = await deleteAllArticleLinkRows(db, actor.companyId);
  return { deleted, apiAlias: 'ratchet_article_link_delete' as const };
}

/** The company's links of these products, keyed by product id. */
export async function articleLinkInfo(
  db: Database,
  actor: ContextCustomer,
  languageId: string,
  productIds: readonly string[],
): Promise<ArticleLinkInfoResponse> {
  const rows = await findArticleLinksOfProducts(db, actor.companyId, languageId, productIds);
  return Object.fromEntries(rows.map((row) => [row.product_id, presentArticleLink(row)]));
}

/** The file's rows by the import's columns (the §8 CSV codes for a file that cannot be used). */
function readImportRows(content: string): { rows: ImportInputRow[]; encoding: string; delimiter: string } {
  const bytes = Buffer.from(content, 'base64');
  const document = readCsv(bytes);
  const rows = csvRowsByHeader(document, articleLinkCsvColumns).map(({ line, values }) => ({ line, ...values }));
  return { rows, encoding: document.encoding, delimiter: document.delimiter };
}

/**
 * A CSV import (account-area.md §4 "shows a preview of the first 10 entries before importing", §5, §8, §9). Preview
 * writes nothing and answers the first 10 rows with their status plus every failed row; commit writes the valid rows
 * in one transaction and answers the same counts — or 400 RATCHET__CSV_ALL_ROWS_FAILED when not one row is valid.
 * A failure that is not the file's answers 500 RATCHET__CSV_PROCESSING_ERROR.
 */
export async function importArticleLinks(
  db: Database,
  actor: ContextCustomer,
  body: ImportBody,
): Promise<ArticleLinkImportResponse> {
  const { rows, encoding, delimiter } = readImportRows(body.content);
  try {
    const numbers = [...new Set(rows.map((row) => row.productNumber).filter((number) => number !== ''))];
    const [productIdByNumber, existing] = await Promise.all([
      findProductIdsByNumbers(db, numbers),
      findLinkKeys(db, actor.companyId),
    ]);
    const existingSkuByProduct = new Map<string, string>();
    const existingProductBySkuKey = new Map<string, string>();
    for (const link of existing) {
      existingSkuByProduct.set(link.product_id, link.customer_sku);
      existingProductBySkuKey.set(customerSkuKey(link.customer_sku), link.product_id);
    }
    const planned = planImport(rows, { productIdByNumber, existingSkuByProduct, existingProductBySkuKey });
    const valid = planned.filter((row) => row.status !== 'failed');
    const failed = planned.filter((row) => row.status === 'failed');
    const errors = failed.slice(0, articleLinkImportErrorsListed).map((row) => ({ line: row.line, ...row.error! }));
    if (body.mode === 'commit') {
      if (valid.length === 0) {
        throw new StoreApiHttpError(400, errorCodes.csvAllRowsFailed, 'None of the rows could be imported.', {
          parameters: { failedRows: failed.length, errors: errors.slice(0, 100) },
        });
      }
      await db.transaction((tx) =>
        upsertArticleLinks(
          tx,
          actor.companyId,
          valid.map((row) => ({ productId: row.productId!, customerSku: row.sku, description: row.description })),
        ),
      );
    }
    return {
      mode: body.mode,
      totalRows: planned.length,
      validRows: valid.length,
      created: valid.filter((row) => row.status === 'create').length,
      updated: valid.filter((row) => row.status === 'update').length,
      failedRows: failed.length,
      preview: planned.slice(0, articleLinkPreviewRows).map((row) => ({
        line: row.line,
        productNumber: row.productNumber,
        customerSku: row.customerSku,
        description: row.description,
        status: row.status,
        code: row.error?.code ?? null,
      })),
      errors,
      encoding,
      delimiter,
      apiAlias: 'ratchet_article_link_import',
    };
  } catch (error) {
    if (error instanceof StoreApiHttpError) throw error;
    console.error('[store-api] article-link import failed', error);
    throw new StoreApiHttpError(500, errorCodes.csvProcessingError, 'The file could not be processed.');
  }
}

/** The company's links as CSV for Excel (UTF-8 with BOM, `;`), titled in the reader's language. */
export async function exportArticleLinks(
  db: Database,
  actor: ContextCustomer,
  languageId: string,
  search: string | undefined,
): Promise<Response> {
  const [rows, locale] = await Promise.all([
    descriptionMatchOf(db, actor.companyId, search || undefined).then((match) =>
      findAllArticleLinks(db, actor.companyId, languageId, search || undefined, match),
    ),
    findLocaleCode(db, languageId),
  ]);
  const lines: string[][] = [[...exportColumnTitles(locale)]];
  for (const row of rows) {
    lines.push([row.product_number ?? '', row.customer_sku, row.description, row.product_name ?? '']);
  }
  return csvResponse(writeCsv(lines), 'article-links.csv');
}

/** The import template: the column titles in the reader's language, in the export's form. */
export async function articleLinkTemplate(db: Database, languageId: string): Promise<Response> {
  const titles = exportColumnTitles(await findLocaleCode(db, languageId));
  return csvResponse(writeCsv([titles.slice(0, 3)]), 'article-links-template.csv');
}
