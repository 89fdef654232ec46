import { cartErrorKind, type CartErrorKind } from '@ratchet/store-api-contract/rules';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useSWR, { unstable_serialize, useSWRConfig } from 'swr';
import { isStoreApiClientError, StoreApiClientError, syntheticError, unknownErrorCode } from '../client';
import { swrKeys } from '../keys';
import type { Cart, CartLineItem, CartProductLineItem, CartPromotionLineItem } from '../operations';
import type { ArticlePriceInformation, PriceInformationArticle } from '../operations';
import { useKeyScope, useStoreApiClient } from '../provider/RatchetCommerceProvider';
import { useMutationState } from '../provider/useMutationState';

/** A product to add: by id (`referencedId`) or by product number (`sku`). */
export interface CartItemToAdd {
  /** The product id. */
  productId?: string;
  /** The product number, used when there is no id. */
  sku?: string;
  quantity: number;
}

/** True for a product line (promotions are not counted). */
export function isProductLine(line: CartLineItem): line is CartProductLineItem {
  return line.type === 'product';
}

/** True for a promotion line (a redeemed promotion code). */
export function isPromotionLine(line: CartLineItem): line is CartPromotionLineItem {
  return line.type === 'promotion';
}

/**
 * The price-information request for a cart: every product line's sku with quantity minPurchase or 1
 * (storefront.md §7 price and stock).
 */
export function priceInformationArticles(cart: Cart | undefined): PriceInformationArticle[] {
  return (cart?.lineItems ?? []).filter(isProductLine).flatMap((line) => {
    const sku = line.payload?.productNumber;
    if (!sku) return [];
    const minPurchase = line.quantityInformation?.minPurchase;
    return [{ sku, quantity: typeof minPurchase === 'number' && minPurchase > 0 ? minPurchase : 1 }];
  });
}

/** A product an add put into the cart, with the quantity the cart actually took. */
export interface AddedCartProduct {
  /** The product id (`referencedId`). */
  productId: string;
  /** The line's name. */
  name: string;
  /** How much more of it the cart holds than before. */
  quantity: number;
}

/**
 * What an add actually put into the cart (issue 10: the add-to-cart notice names the quantity and the product
 * actually added): every product line holding more than before, by the quantity it grew, compared in hundredths.
 */
export function addedProducts(before: Cart | undefined, after: Cart | undefined): AddedCartProduct[] {
  const previous = new Map<string, number>();
  for (const line of (before?.lineItems ?? []).filter(isProductLine)) {
    previous.set(line.referencedId, (previous.get(line.referencedId) ?? 0) + line.quantity);
  }
  return (after?.lineItems ?? []).filter(isProductLine).flatMap((line) => {
    const grown = Math.round((line.quantity - (previous.get(line.referencedId) ?? 0)) * 100) / 100;
    return grown > 0 ? [{ productId: line.referencedId, name: line.label, quantity: grown }] : [];
  });
}

/** One cart error with what it means (minimum value, credit limit, blocked payment or shipping, other). */
export interface CartErrorEntry {
  /** The error's key in the cart's error collection. */
  key: string;
  messageKey: string;
  /** The server's text, for logs; the UI translates `messageKey`. */
  message: string;
  kind: CartErrorKind;
  /** True when the error blocks ordering. */
  blocking: boolean;
}

/** The cart's errors with their kinds (storefront.md §8). */
export function cartErrorsOf(cart: Cart | undefined): CartErrorEntry[] {
  return Object.entries(cart?.errors ?? {}).map(([key, error]) => ({
    key,
    messageKey: error.messageKey,
    message: error.message,
    kind: cartErrorKind(error.messageKey),
    blocking: error.block,
  }));
}

type CartChange =
  | { kind: 'add'; items: CartItemToAdd[] }
  | { kind: 'changeQuantity'; lineItemId: string; quantity: number }
  | { kind: 'changeRemark'; lineItemId: string; remark: string | null }
  | { kind: 'addPromotionCode'; code: string }
  | { kind: 'remove'; lineItemIds: string[] }
  | { kind: 'clear' };

export interface UseCartReturn {
  /** The cart; undefined while first loading. */
  cart: Cart | undefined;
  /** The cart's product lines. */
  lineItems: CartProductLineItem[];
  /** The cart's promotion lines (redeemed promotion codes). */
  promotionLines: CartPromotionLineItem[];
  /** Number of product lines (the header badge shows it above 0, storefront.md §2). */
  count: number;
  /** True when the cart has no product line. */
  isEmpty: boolean;
  /** The cart's errors, each with its kind (storefront.md §8 cart error keys: shown separately). */
  cartErrors: CartErrorEntry[];
  /** Price and stock of the cart's articles, refetched after every change (storefront.md §4). */
  priceInformation: ArticlePriceInformation[] | undefined;
  /** True while the cart first loads. */
  isLoading: boolean;
  /** True while a change of the cart runs, started by this or any other `useCart()` (one shared state). */
  isMutating: boolean;
  /** The last error of loading or changing the cart. */
  error: StoreApiClientError | undefined;
  /** Adds one product. Resolves the reloaded cart; rejects with the store-API error. */
  addItem: (item: CartItemToAdd) => Promise<Cart | undefined>;
  /** Adds several products in one call (30 s timeout). */
  addItems: (items: CartItemToAdd[]) => Promise<Cart | undefined>;
  /** Changes a line's quantity (the server removes it below the minimum, storefront.md §5). */
  changeQuantity: (lineItemId: string, quantity: number) => Promise<Cart | undefined>;
  /** Saves a line's remark (storefront.md §3 cart line; `payload.customFields.order_detail_text`); null clears it. */
  changeRemark: (lineItemId: string, remark: string | null) => Promise<Cart | undefined>;
  /** Redeems a promotion code (trimmed); rejects with 404 CHECKOUT__PROMOTION_CODE_NOT_FOUND for an unknown one. */
  addPromotionCode: (code: string) => Promise<Cart | undefined>;
  /** Removes a line (a product or a promotion line). */
  remove: (lineItemId: string) => Promise<Cart | undefined>;
  /** Empties the cart. */
  clear: () => Promise<Cart | undefined>;
}

function toClientError(error: unknown): StoreApiClientError {
  if (isStoreApiClientError(error)) return error;
  return new StoreApiClientError(500, [syntheticError(500, unknownErrorCode, String(error))], { cause: error });
}

function addBody(items: CartItemToAdd[]) {
  if (items.length === 0) throw new TypeError('addItems needs at least one item');
  return {
    items: items.map((item) => {
      if (!item.productId && !item.sku) throw new TypeError('A cart item needs a productId or a sku');
      if (!Number.isFinite(item.quantity) || item.quantity <= 0) {
        throw new RangeError(`Invalid quantity ${item.quantity} for ${item.productId ?? item.sku}`);
      }
      return {
        type: 'product' as const,
        quantity: item.quantity,
        ...(item.productId ? { id: item.productId, referencedId: item.productId } : {}),
        ...(item.sku ? { sku: item.sku } : {}),
      };
    }),
  };
}

/**
 * The cart: read, add, add several, change quantity, remove, empty. After every change the cart is reloaded
 * and the price information for its products is refetched (storefront.md §4 cart).
 */
export function useCart(): UseCartReturn {
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const { mutate, cache } = useSWRConfig();
  const changes = useMutationState('cart');

  const cartQuery = useSWR<Cart, StoreApiClientError>(swrKeys.cart(scope), () =>
    client.invoke('readCart get /checkout/cart'),
  );
  const articles = useMemo(() => priceInformationArticles(cartQuery.data), [cartQuery.data]);
  const fetchPriceInformation = useCallback(
    (requested: PriceInformationArticle[]) =>
      client
        .invoke('readPriceInformation post /ratchet/price-information', { body: { articles: requested } })
        .then((answer) => answer.articles),
    [client],
  );
  const priceKey = articles.length > 0 ? swrKeys.priceInformation(scope, articles) : null;
  const priceQuery = useSWR<ArticlePriceInformation[], StoreApiClientError>(priceKey, () =>
    fetchPriceInformation(articles),
  );
  const articlesKey = swrKeys.priceInformation(scope, articles)[4];
  const articlesKeyRef = useRef(articlesKey);
  useEffect(() => {
    articlesKeyRef.current = articlesKey;
  }, [articlesKey]);

  const applyChange = useCallback(
    async (change: CartChange): Promise<Cart | undefined> => {
      const articlesKeyBefore = articlesKeyRef.current;
      switch (change.kind) {
        case 'add':
          await client.invoke('addLineItem post /checkout/cart/line-item', { body: addBody(change.items) });
          break;
        case 'changeQuantity':
          if (!Number.isFinite(change.quantity) || change.quantity < 0) {
            throw new RangeError(`Invalid quantity ${change.quantity}`);
          }
          await client.invoke('updateLineItem patch /checkout/cart/line-item', {
            body: { items: [{ id: change.lineItemId, quantity: change.quantity }] },
          });
          break;
        case 'changeRemark':
          await client.invoke('updateLineItem patch /checkout/cart/line-item', {
            body: {
              items: [{ id: change.lineItemId, payload: { customFields: { order_detail_text: change.remark } } }],
            },
          });
          break;
        case 'addPromotionCode':
          await client.invoke('addLineItem post /checkout/cart/line-item', {
            body: { items: [{ type: 'promotion', referencedId: change.code }] },
          });
          break;
        case 'remove':
          await client.invoke('removeLineItem post /checkout/cart/line-item/delete', {
            body: { ids: change.lineItemIds },
          });
          break;
        case 'clear':
          await client.invoke('deleteCart delete /checkout/cart');
          break;
      }
      // The cart is reloaded (not taken from the change's answer). Price information is refetched exactly once:
      // a changed article list is a new key the price query fetches as it renders; an unchanged one is revalidated.
      const reloaded = await mutate(swrKeys.cart(scope), client.invoke('readCart get /checkout/cart'), {
        revalidate: false,
      });
      const nextArticles = priceInformationArticles(reloaded);
      const nextKey = swrKeys.priceInformation(scope, nextArticles);
      if (nextArticles.length > 0 && nextKey[4] === articlesKeyBefore) void mutate(nextKey);
      return reloaded;
    },
    [client, mutate, scope],
  );

  // The last change's error belongs to the hook that started it; the running state is shared (useMutationState),
  // so every cart line's controls are disabled while any one line changes.
  const [changeError, setChangeError] = useState<unknown>();
  const { track } = changes;
  const trigger = useCallback(
    (change: CartChange) =>
      track(async () => {
        setChangeError(undefined);
        try {
          return await applyChange(change);
        } catch (error) {
          setChangeError(error);
          throw error;
        }
      }),
    [track, applyChange],
  );

  const addItem = useCallback((item: CartItemToAdd) => trigger({ kind: 'add', items: [item] }), [trigger]);
  const addItems = useCallback((items: CartItemToAdd[]) => trigger({ kind: 'add', items }), [trigger]);
  const changeQuantity = useCallback(
    (lineItemId: string, quantity: number) => trigger({ kind: 'changeQuantity', lineItemId, quantity }),
    [trigger],
  );
  const changeRemark = useCallback(
    (lineItemId: string, remark: string | null) => trigger({ kind: 'changeRemark', lineItemId, remark }),
    [trigger],
  );
  const addPromotionCode = useCallback(
    (code: string) => {
      const trimmed = code.trim();
      if (trimmed === '') return Promise.reject(new RangeError('A promotion code must not be empty'));
      return trigger({ kind: 'addPromotionCode', code: trimmed });
    },
    [trigger],
  );
  const remove = useCallback((lineItemId: string) => trigger({ kind: 'remove', lineItemIds: [lineItemId] }), [trigger]);
  const clear = useCallback(() => trigger({ kind: 'clear' }), [trigger]);

  const cartErrors = useMemo(() => cartErrorsOf(cartQuery.data), [cartQuery.data]);
  const lineItems = useMemo(() => (cartQuery.data?.lineItems ?? []).filter(isProductLine), [cartQuery.data]);
  const promotionLines = useMemo(() => (cartQuery.data?.lineItems ?? []).filter(isPromotionLine), [cartQuery.data]);
  const mutationError = changeError === undefined ? undefined : toClientError(changeError);

  return {
    cart: cartQuery.data,
    lineItems,
    promotionLines,
    count: lineItems.length,
    isEmpty: lineItems.length === 0,
    cartErrors,
    // Read when the caller reads it: SWR renders a hook again only for the state its renders read, so a page's many
    // useCart() (header badge, cart view, checkout step) do not all render again when the price information arrives
    // (issue 10: one more whole-cart render right after the 5-line cart hydrated). A first read takes the cache's
    // current answer, which SWR's snapshot of state not read before may not carry yet.
    get priceInformation() {
      const rendered = priceQuery.data;
      if (!priceKey) return rendered;
      const cached: ArticlePriceInformation[] | undefined = cache.get(unstable_serialize(priceKey))?.data;
      return cached ?? rendered;
    },
    isLoading: cartQuery.isLoading,
    isMutating: changes.isMutating,
    error: mutationError ?? cartQuery.error ?? priceQuery.error,
    addItem,
    addItems,
    changeQuantity,
    changeRemark,
    addPromotionCode,
    remove,
    clear,
  };
}
