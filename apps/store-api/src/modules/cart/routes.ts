import type { Hono } from 'hono';
import { addLineItem, deleteCart, readCart, removeLineItem, updateLineItem } from '@ratchet/store-api-contract';
import type { AppDeps, AppEnv } from '../../platform/http/env';
import { route } from '../../platform/http/route';
import { present } from '../../platform/http/required';
import { addItems, clearCart, readCart as readCartAnswer, removeItems, updateItems } from './service';

/** Cart routes (issue 3): cart read and writes. */
export function registerCartRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  route(app, readCart, ({ context }) => readCartAnswer(db, context));
  route(app, addLineItem, ({ body, context }) => addItems(db, context, present(body, 'body').items));
  route(app, updateLineItem, ({ body, context }) => updateItems(db, context, present(body, 'body').items));
  route(app, removeLineItem, ({ body, context }) => removeItems(db, context, present(body, 'body').ids));
  route(app, deleteCart, ({ context }) => clearCart(db, context));
}
