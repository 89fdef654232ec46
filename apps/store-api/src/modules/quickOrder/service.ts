import type { QuickOrderResolveResponse } from '@ratchet/store-api-contract';
import type { Database } from '../../platform/db/db';
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
