import type { Hono } from 'hono';
import { articleLinkCsvMaxBytes, resolveQuickOrder, uploadQuickOrderCsv } from '@ratchet/store-api-contract';
import type { AppDeps, AppEnv } from '../../platform/http/env';
import { present } from '../../platform/http/required';
import { route } from '../../platform/http/route';
import * as quickOrder from './service';

/** A 5 MB file (account-area.md §9) as base64 in JSON, with room for the rest of the body (as the article-link import). */
const csvBodyLimit = Math.ceil(articleLinkCsvMaxBytes / 3) * 4 + 512 * 1024;

/** The quick order (issue 13; account-area.md §6 ROLE_ACCESS_QUICK_ORDER_FORM): numbers resolved in one call. */
export function registerQuickOrderRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;
  route(app, resolveQuickOrder, ({ actor, body, context }) =>
    quickOrder.resolveNumbers(db, actor, context, present(body, 'body').numbers),
  );
  route(
    app,
    uploadQuickOrderCsv,
    ({ actor, body, context }) => quickOrder.resolveCsv(db, actor, context, present(body, 'body').content),
    { bodyLimit: csvBodyLimit },
  );
}
