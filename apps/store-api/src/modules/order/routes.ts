import type { Hono } from 'hono';
import {
  createOrder,
  errorCodes,
  idempotencyKeyLength,
  isoDateInTimeZone,
  orderReferenceMaxLength,
  readOrder,
  readOrderDetail,
} from '@ratchet/store-api-contract';
import type { CreateOrderBody } from '@ratchet/store-api-contract';
import { requestNow } from '../../platform/clock';
import { criteriaPage } from '../../platform/db/criteria';
import type { AppDeps, AppEnv } from '../../platform/http/env';
import { StoreApiHttpError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { checkDesiredDeliveryDate, checkOrderReference } from './domain';
import { placeOrder, readOrderById, readOrders, type PlaceOrderInput } from './service';

/** A 400 naming the request field (`source.pointer`), so forms can show it at the field. */
function fieldError(code: string, detail: string, pointer: string): StoreApiHttpError {
  return new StoreApiHttpError(400, code, detail, undefined, [
    { status: '400', code, title: 'Bad Request', detail, source: { pointer } },
  ]);
}

/**
 * The checkout input of a createOrder / requestOrder body (issue 12: a request keeps the whole checkout state):
 * order reference length, desired delivery date, pickup branch and idempotency key checked as createOrder does.
 */
export function placeOrderInputOf(
  body: CreateOrderBody | undefined,
  idempotencyHeader: string | undefined,
  today: string,
): PlaceOrderInput {
  const reference = checkOrderReference(body?.orderReference);
  if (!reference.ok) {
    const detail = `The order reference has ${reference.length} characters; at most ${orderReferenceMaxLength} are allowed.`;
    throw new StoreApiHttpError(
      400,
      errorCodes.orderReferenceTooLong,
      detail,
      { parameters: { maxLength: orderReferenceMaxLength } },
      [
        {
          status: '400',
          code: errorCodes.orderReferenceTooLong,
          title: 'Bad Request',
          detail,
          source: { pointer: '/orderReference' },
          meta: { parameters: { maxLength: orderReferenceMaxLength, length: reference.length } },
        },
      ],
    );
  }
  const date = checkDesiredDeliveryDate(body?.desiredDeliveryDate, today);
  if (!date.ok) {
    throw fieldError(
      errorCodes.invalidDeliveryDate,
      'The desired delivery date must be a working day after today.',
      '/desiredDeliveryDate',
    );
  }
  if (body?.shippingMethodId === 'pickup' && body.pickupLocation === undefined) {
    throw fieldError(errorCodes.pickupLocationRequired, 'Choose the branch to pick up at.', '/pickupLocation');
  }
  const idempotencyKey = body?.idempotencyKey ?? idempotencyHeader?.trim();
  if (
    idempotencyKey !== undefined &&
    (idempotencyKey.length < idempotencyKeyLength.min || idempotencyKey.length > idempotencyKeyLength.max)
  ) {
    throw fieldError(errorCodes.validation, 'The idempotency key must have 8 to 128 characters.', '/idempotencyKey');
  }
  return {
    orderReference: reference.value,
    customerComment: body?.customerComment?.trim() || null,
    fileNumber: body?.fileNumber?.trim() || null,
    desiredDeliveryDate: date.value,
    ...(body?.paymentMethodId ? { paymentMethod: body.paymentMethodId } : {}),
    ...(body?.shippingMethodId ? { shippingMethod: body.shippingMethodId } : {}),
    ...(body?.pickupLocation ? { pickupLocation: body.pickupLocation } : {}),
    ...(body?.billingAddressId ? { billingAddressId: body.billingAddressId } : {}),
    ...(body?.shippingAddressId ? { shippingAddressId: body.shippingAddressId } : {}),
    ...(body?.shippingAddress ? { shippingAddress: body.shippingAddress } : {}),
    ...(idempotencyKey ? { idempotencyKey } : {}),
  };
}

/** Order routes (issues 3, 10): order creation, read-back and one order for the success page. */
export function registerOrderRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  route(app, createOrder, async ({ body, context, actor, c }) => {
    // Declared `access: 'customer'`, not `{ role: 'ROLE_PLACE_ORDERS' }`: the refusal carries the storefront's
    // own text (storefront.md §8; docs/decisions.md), so this one role is checked here.
    if (!actor.roles.includes('ROLE_PLACE_ORDERS')) {
      // storefront.md §8: the text the checkout shows without the right to place orders.
      throw new StoreApiHttpError(
        403,
        errorCodes.missingPermission,
        'Missing permission - you may not submit orders!',
        {
          parameters: { roles: ['ROLE_PLACE_ORDERS'] },
        },
      );
    }
    const input = placeOrderInputOf(body, c.req.header('idempotency-key'), isoDateInTimeZone(requestNow(context)));
    const { orderId } = await placeOrder(db, context, { ...input, now: requestNow(context) });
    // The order just placed (or the key's earlier one): one row and its lines, no criteria count.
    return readOrderById(db, context, orderId);
  });

  route(app, readOrderDetail, ({ params, context }) => readOrderById(db, context, params.orderId));

  route(app, readOrder, async ({ body, context }) => {
    const page = body?.page ?? 1;
    const limit = body?.limit ?? 10;
    const { orders, total } = await readOrders(db, context, {
      ...(body?.ids ? { ids: body.ids } : {}),
      page,
      limit,
      filter: body?.filter,
      sort: body?.sort,
      totalCountMode: criteriaPage(body ?? {}, { limit }).totalCountMode,
    });
    return {
      orders: { elements: orders, total, page, limit, apiAlias: 'dal_entity_search_result' as const },
      paymentChangeable: Object.fromEntries(orders.map((order) => [order.id, false])),
      apiAlias: 'order_route_response' as const,
    };
  });
}
