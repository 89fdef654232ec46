import type { Approval } from '@ratchet/store-api-contract';
import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../operations';
import { cartWith, storeApiError } from '../test/fixtures';
import { renderCommerceHook } from '../test/render';
import { apiUrl, server } from '../test/server';
import { emptyCheckoutInput, useCheckout } from '../useCheckout';
import { useOrderReferenceSearch } from './useOrderReferenceSearch';

const pending: Approval = {
  id: 'req-1',
  orderNumber: '10077',
  requester: { id: 'c1', firstName: 'Bea', lastName: 'Buyer', username: 'buyer' },
  flow: { id: 'f1', name: 'Einkauf Werkstatt' },
  orderReference: null,
  openBudget: 3200,
  remainingBudget: 2950,
  amount: 250,
  orderDate: '2026-11-26T10:00:00.000Z',
  status: 'pending',
  reasons: ['approveFrom'],
  decidedAt: null,
  decidedBy: null,
  comment: null,
  blockedReason: null,
  apiAlias: 'ratchet_order_approval',
};

function serve(options: { action: 'place' | 'request' }) {
  let cart: Cart = cartWith([{ id: 'p-nut', sku: 'M8-NUT', quantity: 3 }]);
  cart = { ...cart, extensions: { ...cart.extensions, orderApproval: { action: options.action, reasons: [] } } };
  const calls = { requests: [] as unknown[], orders: 0, searches: [] as string[], assigned: [] as string[] };
  server.use(
    http.get(apiUrl('/checkout/cart'), () => HttpResponse.json(cart)),
    http.post(apiUrl('/ratchet/price-information'), () => HttpResponse.json({ articles: [] })),
    http.post(apiUrl('/shipping-method'), () =>
      HttpResponse.json({ total: 0, elements: [], apiAlias: 'shipping_method_route_response' }),
    ),
    http.post(apiUrl('/payment-method'), () =>
      HttpResponse.json({ total: 0, elements: [], apiAlias: 'payment_method_route_response' }),
    ),
    http.post(apiUrl('/checkout/order'), () => {
      calls.orders += 1;
      return storeApiError(403, 'RATCHET__ORDER_APPROVAL_REQUIRED');
    }),
    http.post(apiUrl('/ratchet/checkout/order-request'), async ({ request }) => {
      calls.requests.push(await request.json());
      cart = { ...cart, lineItems: [] };
      return HttpResponse.json(pending);
    }),
    http.get(apiUrl('/ratchet/order-reference/search/:term'), ({ params }) => {
      calls.searches.push(String(params.term));
      return HttpResponse.json({
        references: [
          {
            id: 'ref-1',
            name: 'WERKSTATT-2026',
            budget: 2000,
            budgetRemaining: 1999.99,
            apiAlias: 'ratchet_order_reference_option',
          },
        ],
      });
    }),
    http.put(apiUrl('/ratchet/order-reference/cart/:id'), ({ params }) => {
      calls.assigned.push(String(params.id));
      cart = {
        ...cart,
        extensions: {
          ...cart.extensions,
          'order-reference-id': { orderReferenceId: String(params.id), name: 'WERKSTATT-2026' },
          orderReferenceBudget: { budget: 2000, budgetRemaining: 1999.99 },
        },
      };
      return HttpResponse.json(cart);
    }),
  );
  return calls;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useCheckout requestOrder (account-area.md §4 "Request the order", issue 12)', () => {
  it("names the cart's action and requests the order with the checkout state, then reloads the emptied cart", async () => {
    const calls = serve({ action: 'request' });
    const { result } = renderCommerceHook(() => useCheckout());
    await waitFor(() => expect(result.current.orderAction).toBe('request'));
    let answer: Approval | undefined;
    await act(async () => {
      answer = await result.current.requestOrder({
        ...emptyCheckoutInput(),
        termsAccepted: true,
        orderReference: 'Halle 3',
        customerComment: 'Bitte bis Freitag',
      });
    });
    expect(answer?.status).toBe('pending');
    expect(calls.orders).toBe(0);
    expect(calls.requests).toEqual([
      expect.objectContaining({ orderReference: 'Halle 3', customerComment: 'Bitte bis Freitag' }),
    ]);
    expect(result.current.isPlacing).toBe(false);
  });

  it('places the order when the cart says so (the default without an orderApproval)', async () => {
    serve({ action: 'place' });
    const { result } = renderCommerceHook(() => useCheckout());
    await waitFor(() => expect(result.current.shippingMethods).toEqual([]));
    expect(result.current.orderAction).toBe('place');
  });
});

describe('useOrderReferenceSearch (account-area.md §7 Order references, issue 12)', () => {
  it('searches after the typing pause, once per term, and assigns the chosen reference to the cart', async () => {
    vi.useFakeTimers();
    const calls = serve({ action: 'place' });
    const { result } = renderCommerceHook(() => useOrderReferenceSearch());
    act(() => result.current.setQuery('WERK'));
    expect(result.current.isSearching).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(calls.searches).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    vi.useRealTimers();
    await waitFor(() => expect(result.current.results.map((reference) => reference.name)).toEqual(['WERKSTATT-2026']));
    expect(calls.searches).toEqual(['WERK']);
    await act(async () => {
      await result.current.assign('ref-1');
    });
    expect(calls.assigned).toEqual(['ref-1']);
    await waitFor(() => expect(result.current.assigned).toEqual({ id: 'ref-1', name: 'WERKSTATT-2026' }));
  });
});
