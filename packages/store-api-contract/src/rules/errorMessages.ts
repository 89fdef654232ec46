/**
 * Error message selection (storefront.md §8, account-area.md §8): a notification titled `general.error`
 * whose text is `general.errors.{code}` when the catalogue has it, a fallback text otherwise, and
 * UNKNOWN_ERROR when no message came back. Pure: the catalogue lookup is passed in.
 */

/** The login answer's code for a user who must set a new password first (account-area.md §8; errorCodes.forcedRecovery). */
export const forcedRecoveryCode = 'RATCHET__FORCED_CUSTOMER_RECOVERY';

/** Title key of every error notification. */
export const errorTitleKey = 'general.error';
/** Key of the text used when the catalogue has no text for a code. */
export const errorFallbackKey = 'general.errors.fallback';
/** Code stored when a call failed without any message. */
export const unknownErrorCode = 'UNKNOWN_ERROR';
/** Status an error carries when none came back (storefront.md §8: statusCode defaults to 500). */
export const defaultErrorStatus = 500;

/** The part of a store-API error the mapping reads. */
export interface ErrorLike {
  code?: string | null;
  status?: string | number | null;
  detail?: string | null;
}

/** One message to show. */
export interface ErrorMessage {
  /** The error code (`UNKNOWN_ERROR` when none came back). */
  code: string;
  /** The catalogue key to translate. */
  messageKey: string;
  /** HTTP status as a number (500 when missing or not numeric). */
  status: number;
  /** The server's detail text, for logs; not shown as the user-facing text. */
  detail?: string;
}

/** `general.errors.{code}`. */
export function errorMessageKey(code: string): string {
  return `general.errors.${code}`;
}

function statusOf(status: string | number | null | undefined): number {
  const parsed = typeof status === 'number' ? status : Number.parseInt(status ?? '', 10);
  return Number.isInteger(parsed) && parsed >= 100 && parsed <= 599 ? parsed : defaultErrorStatus;
}

/**
 * Maps store-API errors to messages. `hasMessage(key)` tells whether the catalogue has a text for a key.
 * An empty or missing list answers one UNKNOWN_ERROR message. Duplicate codes are shown once.
 */
export function mapStoreApiError(
  errors: readonly ErrorLike[] | null | undefined,
  hasMessage: (key: string) => boolean,
): ErrorMessage[] {
  const withCodes = (errors ?? []).filter((error) => typeof error.code === 'string' && error.code !== '');
  const source: ErrorLike[] =
    withCodes.length > 0 ? withCodes : [{ code: unknownErrorCode, status: errors?.[0]?.status }];
  const seen = new Set<string>();
  const messages: ErrorMessage[] = [];
  for (const error of source) {
    const code = error.code as string;
    if (seen.has(code)) continue;
    seen.add(code);
    const key = errorMessageKey(code);
    messages.push({
      code,
      messageKey: hasMessage(key) ? key : errorFallbackKey,
      status: statusOf(error.status),
      ...(error.detail ? { detail: error.detail } : {}),
    });
  }
  return messages;
}

/** What a cart error key means (storefront.md §8 cart error keys). */
export type CartErrorKind =
  'underMinimumValue' | 'underCreditLimit' | 'paymentMethodBlocked' | 'shippingMethodBlocked' | 'other';

/** Classifies a cart error's message key by the rules of storefront.md §8. */
export function cartErrorKind(messageKey: string): CartErrorKind {
  if (messageKey.endsWith('underMinimumValue')) return 'underMinimumValue';
  if (messageKey.endsWith('underCreditLimit')) return 'underCreditLimit';
  if (messageKey === 'payment-method-blocked') return 'paymentMethodBlocked';
  if (messageKey.includes('shipping-method-blocked')) return 'shippingMethodBlocked';
  return 'other';
}

/** The page errors with a text of their own (storefront.md §8 page errors). */
export const pageErrorStatuses = [404, 408, 500, 502, 503] as const;
export type PageErrorStatus = (typeof pageErrorStatuses)[number];

/**
 * The page error a page shows when a store-API call its load needs failed (storefront.md §8 page errors: 404 page
 * not found, 408 API too slow, 500, 502, 503). A timeout — the client's own (408) or a gateway's (504) — is 408; a
 * gateway's 502 and an unavailable API's 503 keep their status; a failure without any answer of the API's own (a
 * network failure or an unreadable answer: 500 with no code, or UNKNOWN_ERROR) means the shop could not reach it,
 * 502; a missing page 404; anything else 500.
 */
export function pageErrorStatus(error: { status: number; code?: string | null }): PageErrorStatus {
  switch (error.status) {
    case 404:
      return 404;
    case 408:
    case 504:
      return 408;
    case 502:
    case 503:
      return error.status;
    case 500:
      return !error.code || error.code === unknownErrorCode ? 502 : 500;
    default:
      return 500;
  }
}
