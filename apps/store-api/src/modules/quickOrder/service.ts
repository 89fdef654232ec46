import {
  errorCodes,
  quickOrderMaxRows,
  quickOrderRowsFromRecords,
  type QuickOrderCsvResponse,
  type QuickOrderResolveResponse,
} from '@ratchet/store-api-contract';
import type { Database } from '../../platform/db/db';
import { readCsv } from '../../platform/files/csv';
import { StoreApiHttpError } from '../../platform/http/errors';
import type { ContextCustomer, RequestContext } from '../../platform/http/env';
import { presentResolution } from './present';
import { findQuickOrderMatches } from './repo';

/**
 * The quick order's numbers resolved at once (issue 13 quick order): product numbers or the caller's company's own
 * article numbers, answered in the order asked (a number asked twice answers twice). Read only.
 */
export async function resolveNumbers(
  db: Database,
  actor: ContextCustomer,
  context: RequestContext,
  numbers: readonly string[],
): Promise<QuickOrderResolveResponse> {
  const rows = await findQuickOrderMatches(db, numbers, actor.companyId, context.languageId);
  return { results: rows.map(presentResolution), apiAlias: 'ratchet_quick_order_resolution' };
}

/**
 * A CSV file's rows (number, quantity) read with the article-link import's reader (platform/files/csv.ts: encoding,
 * separator, quotes, 5 MB, the §8 CSV codes) and resolved in the same statement; the first 500 rows are kept and the
 * rest counted as omitted. Read only.
 */
export async function resolveCsv(
  db: Database,
  actor: ContextCustomer,
  context: RequestContext,
  content: string,
): Promise<QuickOrderCsvResponse> {
  const { records } = readCsv(Buffer.from(content, 'base64'));
  const all = quickOrderRowsFromRecords(records);
  // A header alone is as empty as no line at all (account-area.md §8 "empty file").
  if (all.length === 0) {
    throw new StoreApiHttpError(400, errorCodes.csvEmptyFile, 'The file holds no rows with a number.');
  }
  const rows = all.slice(0, quickOrderMaxRows);
  const numbers = rows.map((row) => row.number);
  const answer = await findQuickOrderMatches(db, numbers, actor.companyId, context.languageId);
  return {
    rows: rows.map((row, index) => ({ ...row, resolution: presentResolution(answer[index]!) })),
    omittedRows: all.length - rows.length,
    apiAlias: 'ratchet_quick_order_csv',
  };
}
