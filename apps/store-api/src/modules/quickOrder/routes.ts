import type { Hono } from 'hono';
import { resolveQuickOrder } from '@ratchet/store-api-contract';
import type { AppDeps, AppEnv } from '../../platform/http/env';
import { present } from '../../platform/http/required';
import { route } from '../../platform/http/route';
import * as quickOrder from './service';

/** The quick order (issue 13; account-area.md §6 ROLE_ACCESS_QUICK_ORDER_FORM): numbers resolved in one call. */
export function registerQuickOrderRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;
  route(app, resolveQuickOrder, ({ actor, body, context }) =>
    quickOrder.resolveNumbers(db, actor, context, present(body, 'body').numbers),
  );
}
