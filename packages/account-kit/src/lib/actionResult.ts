import { storeApiErrorsOf, syntheticError, unknownErrorCode } from '@ratchet/commerce-hooks';
import type { StoreApiError } from '@ratchet/store-api-contract';

/** What an account action resolves to: the answer, or the store-API errors (actions never reject). */
export type ActionResult<Data> = { ok: true; data: Data } | { ok: false; errors: StoreApiError[] };

/** Runs a store-API call and turns a failure into its errors (a network failure becomes UNKNOWN_ERROR). */
export async function actionResult<Data>(call: () => Promise<Data>): Promise<ActionResult<Data>> {
  try {
    return { ok: true, data: await call() };
  } catch (error) {
    const errors = storeApiErrorsOf(error);
    return { ok: false, errors: errors.length ? errors : [syntheticError(500, unknownErrorCode, String(error))] };
  }
}

/**
 * The form field a store-API error belongs to, from its `source.pointer` (`/personal/username` → `personal.username`,
 * `/company/vatNumber` → `company.vatNumber`); undefined for a form-wide problem.
 */
export function errorField(error: StoreApiError): string | undefined {
  const pointer = error.source?.pointer;
  if (!pointer || pointer === '/') return undefined;
  return pointer.replace(/^\//, '').replace(/\//g, '.');
}
