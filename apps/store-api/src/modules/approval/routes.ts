import type { Hono } from 'hono';
import {
  assignCartOrderReference,
  createOrderFlow,
  createOrderReference,
  decideApprovals,
  deleteOrderReference,
  isoDateInTimeZone,
  listApprovalCandidates,
  listApprovals,
  listOrderFlows,
  listOrderReferences,
  listOwnOrderRequests,
  readApproval,
  readOrderFlow,
  readOrderReference,
  removeCartOrderReference,
  requestOrder,
  searchOrderReferences,
  setOrderFlowStatus,
  updateOrderFlow,
  updateOrderReference,
} from '@ratchet/store-api-contract';
import { requestNow } from '../../platform/clock';
import type { AppDeps, AppEnv } from '../../platform/http/env';
import { present } from '../../platform/http/required';
import { route } from '../../platform/http/route';
import { deliverOutboxSoon } from '../../platform/mail/outbox';
import { readCart } from '../cart';
import { placeOrderInputOf } from '../order';
import * as approval from './service';

/**
 * Approval flows, order requests and approvals, order references (issue 12). The kernel checks the declared
 * access (the route table's roles); the service scopes every id to the caller's company and decides per request
 * who may see and decide it. Every handler reads the request's instant from the injected clock.
 */
export function registerApprovalRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  // Fixed paths before `/order-flow/{id}`.
  route(app, listApprovalCandidates, ({ actor }) => approval.listCandidates(db, actor));

  route(app, listOwnOrderRequests, ({ actor, query, context }) =>
    approval.listOwnRequests(db, actor, present(query, 'query'), requestNow(context)),
  );

  route(app, listOrderFlows, async ({ actor, query, context }) => ({
    flows: await approval.listFlows(db, actor, present(query, 'query').status, requestNow(context)),
    apiAlias: 'ratchet_order_flow_list' as const,
  }));

  route(app, readOrderFlow, ({ actor, params, context }) =>
    approval.readFlow(db, actor, present(params, 'path').id, requestNow(context)),
  );

  route(app, createOrderFlow, ({ actor, body, context }) =>
    approval.createFlow(db, actor, present(body, 'body'), requestNow(context)),
  );

  route(app, updateOrderFlow, ({ actor, params, body, context }) =>
    approval.updateFlow(db, actor, present(params, 'path').id, present(body, 'body'), requestNow(context)),
  );

  route(app, setOrderFlowStatus, ({ actor, params, body, context }) =>
    approval.setFlowStatus(db, actor, present(params, 'path').id, present(body, 'body').active, requestNow(context)),
  );

  route(app, listApprovals, ({ actor, body, context }) =>
    approval.listApprovals(db, actor, present(body, 'body'), requestNow(context)),
  );

  route(app, readApproval, ({ actor, params, context }) =>
    approval.readApproval(db, actor, present(params, 'path').id, requestNow(context)),
  );

  route(app, decideApprovals, async ({ actor, body, context }) => {
    const answer = await approval.decideApprovals(db, actor, present(body, 'body'), requestNow(context));
    deliverOutboxSoon(db);
    return answer;
  });

  route(app, requestOrder, async ({ actor, body, context, c }) => {
    const now = requestNow(context);
    // The same checks as createOrder (reference length, delivery date, pickup branch, idempotency key).
    const input = placeOrderInputOf(body, c.req.header('idempotency-key'), isoDateInTimeZone(now));
    return approval.requestOrder(db, context, actor, input, now);
  });

  // Fixed paths before `/order-reference/{id}`.
  route(app, searchOrderReferences, ({ actor, params, context }) =>
    approval.searchReferences(db, actor, present(params, 'path').term, requestNow(context)),
  );

  route(app, assignCartOrderReference, async ({ actor, params, context }) => {
    await approval.setCartOrderReference(db, actor, present(params, 'path').id);
    return readCart(db, context, deps.config.publicUrl);
  });

  route(app, removeCartOrderReference, async ({ actor, context }) => {
    await approval.setCartOrderReference(db, actor, null);
    return readCart(db, context, deps.config.publicUrl);
  });

  route(app, listOrderReferences, ({ actor, body, context }) =>
    approval.listReferences(db, actor, present(body, 'body'), requestNow(context)),
  );

  route(app, createOrderReference, ({ actor, body, context }) =>
    approval.createReference(db, actor, present(body, 'body'), requestNow(context)),
  );

  route(app, readOrderReference, ({ actor, params, context }) =>
    approval.readReference(db, actor, present(params, 'path').id, requestNow(context)),
  );

  route(app, updateOrderReference, ({ actor, params, body, context }) =>
    approval.updateReference(db, actor, present(params, 'path').id, present(body, 'body'), requestNow(context)),
  );

  route(app, deleteOrderReference, async ({ actor, params }) => ({
    deleted: await approval.deleteReference(db, actor, present(params, 'path').id),
    apiAlias: 'ratchet_order_reference_delete' as const,
  }));
}
