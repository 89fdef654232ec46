import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Order, ShippingMethod } from '@ratchet/store-api-contract';
import type { Cart } from '../operations';
import { cartWith, storeApiError } from '../test/fixtures';
import { renderCommerceHook } from '../test/render';
import { apiUrl, server } from '../test/server';
import { useOrder } from '../useOrder';
import {
  checkoutMethodsFallback,
  checkoutProblems,
  createOrderBody,
  emptyCheckoutInput,
  useCheckout,
  type CheckoutInput,
} from './useCheckout';

const today = '2026-11-26'; // a Thursday

function input(change: Partial<CheckoutInput> = {}): CheckoutInput {
  return { ...emptyCheckoutInput(), termsAccepted: true, ...change };
}

function order(id: string, change: Partial<Order> = {}): Order {
  return {
    id,
    orderNumber: '10042',
    orderDateTime: '2026-11-26T10:00:00.000Z',
    orderReference: null,
    customerComment: null,
    fileNumber: null,
    shippingOption: 'delivery',
    pickupLocation: null,
    desiredDeliveryDate: null,
    customerId: 'c1',
    amountTotal: 12,
    amountNet: 10,
    shippingTotal: 0,
    additionalCost: 0,
    price: null,
    totals: null,
    lineItems: [],
    addresses: [],
    billingAddressId: null,
    deliveries: [],
    transactions: [],
    stateMachineState: { technicalName: 'open' },
    apiAlias: 'order',
    ...change,
  };
}

describe('checkoutProblems (account-area.md §5, §9; storefront.md §5)', () => {
  it.each([
    ['30 characters are allowed', { orderReference: 'x'.repeat(30) }, {}],
    ['31 characters are too long', { orderReference: 'x'.repeat(31) }, { orderReference: 'tooLong' }],
    ['emoji count as the user sees them, not as UTF-16 units', { orderReference: '📦'.repeat(30) }, {}],
    ['surrounding blanks do not count', { orderReference: `  ${'x'.repeat(30)}  ` }, {}],
    ['a file number of 31 characters is too long', { fileNumber: 'x'.repeat(31) }, { fileNumber: 'tooLong' }],
    ['today is not a delivery date', { desiredDeliveryDate: today }, { desiredDeliveryDate: 'notSelectable' }],
    ['yesterday is not either', { desiredDeliveryDate: '2026-11-25' }, { desiredDeliveryDate: 'notSelectable' }],
    ['a Saturday is not either', { desiredDeliveryDate: '2026-11-28' }, { desiredDeliveryDate: 'notSelectable' }],
    ['the next working day is', { desiredDeliveryDate: '2026-11-27' }, {}],
    ['pickup needs a branch', { shippingOption: 'pickup' as const }, { pickupLocation: 'required' }],
    ['pickup with a branch code', { shippingOption: 'pickup' as const, pickupLocation: 'IMH_ANT' }, {}],
    ['the terms must be accepted', { termsAccepted: false }, { termsAccepted: 'required' }],
    [
      'a one-time address needs every required field and a delivery country',
      {
        shippingAddress: {
          kind: 'oneTime' as const,
          address: {
            company: '',
            firstName: 'Max',
            lastName: 'Gruber',
            street: 'Weg 1',
            zipcode: '',
            city: 'Wien',
            countryIso: 'AT',
          },
        },
      },
      { shippingAddress: 'incomplete' },
    ],
  ])('%s', (_title, change, expected) => {
    expect(checkoutProblems(input(change), today)).toEqual(expected);
  });
});

describe('createOrderBody (issue 10 checkout)', () => {
  it('sends pickup with its branch and no shipping address; trims and leaves empty texts out', () => {
    expect(
      createOrderBody(
        input({
          shippingOption: 'pickup',
          pickupLocation: 'IML_LIE',
          shippingAddress: { kind: 'saved', addressId: 'a1' },
          orderReference: '  PO-1 ',
          customerComment: '   ',
          desiredDeliveryDate: '2026-12-01',
        }),
        'key-12345678',
      ),
    ).toEqual({
      idempotencyKey: 'key-12345678',
      shippingMethodId: 'pickup',
      pickupLocation: 'IML_LIE',
      orderReference: 'PO-1',
      desiredDeliveryDate: '2026-12-01',
    });
  });

  it('sends a one-time shipping address, or the chosen saved one, and the billing address', () => {
    const oneTime = createOrderBody(
      input({
        billingAddressId: 'b1',
        shippingAddress: {
          kind: 'oneTime',
          address: {
            company: ' ',
            firstName: 'Max',
            lastName: 'Gruber',
            street: 'Weg 1',
            zipcode: '1210',
            city: 'Wien',
            countryIso: 'AT',
          },
        },
      }),
      'key-12345678',
    );
    expect(oneTime).toMatchObject({
      billingAddressId: 'b1',
      shippingAddress: { company: null, firstName: 'Max', countryIso: 'AT' },
    });
    expect(
      createOrderBody(input({ shippingAddress: { kind: 'saved', addressId: 's1' } }), 'key-12345678'),
    ).toMatchObject({
      shippingAddressId: 's1',
    });
  });
});

/** A checkout server: the cart, the method lists, context changes and order placement, with every call recorded. */
function checkoutServer(options: { idempotencyKey?: string | null; failFirstOrder?: boolean } = {}) {
  let cart: Cart = cartWith([{ id: 'p-nut', sku: 'M8-NUT', quantity: 3 }]);
  cart = { ...cart, extensions: { ...cart.extensions, idempotencyKey: options.idempotencyKey ?? null } };
  const calls = { readCart: 0, orderBodies: [] as { idempotencyKey?: string }[], contextBodies: [] as unknown[] };
  let failNext = options.failFirstOrder ?? false;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(apiUrl('/checkout/cart'), () => {
      calls.readCart += 1;
      return HttpResponse.json(cart);
    }),
    http.post(apiUrl('/ratchet/price-information'), () => HttpResponse.json({ articles: [] })),
    http.post(apiUrl('/shipping-method'), () =>
      HttpResponse.json({
        total: 1,
        elements: [
          {
            id: 'express',
            technicalName: 'express',
            name: 'Express',
            description: null,
            position: 2,
            active: true,
            shippingOption: 'delivery',
            price: 24.9,
            freeFrom: null,
            deliveryTime: { min: 1, max: 1, unit: 'day' },
            pickupLocations: [],
            available: true,
            apiAlias: 'shipping_method',
          },
        ],
        apiAlias: 'shipping_method_route_response',
      }),
    ),
    http.post(apiUrl('/payment-method'), () =>
      HttpResponse.json({ total: 0, elements: [], apiAlias: 'payment_method_route_response' }),
    ),
    http.patch(apiUrl('/context'), async ({ request }) => {
      const body = (await request.json()) as { shippingMethodId: string };
      calls.contextBodies.push(body);
      cart = {
        ...cart,
        deliveries: [
          {
            shippingMethod: { id: body.shippingMethodId, name: 'Express', apiAlias: 'shipping_method' },
            shippingCosts: null,
            deliveryDate: null,
            apiAlias: 'cart_delivery',
          },
        ],
      };
      return HttpResponse.json({ contextToken: 't' });
    }),
    http.post(apiUrl('/checkout/order'), async ({ request }) => {
      const body = (await request.json()) as { idempotencyKey?: string };
      calls.orderBodies.push(body);
      await held;
      if (failNext) {
        failNext = false;
        return storeApiError(503, 'FRAMEWORK__SERVICE_UNAVAILABLE');
      }
      cart = { ...cart, lineItems: [] };
      return HttpResponse.json(order('order-1'));
    }),
  );
  return { calls, release };
}

async function renderCheckout() {
  const rendered = renderCommerceHook(() => useCheckout());
  await waitFor(() => expect(rendered.result.current.shippingMethods).toHaveLength(1));
  return rendered;
}

describe('useCheckout (account-area.md §2 /checkout, issue 10)', () => {
  it('a double click places one order with one idempotency key, then reloads the emptied cart', async () => {
    const { calls, release } = checkoutServer();
    const { result } = await renderCheckout();
    const readsBefore = calls.readCart;
    let first: Promise<Order> | undefined;
    let second: Promise<Order> | undefined;
    act(() => {
      first = result.current.placeOrder(input());
      second = result.current.placeOrder(input());
    });
    expect(second).toBe(first);
    await waitFor(() => expect(result.current.isPlacing).toBe(true));
    release();
    await act(async () => {
      await expect(first).resolves.toMatchObject({ id: 'order-1' });
    });
    expect(calls.orderBodies).toHaveLength(1);
    expect(calls.orderBodies[0]?.idempotencyKey).toMatch(/.{8,}/);
    await waitFor(() => expect(calls.readCart).toBeGreaterThan(readsBefore));
    expect(result.current.isPlacing).toBe(false);
  });

  it('a retry after a failure sends the same key (one order however often it is tried)', async () => {
    const { calls, release } = checkoutServer({ failFirstOrder: true });
    release();
    const { result } = await renderCheckout();
    await act(async () => {
      await expect(result.current.placeOrder(input())).rejects.toMatchObject({ status: 503 });
    });
    expect(result.current.error?.status).toBe(503);
    await act(async () => {
      await result.current.placeOrder(input());
    });
    expect(calls.orderBodies).toHaveLength(2);
    expect(calls.orderBodies[1]?.idempotencyKey).toBe(calls.orderBodies[0]?.idempotencyKey);
  });

  it("sends the cart's idempotency key when the cart has one (two tabs, one order)", async () => {
    const { calls, release } = checkoutServer({ idempotencyKey: 'cart-key-0001' });
    release();
    const { result } = await renderCheckout();
    await act(async () => {
      await result.current.placeOrder(input());
    });
    expect(calls.orderBodies[0]?.idempotencyKey).toBe('cart-key-0001');
  });

  it('sets the shipping method on the context and reloads the cart', async () => {
    const { calls } = checkoutServer();
    const { result } = await renderCheckout();
    expect(result.current.shippingMethodId).toBeUndefined();
    await act(async () => {
      await result.current.setShippingMethod('express');
    });
    expect(calls.contextBodies).toEqual([{ shippingMethodId: 'express' }]);
    await waitFor(() => expect(result.current.shippingMethodId).toBe('express'));
  });
});

describe('useCheckout with the methods a loader read (issue 10: no layout shift on /checkout)', () => {
  const standard: ShippingMethod = {
    id: 'standard',
    technicalName: 'standard',
    name: 'Standard',
    description: null,
    position: 1,
    active: true,
    shippingOption: 'delivery',
    price: 0,
    freeFrom: null,
    deliveryTime: { min: 2, max: 3, unit: 'day' },
    pickupLocations: [],
    available: true,
    apiAlias: 'shipping_method',
  };
  const cart = cartWith([{ id: 'p-nut', sku: 'M8-NUT', quantity: 3 }]);

  /** Counts the calls of the shipping method list. */
  function countShippingCalls() {
    const calls = { shipping: 0 };
    server.use(
      http.post(apiUrl('/shipping-method'), () => {
        calls.shipping += 1;
        return HttpResponse.json({ total: 0, elements: [], apiAlias: 'shipping_method_route_response' });
      }),
    );
    return calls;
  }

  it("shows the loader's lists for the cart they were read for, without a request", async () => {
    checkoutServer();
    const calls = countShippingCalls();
    const fallback = checkoutMethodsFallback(cart, [standard], []);
    const { result } = renderCommerceHook(() => useCheckout({ fallback }), {
      swrConfig: { revalidateIfStale: false },
    });
    await waitFor(() => expect(result.current.shippingMethods).toEqual([standard]));
    expect(result.current.paymentMethods).toEqual([]);
    expect(calls.shipping).toBe(0);
  });

  it('loads the lists of another cart than the one they were read for', async () => {
    checkoutServer();
    const calls = countShippingCalls();
    const other = cartWith([{ id: 'p-bolt', sku: 'M8-BOLT', quantity: 5 }]);
    const fallback = checkoutMethodsFallback(other, [standard], []);
    const { result } = renderCommerceHook(() => useCheckout({ fallback }), {
      swrConfig: { revalidateIfStale: false },
    });
    await waitFor(() => expect(calls.shipping).toBe(1));
    await waitFor(() => expect(result.current.shippingMethods).toEqual([]));
  });
});

describe('useOrder (account-area.md §2 /checkout/success)', () => {
  it('reads the order from the server by id; an unknown one answers its error', async () => {
    server.use(
      http.get(apiUrl('/ratchet/order/{orderId}'), ({ params }) =>
        params.orderId === 'order-1'
          ? HttpResponse.json(order('order-1', { orderReference: 'PO-7' }))
          : storeApiError(404, 'CHECKOUT__ORDER_NOT_FOUND'),
      ),
    );
    const found = renderCommerceHook(() => useOrder('order-1'));
    await waitFor(() => expect(found.result.current.order?.orderReference).toBe('PO-7'));
    const missing = renderCommerceHook(() => useOrder('order-2'));
    await waitFor(() => expect(missing.result.current.error?.status).toBe(404));
    expect(missing.result.current.order).toBeUndefined();
    const none = renderCommerceHook(() => useOrder(null));
    expect(none.result.current.isLoading).toBe(false);
  });
});
