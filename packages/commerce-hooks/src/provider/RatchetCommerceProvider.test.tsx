import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fallbackEntries, swrKeys } from '../keys';
import { cartWith } from '../test/fixtures';
import { renderCommerceHook } from '../test/render';
import { apiUrl, server } from '../test/server';
import { useCart } from '../useCart';
import { useCommerce } from './RatchetCommerceProvider';

describe('RatchetCommerceProvider (architecture.md: loader data handed to SWR as fallback)', () => {
  it('serves loader data as fallback on the first render', async () => {
    let cartReads = 0;
    server.use(
      http.get(apiUrl('/checkout/cart'), () => {
        cartReads += 1;
        return HttpResponse.json(cartWith([{ id: 'a', sku: 'A', quantity: 1 }]));
      }),
      http.post(apiUrl('/ratchet/price-information'), () => HttpResponse.json({ articles: [] })),
    );
    const loaderCart = cartWith([
      { id: 'a', sku: 'A', quantity: 1 },
      { id: 'b', sku: 'B', quantity: 2 },
    ]);
    const { result } = renderCommerceHook(() => useCart(), {
      fallback: fallbackEntries([[swrKeys.cart(), loaderCart]]),
    });
    // The first render already has the loader's cart, before any request answered.
    expect(result.current.count).toBe(2);
    await waitFor(() => expect(cartReads).toBe(1));
    await waitFor(() => expect(result.current.count).toBe(1));
  });

  it('shares client, locale and domain', () => {
    const { result, client } = renderCommerceHook(() => useCommerce(), { locale: 'nl-NL' });
    expect(result.current.client).toBe(client);
    expect(result.current.locale).toBe('nl-NL');
  });

  it('fails with a clear error outside the provider', () => {
    expect(() => renderHook(() => useCommerce())).toThrow(/inside <RatchetCommerceProvider>/);
  });
});
