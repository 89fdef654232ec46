import type { StoreApiError } from '@ratchet/store-api-contract';

/** Code of the synthetic error thrown when the store-API did not answer in time (storefront.md §8: 408). */
export const requestTimeoutCode = 'FRAMEWORK__REQUEST_TIMEOUT';
/** Code of the synthetic error for a network failure or an unreadable answer (storefront.md §8). */
export const unknownErrorCode = 'UNKNOWN_ERROR';

/** A failed store-API call: the HTTP status and the errors in the store-API error shape. */
export class StoreApiClientError extends Error {
  /** HTTP status (408 for a timeout, 500 when no answer came back). */
  readonly status: number;
  /** The errors, never empty. */
  readonly errors: StoreApiError[];

  constructor(status: number, errors: StoreApiError[], options?: { cause?: unknown }) {
    const first = errors[0];
    super(first ? `${first.code}: ${first.detail || first.title}` : `Store-API request failed with ${status}`, options);
    this.name = 'StoreApiClientError';
    this.status = status;
    this.errors = errors.length > 0 ? errors : [syntheticError(status, unknownErrorCode, 'Unknown error')];
  }

  /** The first error's code. */
  get code(): string {
    return this.errors[0]?.code ?? unknownErrorCode;
  }

  /** True when one of the errors has `code`. */
  hasCode(code: string): boolean {
    return this.errors.some((error) => error.code === code);
  }
}

/** Builds one error in the store-API error shape. */
export function syntheticError(status: number, code: string, detail: string): StoreApiError {
  return { status: String(status), code, title: code === requestTimeoutCode ? 'Request Timeout' : 'Error', detail };
}

/** True for a {@link StoreApiClientError}. */
export function isStoreApiClientError(error: unknown): error is StoreApiClientError {
  return error instanceof StoreApiClientError;
}

/** The store-API errors carried by anything thrown (an empty list for other errors). */
export function storeApiErrorsOf(error: unknown): StoreApiError[] {
  return isStoreApiClientError(error) ? error.errors : [];
}
