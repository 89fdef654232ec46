import { describe, expect, it } from 'vitest';
import { cartErrorKind, errorFallbackKey, mapStoreApiError, pageErrorStatus } from './errorMessages';

const catalogue = new Set(['general.errors.CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS', 'general.errors.UNKNOWN_ERROR']);
const hasMessage = (key: string) => catalogue.has(key);

describe('mapStoreApiError (storefront.md §8 error catalogue)', () => {
  it('uses general.errors.{code} when the catalogue has it', () => {
    const messages = mapStoreApiError(
      [{ code: 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS', status: '401', detail: 'Invalid username and/or password.' }],
      hasMessage,
    );
    expect(messages).toEqual([
      {
        code: 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS',
        messageKey: 'general.errors.CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS',
        status: 401,
        detail: 'Invalid username and/or password.',
      },
    ]);
  });

  it('falls back when the catalogue has no text for the code', () => {
    const [message] = mapStoreApiError([{ code: 'CONTENT__PRODUCT_NOT_FOUND', status: '404' }], hasMessage);
    expect(message).toMatchObject({ code: 'CONTENT__PRODUCT_NOT_FOUND', messageKey: errorFallbackKey, status: 404 });
  });

  it.each([[undefined], [null], [[]], [[{ code: '' }]]])(
    'stores UNKNOWN_ERROR when no message came back (%o)',
    (errors) => {
      expect(mapStoreApiError(errors, hasMessage)).toEqual([
        { code: 'UNKNOWN_ERROR', messageKey: 'general.errors.UNKNOWN_ERROR', status: 500 },
      ]);
    },
  );

  it('defaults the status to 500 when it is missing or not a status (storefront.md §8)', () => {
    const messages = mapStoreApiError([{ code: 'A', status: 'teapot' }, { code: 'B' }], () => false);
    expect(messages.map((message) => message.status)).toEqual([500, 500]);
  });

  it('shows each code once', () => {
    const messages = mapStoreApiError([{ code: 'A' }, { code: 'A' }, { code: 'B' }], () => false);
    expect(messages.map((message) => message.code)).toEqual(['A', 'B']);
  });
});

describe('cartErrorKind (storefront.md §8 cart error keys)', () => {
  it.each([
    ['ratchet-cart-underMinimumValue', 'underMinimumValue'],
    ['ratchet-cart-underCreditLimit', 'underCreditLimit'],
    ['payment-method-blocked', 'paymentMethodBlocked'],
    ['ratchet-shipping-method-blocked-express', 'shippingMethodBlocked'],
    ['ratchet-flow-unsufficient-budget-blocked', 'other'],
  ])('%s → %s', (key, kind) => {
    expect(cartErrorKind(key)).toBe(kind);
  });
});

describe('pageErrorStatus (storefront.md §8 page errors: 404, 408 API too slow, 500, 502, 503)', () => {
  it.each([
    ['the client timed out', { status: 408, code: 'FRAMEWORK__REQUEST_TIMEOUT' }, 408],
    ["a gateway's timeout", { status: 504, code: 'UNKNOWN_ERROR' }, 408],
    ["a gateway's bad gateway", { status: 502, code: 'UNKNOWN_ERROR' }, 502],
    ['the API is unavailable', { status: 503, code: 'FRAMEWORK__MAINTENANCE' }, 503],
    ['no answer at all (network failure)', { status: 500, code: 'UNKNOWN_ERROR' }, 502],
    ['an answer without a code', { status: 500 }, 502],
    ["the API's own internal error", { status: 500, code: 'FRAMEWORK__INTERNAL_ERROR' }, 500],
    ['a missing page', { status: 404, code: 'CONTENT__PAGE_NOT_FOUND' }, 404],
    ['any other refusal', { status: 403, code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN' }, 500],
  ])('%s → %i', (_case, error, status) => {
    expect(pageErrorStatus(error)).toBe(status);
  });
});
