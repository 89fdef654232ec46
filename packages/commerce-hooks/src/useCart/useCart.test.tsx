import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartSchema } from '@ratchet/store-api-contract';
import type { Cart, CartLineItem } from '../operations';
import type { PriceInformationArticle } from '../operations';
import { cartLine, cartWith, storeApiError } from '../test/fixtures';
import { renderCommerceHook } from '../test/render';
import { apiUrl, server } from '../test/server';
import { addedProducts, cartErrorsOf, priceInformationArticles, useCart } from './useCart';

const catalogue: Record<string, { sku: string; minPurchase?: number }> = {
  'p-screw': { sku: 'M8-SCREW', minPurchase: 10 },
  'p-nut': { sku: 'M8-NUT' },
  'p-washer': { sku: 'M8-WASHER', minPurchase: 5 },
};

/** A small in-memory cart server that records every call. */
function cartServer(initial: Cart = cartWith([])) {
  let cart = initial;
  const calls = { readCart: 0, priceRequests: [] as PriceInformationArticle[][], addBodies: [] as unknown[] };
  const line = (productId: string, quantity: number) =>
    cartLine({
      id: productId,
      sku: catalogue[productId]?.sku ?? productId,
      quantity,
      minPurchase: catalogue[productId]?.minPurchase,
    });
  server.use(
    http.get(apiUrl('/checkout/cart'), () => {
      calls.readCart += 1;
      return HttpResponse.json(cart);
    }),
    http.post(apiUrl('/checkout/cart/line-item'), async ({ request }) => {
      const body = (await request.json()) as { items: { referencedId?: string; quantity: number }[] };
      calls.addBodies.push(body);
      for (const item of body.items) {
        if (!item.referencedId || !catalogue[item.referencedId])
          return storeApiError(404, 'CONTENT__PRODUCT_NOT_FOUND');
        cart = { ...cart, lineItems: [...cart.lineItems, line(item.referencedId, item.quantity)] };
      }
      return HttpResponse.json(cart);
    }),
    http.patch(apiUrl('/checkout/cart/line-item'), async ({ request }) => {
      const body = (await request.json()) as { items: { id: string; quantity: number }[] };
      cart = {
        ...cart,
        lineItems: cart.lineItems.map((item) => {
          const change = body.items.find((candidate) => candidate.id === item.id);
          return change && item.type === 'product' ? { ...item, quantity: change.quantity } : item;
        }),
      };
      return HttpResponse.json(cart);
    }),
    http.post(apiUrl('/checkout/cart/line-item/delete'), async ({ request }) => {
      const body = (await request.json()) as { ids: string[] };
      cart = { ...cart, lineItems: cart.lineItems.filter((item) => !body.ids.includes(item.id)) };
      return HttpResponse.json(cart);
    }),
    http.delete(apiUrl('/checkout/cart'), () => {
      cart = { ...cart, lineItems: [] };
      return HttpResponse.json(cart);
    }),
    http.post(apiUrl('/ratchet/price-information'), async ({ request }) => {
      const body = (await request.json()) as { articles: PriceInformationArticle[] };
      calls.priceRequests.push(body.articles);
      return HttpResponse.json({
        articles: body.articles.map((article) => ({ article: article.sku, price: 1.5, quantity: article.quantity })),
      });
    }),
  );
  return calls;
}

async function renderCart() {
  const rendered = renderCommerceHook(() => useCart());
  await waitFor(() => expect(rendered.result.current.cart).toBeDefined());
  return rendered;
}

describe('useCart (storefront.md §4 cart)', () => {
  let calls: ReturnType<typeof cartServer>;
  beforeEach(() => {
    calls = cartServer(cartWith([{ id: 'p-nut', sku: 'M8-NUT', quantity: 3 }]));
  });

  it('loads the cart, counts product lines and asks price information with sku and quantity (minPurchase or 1)', async () => {
    const { result } = await renderCart();
    expect(result.current.count).toBe(1);
    await waitFor(() =>
      expect(result.current.priceInformation).toEqual([{ article: 'M8-NUT', price: 1.5, quantity: 1 }]),
    );
    expect(calls.priceRequests).toEqual([[{ sku: 'M8-NUT', quantity: 1 }]]);
  });

  it('the price information arriving renders only the useCart() that read it (issue 10 cart hydration)', async () => {
    let renders = 0;
    let rendersAtRequest: number | undefined;
    server.use(
      http.post(apiUrl('/ratchet/price-information'), () => {
        rendersAtRequest = renders;
        return HttpResponse.json({ articles: [{ article: 'M8-NUT', price: 1.5, quantity: 1 }] });
      }),
    );
    const { result } = renderCommerceHook(() => {
      renders += 1;
      return useCart();
    });
    await waitFor(() => expect(rendersAtRequest).toBeDefined());
    // The answer travels back and SWR stores it (a network answer, not a debounce).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(result.current.count).toBe(1);
    expect(renders).toBe(rendersAtRequest);
    // Read after it arrived, it is the answer (not the state SWR's snapshot had before anyone read it).
    expect(result.current.priceInformation).toEqual([{ article: 'M8-NUT', price: 1.5, quantity: 1 }]);
  });

  it('add reloads the cart and refetches price information (storefront.md §4)', async () => {
    const { result, client } = await renderCart();
    await waitFor(() => expect(calls.priceRequests).toHaveLength(1));
    const invoke = vi.spyOn(client, 'invoke');
    const readsBefore = calls.readCart;
    await act(async () => {
      await result.current.addItem({ productId: 'p-screw', quantity: 10 });
    });
    expect(calls.readCart).toBe(readsBefore + 1);
    expect(result.current.count).toBe(2);
    await waitFor(() => expect(calls.priceRequests).toHaveLength(2));
    // Refetched once, not once per render or per cached key: SWR calls its fetcher as the change's renders commit
    // (inside act), so every refetch there is has asked the client by now.
    const priceCalls = invoke.mock.calls.filter(
      ([key]) => key === 'readPriceInformation post /ratchet/price-information',
    );
    expect(priceCalls).toHaveLength(1);
    expect(calls.priceRequests).toHaveLength(2);
    expect(calls.priceRequests[1]).toEqual([
      { sku: 'M8-NUT', quantity: 1 },
      { sku: 'M8-SCREW', quantity: 10 },
    ]);
    expect(result.current.isMutating).toBe(false);
  });

  it('adds several items in one call (storefront.md §7 add several items)', async () => {
    const { result } = await renderCart();
    await act(async () => {
      await result.current.addItems([
        { productId: 'p-screw', quantity: 10 },
        { productId: 'p-washer', quantity: 5 },
      ]);
    });
    expect(calls.addBodies).toEqual([
      {
        items: [
          { type: 'product', quantity: 10, id: 'p-screw', referencedId: 'p-screw' },
          { type: 'product', quantity: 5, id: 'p-washer', referencedId: 'p-washer' },
        ],
      },
    ]);
    expect(result.current.count).toBe(3);
  });

  it('change quantity, remove and empty each reload the cart and refetch prices (storefront.md §4)', async () => {
    const { result } = await renderCart();
    await waitFor(() => expect(calls.priceRequests).toHaveLength(1));

    let reads = calls.readCart;
    let priceCalls = calls.priceRequests.length;
    await act(async () => {
      await result.current.changeQuantity('p-nut', 7);
    });
    expect(result.current.lineItems[0]?.quantity).toBe(7);
    expect(calls.readCart).toBe(reads + 1);
    // Same articles (quantity is minPurchase or 1), yet the price information is refetched.
    await waitFor(() => expect(calls.priceRequests.length).toBe(priceCalls + 1));

    reads = calls.readCart;
    priceCalls = calls.priceRequests.length;
    await act(async () => {
      await result.current.addItem({ productId: 'p-washer', quantity: 5 });
    });
    await act(async () => {
      await result.current.remove('p-nut');
    });
    expect(result.current.lineItems.map((line) => line.id)).toEqual(['p-washer']);
    expect(calls.readCart).toBe(reads + 2);
    await waitFor(() => expect(calls.priceRequests.at(-1)).toEqual([{ sku: 'M8-WASHER', quantity: 5 }]));

    await act(async () => {
      await result.current.clear();
    });
    expect(result.current.count).toBe(0);
    expect(result.current.isEmpty).toBe(true);
  });

  it('issue 9 item 6: one change state for the cart, so every line is disabled while one line changes', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.patch(apiUrl('/checkout/cart/line-item'), async () => {
        await gate;
        return HttpResponse.json(cartWith([{ id: 'p-nut', sku: 'M8-NUT', quantity: 4 }]));
      }),
    );
    // Two hook instances, as two cart lines each call useCart().
    const { result } = renderCommerceHook(() => ({ firstLine: useCart(), secondLine: useCart() }));
    await waitFor(() => expect(result.current.firstLine.cart).toBeDefined());
    expect(result.current.secondLine.isMutating).toBe(false);

    let change: Promise<unknown> = Promise.resolve();
    act(() => {
      change = result.current.firstLine.changeQuantity('p-nut', 4);
    });
    await waitFor(() => expect(result.current.firstLine.isMutating).toBe(true));
    expect(result.current.secondLine.isMutating).toBe(true);

    await act(async () => {
      release();
      await change;
    });
    expect(result.current.firstLine.isMutating).toBe(false);
    expect(result.current.secondLine.isMutating).toBe(false);
  });

  it('keeps the store-API error of a failed add and does not change the cart (storefront.md §8 add-to-cart errors)', async () => {
    const { result } = await renderCart();
    let failure: unknown;
    await act(async () => {
      await result.current.addItem({ productId: 'p-unknown', quantity: 1 }).catch((error: unknown) => {
        failure = error;
      });
    });
    expect(failure).toMatchObject({ status: 404, code: 'CONTENT__PRODUCT_NOT_FOUND' });
    await waitFor(() => expect(result.current.error?.code).toBe('CONTENT__PRODUCT_NOT_FOUND'));
    expect(result.current.count).toBe(1);
  });

  it('rejects an add without product or with a bad quantity before calling the API', async () => {
    const { result } = await renderCart();
    await act(async () => {
      await expect(result.current.addItem({ quantity: 1 })).rejects.toThrow(/productId or a sku/);
      await expect(result.current.addItem({ productId: 'p-nut', quantity: 0 })).rejects.toThrow(/Invalid quantity 0/);
    });
    expect(calls.addBodies).toEqual([]);
  });
});

describe('cartErrorsOf (storefront.md §8 cart error keys)', () => {
  it('lists the cart errors with their kind and whether they block ordering', () => {
    const cart = cartWith([]);
    cart.errors = {
      'ratchet-cart-underMinimumValue': {
        key: 'ratchet-cart-underMinimumValue',
        messageKey: 'ratchet-cart-underMinimumValue',
        message: 'Below the minimum order value',
        level: 10,
        block: false,
        parameters: {},
      },
      'payment-method-blocked': {
        key: 'payment-method-blocked',
        messageKey: 'payment-method-blocked',
        message: 'Payment method blocked',
        level: 20,
        block: true,
        parameters: {},
      },
    };
    expect(cartErrorsOf(cart).map(({ kind, blocking }) => ({ kind, blocking }))).toEqual([
      { kind: 'underMinimumValue', blocking: false },
      { kind: 'paymentMethodBlocked', blocking: true },
    ]);
    expect(cartErrorsOf(undefined)).toEqual([]);
  });
});

describe('priceInformationArticles (storefront.md §7 price and stock)', () => {
  it('uses minPurchase or 1 and skips lines without product number or of other types', () => {
    const cart = cartWith([
      { id: 'a', sku: 'A', quantity: 30, minPurchase: 10 },
      { id: 'b', sku: 'B', quantity: 2 },
    ]);
    // Shopware answers promotion lines too; they are not products and have no price information.
    cart.lineItems.push({
      ...cartLine({ id: 'promo', sku: 'P', quantity: 1 }),
      type: 'promotion',
    } as unknown as CartLineItem);
    expect(priceInformationArticles(cart)).toEqual([
      { sku: 'A', quantity: 10 },
      { sku: 'B', quantity: 1 },
    ]);
  });

  it('test carts match the contract (so the hook is tested against real shapes)', () => {
    expect(cartSchema.safeParse(cartWith([{ id: 'a', sku: 'A', quantity: 1 }])).success).toBe(true);
  });
});

describe('useCart remarks and promotion codes (issue 10 cart)', () => {
  it('saves a line remark on the server through the line payload and reloads the cart (storefront.md §3 cart line)', async () => {
    let cart = cartWith([{ id: 'p-nut', sku: 'M8-NUT', quantity: 3 }]);
    const bodies: unknown[] = [];
    server.use(
      http.get(apiUrl('/checkout/cart'), () => HttpResponse.json(cart)),
      http.post(apiUrl('/ratchet/price-information'), () => HttpResponse.json({ articles: [] })),
      http.patch(apiUrl('/checkout/cart/line-item'), async ({ request }) => {
        const body = (await request.json()) as {
          items: { id: string; payload: { customFields: { order_detail_text: string | null } } }[];
        };
        bodies.push(body);
        cart = {
          ...cart,
          lineItems: cart.lineItems.map((line) =>
            line.type === 'product'
              ? { ...line, payload: { ...line.payload, customFields: body.items[0]!.payload.customFields } }
              : line,
          ),
        };
        return HttpResponse.json(cart);
      }),
    );
    const { result } = await renderCart();
    await act(async () => {
      await result.current.changeRemark('p-nut', 'Halle 3');
    });
    expect(bodies).toEqual([{ items: [{ id: 'p-nut', payload: { customFields: { order_detail_text: 'Halle 3' } } }] }]);
    expect(result.current.lineItems[0]?.payload.customFields.order_detail_text).toBe('Halle 3');
  });

  it('redeems a promotion code as a promotion line and rejects an unknown one with its code', async () => {
    let cart = cartWith([{ id: 'p-nut', sku: 'M8-NUT', quantity: 3 }]);
    const bodies: unknown[] = [];
    server.use(
      http.get(apiUrl('/checkout/cart'), () => HttpResponse.json(cart)),
      http.post(apiUrl('/ratchet/price-information'), () => HttpResponse.json({ articles: [] })),
      http.post(apiUrl('/checkout/cart/line-item'), async ({ request }) => {
        const body = (await request.json()) as { items: { referencedId: string }[] };
        bodies.push(body);
        const code = body.items[0]!.referencedId;
        if (code !== 'RATCHET10') return storeApiError(404, 'CHECKOUT__PROMOTION_CODE_NOT_FOUND');
        cart = {
          ...cart,
          lineItems: [
            ...cart.lineItems,
            {
              id: 'promo-1',
              referencedId: code,
              type: 'promotion',
              label: '10 %',
              quantity: 1,
              good: false,
              removable: true,
              stackable: false,
              payload: { code, promotionId: 'x', discountType: 'percentage', value: 10 },
              price: null,
              apiAlias: 'cart_line_item',
            },
          ],
        };
        return HttpResponse.json(cart);
      }),
    );
    const { result } = await renderCart();
    await act(async () => {
      await result.current.addPromotionCode(' RATCHET10 ');
    });
    expect(bodies).toEqual([{ items: [{ type: 'promotion', referencedId: 'RATCHET10' }] }]);
    expect(result.current.promotionLines.map((line) => line.referencedId)).toEqual(['RATCHET10']);
    expect(result.current.count).toBe(1);
    await act(async () => {
      await expect(result.current.addPromotionCode('NOPE')).rejects.toMatchObject({
        errors: [expect.objectContaining({ code: 'CHECKOUT__PROMOTION_CODE_NOT_FOUND' })],
      });
    });
  });
});

describe('addedProducts (issue 10: the add-to-cart notice names the quantity and product actually added)', () => {
  it.each([
    [
      'a new line',
      [],
      [{ id: 'p-nut', sku: 'M8-NUT', quantity: 25 }],
      [{ productId: 'p-nut', name: 'M8-NUT', quantity: 25 }],
    ],
    [
      'a line that grew (quantities add up)',
      [{ id: 'p-nut', sku: 'M8-NUT', quantity: 25 }],
      [{ id: 'p-nut', sku: 'M8-NUT', quantity: 75 }],
      [{ productId: 'p-nut', name: 'M8-NUT', quantity: 50 }],
    ],
    [
      'metre goods in hundredths',
      [{ id: 'p-hose', sku: 'HOSE', quantity: 1.1 }],
      [{ id: 'p-hose', sku: 'HOSE', quantity: 1.3 }],
      [{ productId: 'p-hose', name: 'HOSE', quantity: 0.2 }],
    ],
    [
      'nothing changed',
      [{ id: 'p-nut', sku: 'M8-NUT', quantity: 25 }],
      [{ id: 'p-nut', sku: 'M8-NUT', quantity: 25 }],
      [],
    ],
  ])('%s', (_title, before, after, expected) => {
    expect(addedProducts(cartWith(before), cartWith(after))).toEqual(expected);
  });
});
