import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoreApiClientError } from '../client';
import { renderCommerceHook } from '../test/render';
import { errorMessagesOf, useNotifications } from './useNotifications';

const catalogue = new Set(['general.errors.CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS', 'general.errors.UNKNOWN_ERROR']);
const hasMessage = (key: string) => catalogue.has(key);

const badCredentials = new StoreApiClientError(401, [
  { status: '401', code: 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS', title: 'Unauthorized', detail: 'Invalid' },
  { status: '400', code: 'CONTENT__PRODUCT_NOT_FOUND', title: 'Not found', detail: 'Gone' },
]);

describe('useNotifications (storefront.md §4 notifications, §8 error catalogue)', () => {
  it('pushes success and warn notifications and closes them one by one', () => {
    const { result } = renderCommerceHook(() => useNotifications(), { hasMessage });
    let successId = '';
    act(() => {
      successId = result.current.success('general.addToCartSuccess', { count: 2 });
      result.current.warn('general.offline');
    });
    expect(result.current.notifications.map((notification) => [notification.type, notification.messageKey])).toEqual([
      ['success', 'general.addToCartSuccess'],
      ['warn', 'general.offline'],
    ]);
    expect(result.current.notifications[0]?.values).toEqual({ count: 2 });
    act(() => result.current.dismiss(successId));
    expect(result.current.notifications.map((notification) => notification.type)).toEqual(['warn']);
    act(() => result.current.clear());
    expect(result.current.notifications).toEqual([]);
  });

  it('shows each error of a failed call titled general.error, with the catalogue text or the fallback', () => {
    const { result } = renderCommerceHook(() => useNotifications(), { hasMessage });
    act(() => {
      result.current.error(badCredentials);
    });
    expect(
      result.current.notifications.map(({ type, titleKey, messageKey }) => ({ type, titleKey, messageKey })),
    ).toEqual([
      {
        type: 'error',
        titleKey: 'general.error',
        messageKey: 'general.errors.CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS',
      },
      { type: 'error', titleKey: 'general.error', messageKey: 'general.errors.fallback' },
    ]);
  });

  it('shows UNKNOWN_ERROR when no message came back', () => {
    const { result } = renderCommerceHook(() => useNotifications(), { hasMessage });
    act(() => {
      result.current.error(new TypeError('fetch failed'));
    });
    expect(result.current.notifications).toMatchObject([
      { type: 'error', messageKey: 'general.errors.UNKNOWN_ERROR', values: { code: 'UNKNOWN_ERROR' } },
    ]);
  });

  it('rejects a notification type other than error, warn or success (storefront.md §5)', () => {
    const { result } = renderCommerceHook(() => useNotifications());
    expect(() => result.current.push({ type: 'info' as 'warn', messageKey: 'x' })).toThrow(/error, warn or success/);
  });

  it('maps thrown errors to messages without React (errorMessagesOf)', () => {
    expect(errorMessagesOf(badCredentials, hasMessage).map((message) => message.messageKey)).toEqual([
      'general.errors.CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS',
      'general.errors.fallback',
    ]);
  });
});
