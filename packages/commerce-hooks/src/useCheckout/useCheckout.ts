import type {
  Approval,
  CreateOrderBody,
  OneTimeAddress,
  Order,
  PaymentMethod,
  ShippingMethod,
} from '@ratchet/store-api-contract';
import {
  codePointLength,
  customerCommentMaxLength,
  fileNumberMaxLength,
  isPickupLocationCode,
  isSelectableDesiredDeliveryDate,
  isoDateInTimeZone,
  orderReferenceMaxLength,
  type PickupLocationCode,
  type ShippingOption,
} from '@ratchet/store-api-contract/rules';
import { useCallback, useMemo, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { StoreApiClientError } from '../client';
import { swrKeys } from '../keys';
import type { Cart } from '../operations';
import { useKeyScope, useStoreApiClient } from '../provider/RatchetCommerceProvider';
import { useMutationState } from '../provider/useMutationState';
import { useCart } from '../useCart';

/**
 * The countries a one-time shipping address may be in (createOrder's `shippingAddress.countryIso`). Checked against
 * the contract's schema by `satisfies`; to move into the contract's rules (H3 request of issue 10).
 */
export const deliveryCountryIsoCodes = [
  'AT',
  'BE',
  'DE',
  'FR',
  'LU',
  'NL',
] as const satisfies readonly OneTimeAddress['countryIso'][];

/** True when `iso` is a country a one-time shipping address may be in. */
export function isDeliveryCountry(iso: string): iso is OneTimeAddress['countryIso'] {
  return (deliveryCountryIsoCodes as readonly string[]).includes(iso);
}

/** A one-time shipping address as typed in the form. */
export interface OneTimeAddressInput {
  company: string;
  firstName: string;
  lastName: string;
  street: string;
  zipcode: string;
  city: string;
  /** ISO code of the country (one of {@link deliveryCountryIsoCodes}). */
  countryIso: string;
}

/** Where the goods go: a saved address of the company, or a one-time address. */
export type ShippingAddressInput =
  { kind: 'saved'; addressId: string } | { kind: 'oneTime'; address: OneTimeAddressInput };

/** What the buyer filled in at checkout (account-area.md §2 /checkout). */
export interface CheckoutInput {
  /** The billing address (one of the company's); null: the customer's default. */
  billingAddressId: string | null;
  /** The shipping address (delivery only); null: the customer's default. */
  shippingAddress: ShippingAddressInput | null;
  /** Delivery or pickup. */
  shippingOption: ShippingOption;
  /** The branch to pick up at (pickup only). */
  pickupLocation: string | null;
  /** Desired delivery date (ISO), optional. */
  desiredDeliveryDate: string | null;
  /** Order reference, at most {@link orderReferenceMaxLength} characters counted as the user sees them. */
  orderReference: string;
  /** File number (feature flag orderReferenceSuffixAndFileNumber). */
  fileNumber: string;
  /** Comment to the order. */
  customerComment: string;
  /** The terms (/agb) are accepted. */
  termsAccepted: boolean;
}

/** Why a checkout field cannot be sent. */
export type CheckoutProblem = 'required' | 'tooLong' | 'notSelectable' | 'incomplete';

/** The fields a problem can be shown at. */
export type CheckoutField =
  | 'shippingAddress'
  | 'pickupLocation'
  | 'desiredDeliveryDate'
  | 'orderReference'
  | 'fileNumber'
  | 'customerComment'
  | 'termsAccepted';

/** A new, empty checkout form. */
export function emptyCheckoutInput(): CheckoutInput {
  return {
    billingAddressId: null,
    shippingAddress: null,
    shippingOption: 'delivery',
    pickupLocation: null,
    desiredDeliveryDate: null,
    orderReference: '',
    fileNumber: '',
    customerComment: '',
    termsAccepted: false,
  };
}

const requiredOneTimeFields = ['firstName', 'lastName', 'street', 'zipcode', 'city'] as const;

/**
 * The checkout form's problems (account-area.md §5, §9; storefront.md §5 date pickers): the order reference and the
 * file number at most 30 characters (code points, as the server and PostgreSQL count them), the desired delivery date
 * not in the past, not today, not on a weekend (the shop's today), a pickup branch for pickup, a complete one-time
 * address, the terms accepted. Empty when the order can be sent.
 */
export function checkoutProblems(
  input: CheckoutInput,
  today: string = isoDateInTimeZone(new Date()),
): Partial<Record<CheckoutField, CheckoutProblem>> {
  const problems: Partial<Record<CheckoutField, CheckoutProblem>> = {};
  if (codePointLength(input.orderReference.trim()) > orderReferenceMaxLength) problems.orderReference = 'tooLong';
  if (codePointLength(input.fileNumber.trim()) > fileNumberMaxLength) problems.fileNumber = 'tooLong';
  if (input.customerComment.length > customerCommentMaxLength) problems.customerComment = 'tooLong';
  if (input.desiredDeliveryDate && !isSelectableDesiredDeliveryDate(input.desiredDeliveryDate, today)) {
    problems.desiredDeliveryDate = 'notSelectable';
  }
  if (input.shippingOption === 'pickup' && !isPickupLocationCode(input.pickupLocation)) {
    problems.pickupLocation = 'required';
  }
  if (input.shippingOption === 'delivery' && input.shippingAddress?.kind === 'oneTime') {
    const { address } = input.shippingAddress;
    if (requiredOneTimeFields.some((field) => address[field].trim() === '') || !isDeliveryCountry(address.countryIso)) {
      problems.shippingAddress = 'incomplete';
    }
  }
  if (!input.termsAccepted) problems.termsAccepted = 'required';
  return problems;
}

/** The createOrder body of a checkout form (empty texts left out; the methods are the cart's). */
export function createOrderBody(input: CheckoutInput, idempotencyKey: string): NonNullable<CreateOrderBody> {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const body: NonNullable<CreateOrderBody> = { idempotencyKey };
  const orderReference = text(input.orderReference);
  if (orderReference) body.orderReference = orderReference;
  const fileNumber = text(input.fileNumber);
  if (fileNumber) body.fileNumber = fileNumber;
  const customerComment = text(input.customerComment);
  if (customerComment) body.customerComment = customerComment;
  if (input.desiredDeliveryDate) body.desiredDeliveryDate = input.desiredDeliveryDate;
  if (input.billingAddressId) body.billingAddressId = input.billingAddressId;
  const pickupLocation: PickupLocationCode | null = isPickupLocationCode(input.pickupLocation)
    ? input.pickupLocation
    : null;
  if (input.shippingOption === 'pickup') {
    body.shippingMethodId = 'pickup';
    if (pickupLocation) body.pickupLocation = pickupLocation;
  } else if (input.shippingAddress?.kind === 'saved') {
    body.shippingAddressId = input.shippingAddress.addressId;
  } else if (input.shippingAddress?.kind === 'oneTime') {
    const { address } = input.shippingAddress;
    if (isDeliveryCountry(address.countryIso)) {
      body.shippingAddress = {
        firstName: address.firstName.trim(),
        lastName: address.lastName.trim(),
        company: text(address.company) ?? null,
        street: address.street.trim(),
        zipcode: address.zipcode.trim(),
        city: address.city.trim(),
        countryIso: address.countryIso,
      };
    }
  }
  return body;
}

/** What the cart holds, for keys that depend on it (method availability, costs). */
function cartFingerprint(cart: Cart | undefined): string {
  if (!cart) return '';
  const lines = cart.lineItems.map((line) => `${line.id}:${line.quantity}`).join(',');
  return `${lines}|${cart.deliveries[0]?.shippingMethod.id ?? ''}|${cart.transactions[0]?.paymentMethodId ?? ''}`;
}

/**
 * The cart's shipping and payment methods as a loader read them with the cart: the first render of
 * {@link useCheckout} shows these lists without a request, as long as the cart is still the one they were read for.
 */
export interface CheckoutMethodsFallback {
  /** What the cart held when the lists were read (see {@link checkoutMethodsFallback}). */
  cart: string;
  shippingMethods: ShippingMethod[];
  paymentMethods: PaymentMethod[];
}

/** Builds the {@link CheckoutMethodsFallback} of a server loader from the cart and the two lists it read with it. */
export function checkoutMethodsFallback(
  cart: Cart,
  shippingMethods: ShippingMethod[],
  paymentMethods: PaymentMethod[],
): CheckoutMethodsFallback {
  return { cart: cartFingerprint(cart), shippingMethods, paymentMethods };
}

/** A fresh idempotency key for one checkout attempt. */
function newAttemptKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `attempt-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export interface UseCheckoutReturn {
  /** The shipping methods with costs, pickup branches and availability for the cart; undefined while loading. */
  shippingMethods: ShippingMethod[] | undefined;
  /** The payment methods with availability (the credit limit may exclude some); undefined while loading. */
  paymentMethods: PaymentMethod[] | undefined;
  /** The cart's shipping method id. */
  shippingMethodId: ShippingMethod['id'] | undefined;
  /** The cart's payment method id. */
  paymentMethodId: PaymentMethod['id'] | undefined;
  /** Sets the cart's shipping method (the cart recalculates and is reloaded). */
  setShippingMethod: (id: ShippingMethod['id']) => Promise<Cart | undefined>;
  /** Sets the cart's payment method (the cart recalculates and is reloaded). */
  setPaymentMethod: (id: PaymentMethod['id']) => Promise<Cart | undefined>;
  /**
   * Places the order. One key per checkout attempt (the cart's `idempotencyKey`, or one generated for the attempt
   * and kept until it succeeds), and a second call while one runs answers the same promise: a double click, a retry
   * or a second tab create one order. The cart is reloaded afterwards (the server empties it).
   */
  placeOrder: (input: CheckoutInput) => Promise<Order>;
  /**
   * Requests the order instead of placing it (account-area.md §4 "Request the order": no ROLE_PLACE_ORDERS, or the
   * total reaches the flow's approveFrom; see {@link UseCheckoutReturn.orderAction}). Same body and the same
   * once-per-attempt guard as {@link UseCheckoutReturn.placeOrder}; the server keeps the checkout state with the
   * request and empties the cart, which is reloaded afterwards. Answers the pending request.
   */
  requestOrder: (input: CheckoutInput) => Promise<Approval>;
  /** What the action does for this cart: place the order, or request it (the cart's `orderApproval`). */
  orderAction: 'place' | 'request';
  /** True while the order is being placed or requested. */
  isPlacing: boolean;
  /** The last error of placing the order or of the method lists. */
  error: StoreApiClientError | undefined;
}

/**
 * The checkout (account-area.md §2 /checkout): shipping and payment methods for the cart, setting them, and placing
 * the order idempotently. The form itself (addresses, delivery date, order reference) is the page's state, checked
 * with {@link checkoutProblems} and sent with {@link createOrderBody}.
 */
export function useCheckout(
  options: {
    enabled?: boolean;
    /** The lists a loader read with the cart (server render and hydration show them without a request). */
    fallback?: CheckoutMethodsFallback | undefined;
  } = {},
): UseCheckoutReturn {
  const enabled = options.enabled ?? true;
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const { mutate } = useSWRConfig();
  const { cart } = useCart();
  const cartChanges = useMutationState('cart');
  const fingerprint = cartFingerprint(cart);
  // Only for the cart the lists were read for: another cart's key loads its own lists.
  const fallback = cart && options.fallback?.cart === fingerprint ? options.fallback : undefined;

  const shippingQuery = useSWR<ShippingMethod[], StoreApiClientError>(
    enabled && cart ? swrKeys.shippingMethods(scope, fingerprint) : null,
    () => client.invoke('readShippingMethod post /shipping-method', { body: {} }).then((answer) => answer.elements),
    { keepPreviousData: true, ...(fallback ? { fallbackData: fallback.shippingMethods } : {}) },
  );
  const paymentQuery = useSWR<PaymentMethod[], StoreApiClientError>(
    enabled && cart ? swrKeys.paymentMethods(scope, fingerprint) : null,
    () => client.invoke('readPaymentMethod post /payment-method', { body: {} }).then((answer) => answer.elements),
    { keepPreviousData: true, ...(fallback ? { fallbackData: fallback.paymentMethods } : {}) },
  );

  const updateMethod = useCallback(
    (change: { shippingMethodId: ShippingMethod['id'] } | { paymentMethodId: PaymentMethod['id'] }) =>
      cartChanges.track(async () => {
        await client.invoke('updateContext patch /context', { body: change });
        return mutate(swrKeys.cart(scope), client.invoke('readCart get /checkout/cart'), { revalidate: false });
      }),
    [cartChanges, client, mutate, scope],
  );
  const setShippingMethod = useCallback(
    (id: ShippingMethod['id']) => updateMethod({ shippingMethodId: id }),
    [updateMethod],
  );
  const setPaymentMethod = useCallback(
    (id: PaymentMethod['id']) => updateMethod({ paymentMethodId: id }),
    [updateMethod],
  );

  const attemptKey = useRef<string | null>(null);
  const running = useRef<Promise<Order | Approval> | null>(null);
  const [isPlacing, setIsPlacing] = useState(false);
  const [placeError, setPlaceError] = useState<StoreApiClientError | undefined>();
  const cartKey = cart?.extensions.idempotencyKey ?? null;
  const submit = useCallback(
    <T extends Order | Approval>(input: CheckoutInput, send: (body: NonNullable<CreateOrderBody>) => Promise<T>) => {
      if (running.current) return running.current as Promise<T>;
      attemptKey.current ??= newAttemptKey();
      const body = createOrderBody(input, cartKey ?? attemptKey.current);
      setIsPlacing(true);
      setPlaceError(undefined);
      const placing = (async () => {
        try {
          const answer = await send(body);
          attemptKey.current = null;
          return answer;
        } catch (error) {
          if (error instanceof StoreApiClientError) setPlaceError(error);
          throw error;
        } finally {
          running.current = null;
          setIsPlacing(false);
          // Placed, requested or refused: the cart may have changed (emptied, stock re-checked).
          void mutate(swrKeys.cart(scope));
        }
      })();
      running.current = placing;
      return placing;
    },
    [cartKey, mutate, scope],
  );
  const placeOrder = useCallback(
    (input: CheckoutInput): Promise<Order> =>
      submit(input, async (body) => {
        const order = await client.invoke('createOrder post /checkout/order', { body });
        await mutate(swrKeys.order(scope, order.id), order, { revalidate: false });
        return order;
      }),
    [client, mutate, scope, submit],
  );
  const requestOrder = useCallback(
    (input: CheckoutInput): Promise<Approval> =>
      submit(input, (body) => client.invoke('requestOrder post /ratchet/checkout/order-request', { body })),
    [client, submit],
  );
  const orderAction = cart?.extensions.orderApproval?.action ?? 'place';

  return useMemo(
    () => ({
      shippingMethods: shippingQuery.data,
      paymentMethods: paymentQuery.data,
      // The cart names its methods as plain strings; the lists give them their typed ids.
      shippingMethodId: shippingQuery.data?.find((method) => method.id === cart?.deliveries[0]?.shippingMethod.id)?.id,
      paymentMethodId: paymentQuery.data?.find((method) => method.id === cart?.transactions[0]?.paymentMethodId)?.id,
      setShippingMethod,
      setPaymentMethod,
      placeOrder,
      requestOrder,
      orderAction,
      isPlacing,
      error: placeError ?? shippingQuery.error ?? paymentQuery.error,
    }),
    [
      shippingQuery.data,
      shippingQuery.error,
      paymentQuery.data,
      paymentQuery.error,
      cart,
      setShippingMethod,
      setPaymentMethod,
      placeOrder,
      requestOrder,
      orderAction,
      isPlacing,
      placeError,
    ],
  );
}
