import type { Hono } from 'hono';
import {
  addLineItem,
  deleteCart,
  readCart,
  readPaymentMethod,
  readShippingMethod,
  removeLineItem,
  updateLineItem,
} from '@ratchet/store-api-contract';
import type { AppDeps, AppEnv } from '../../platform/http/env';
import { route } from '../../platform/http/route';
import { present } from '../../platform/http/required';
import {
  addItems,
  clearCart,
  listPaymentMethods,
  listShippingMethods,
  readCart as readCartAnswer,
  removeItems,
  updateItems,
} from './service';

/** Cart routes (issues 3, 10): cart read and writes, promotion codes, shipping and payment methods. */
export function registerCartRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  const { publicUrl } = deps.config;
  route(app, readCart, ({ context }) => readCartAnswer(db, context, publicUrl));
  route(app, addLineItem, ({ body, context }) => addItems(db, context, publicUrl, present(body, 'body').items));
  route(app, updateLineItem, ({ body, context }) => updateItems(db, context, publicUrl, present(body, 'body').items));
  route(app, removeLineItem, ({ body, context }) => removeItems(db, context, publicUrl, present(body, 'body').ids));
  route(app, deleteCart, ({ context }) => clearCart(db, context, publicUrl));
  route(app, readShippingMethod, async ({ body, context }) => {
    const methods = await listShippingMethods(db, context);
    const elements = body?.onlyAvailable ? methods.filter((method) => method.available) : methods;
    return { total: elements.length, elements, apiAlias: 'shipping_method_route_response' as const };
  });
  route(app, readPaymentMethod, async ({ body, context }) => {
    const methods = await listPaymentMethods(db, context);
    const elements = body?.onlyAvailable ? methods.filter((method) => method.available) : methods;
    return { total: elements.length, elements, apiAlias: 'payment_method_route_response' as const };
  });
}
