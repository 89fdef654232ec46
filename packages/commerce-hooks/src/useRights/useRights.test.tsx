import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { leadBuyer, sessionHandlers } from '../test/fixtures';
import { renderCommerceHook, testClient } from '../test/render';
import { server } from '../test/server';
import { useRights } from './useRights';

describe('useRights (storefront.md §6 roles and permissions, §2 account dropdown)', () => {
  it('can() answers the enabled flag of each role code of the logged-in customer', async () => {
    server.use(...sessionHandlers({ token: 'logged-in' }));
    const { result } = renderCommerceHook(() => useRights(), { client: testClient('logged-in') });
    await waitFor(() => expect(result.current.rights).toHaveLength(3));
    expect(result.current.can('ROLE_MANAGE_ORDER_LISTS')).toBe(true);
    expect(result.current.can('ROLE_MANAGE_OFFER_HISTORY')).toBe(false);
    expect(result.current.can('ROLE_PLACE_ORDERS')).toBe(false);
    expect(result.current.canAll(['ROLE_MANAGE_ORDER_LISTS', 'ROLE_MANAGE_ORDER_HISTORY'])).toBe(true);
    expect(result.current.canAll(['ROLE_MANAGE_ORDER_LISTS', 'ROLE_MANAGE_OFFER_HISTORY'])).toBe(false);
  });

  it('grants nothing to an anonymous visitor', async () => {
    server.use(...sessionHandlers({ token: 'logged-in' }));
    const { result } = renderCommerceHook(() => useRights());
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.rights).toEqual([]);
    expect(result.current.can('ROLE_MANAGE_ORDER_LISTS')).toBe(false);
  });

  it('grants nothing to an inactive customer even with enabled rights (storefront.md §4)', async () => {
    server.use(...sessionHandlers({ token: 'logged-in', customer: { ...leadBuyer, active: false } }));
    const { result } = renderCommerceHook(() => useRights(), { client: testClient('logged-in') });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.can('ROLE_MANAGE_ORDER_LISTS')).toBe(false);
  });
});
