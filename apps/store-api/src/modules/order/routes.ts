import type { Hono } from 'hono';
import { createOrder, errorCodes, orderReferenceMaxLength, readOrder } from '@ratchet/store-api-contract';
import { criteriaPage } from '../../platform/db/criteria';
import type { AppDeps, AppEnv } from '../../platform/http/env';
import { StoreApiHttpError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { checkOrderReference } from './domain';
import { placeOrder, readOrders } from './service';

/** Order routes (issue 3): order creation and read-back. */
export function registerOrderRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  route(app, createOrder, async ({ body, context, actor }) => {
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
    const orderId = await placeOrder(db, context, {
      orderReference: reference.value,
      customerComment: body?.customerComment?.trim() || null,
      ...(body?.paymentMethodId ? { paymentMethod: body.paymentMethodId } : {}),
      ...(body?.shippingMethodId ? { shippingMethod: body.shippingMethodId } : {}),
    });
    const { orders } = await readOrders(db, context, { ids: [orderId], page: 1, limit: 1 });
    const order = orders[0];
    if (!order) throw new StoreApiHttpError(404, errorCodes.orderNotFound, 'Order not found.');
    return order;
  });

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
