import type { ErrorCode, StoreApiError, StoreApiErrorResponse } from '@ratchet/store-api-contract';

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** HTTP status title as Shopware writes it into `errors[].title`. */
export function statusTitle(status: number): string {
  return titles[status] ?? 'Error';
}

/**
 * An error the store-API answers in the Shopware error shape. Throw it from a handler or
 * a domain adapter; the app turns it into `{ errors: [{ status, code, title, detail, meta }] }`.
 */
export class StoreApiHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | (string & {}),
    readonly detail: string,
    readonly meta?: StoreApiError['meta'],
    /** Further errors answered together with this one (e.g. one per invalid field). */
    readonly more: StoreApiError[] = [],
    /** Extra response headers, e.g. Retry-After on 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'StoreApiHttpError';
  }

  /** The response body. */
  toBody(): StoreApiErrorResponse {
    const first: StoreApiError = {
      status: String(this.status),
      code: this.code,
      title: statusTitle(this.status),
      detail: this.detail,
      ...(this.meta ? { meta: this.meta } : {}),
    };
    return { errors: this.more.length > 0 ? this.more : [first] };
  }
}

/** Builds one error entry (for errors answered in a list). */
export function storeApiError(
  status: number,
  code: string,
  detail: string,
  extra: Pick<StoreApiError, 'meta' | 'source'> = {},
): StoreApiError {
  return { status: String(status), code, title: statusTitle(status), detail, ...extra };
}
