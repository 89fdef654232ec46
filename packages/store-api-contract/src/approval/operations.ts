import { cartSchema, createOrderBodySchema } from '../checkout/schemas';
import { defineOperation } from '../operation';
import { screenAccess } from '../screenAccess';
import {
  approvalActionsBodySchema,
  approvalActionsResponseSchema,
  approvalCandidatesResponseSchema,
  approvalDetailSchema,
  approvalListBodySchema,
  approvalListResponseSchema,
  approvalPathSchema,
  approvalSchema,
  deleteOrderReferenceResponseSchema,
  orderFlowBodySchema,
  orderFlowListQuerySchema,
  orderFlowListResponseSchema,
  orderFlowPathSchema,
  orderFlowSchema,
  orderFlowStatusBodySchema,
  orderReferenceBodySchema,
  orderReferenceListBodySchema,
  orderReferenceListResponseSchema,
  orderReferencePathSchema,
  orderReferenceSchema,
  orderReferenceSearchPathSchema,
  orderReferenceSearchResponseSchema,
  ownRequestsQuerySchema,
} from './schemas';

// Flows (account-area.md §7 Flows): the flows screen's right, ROLE_MANAGE_ORDER_FLOWS, from the route table.

/** The company's flows with approvers, users and each user's live remaining budget. */
export const listOrderFlows = defineOperation('listOrderFlows get /ratchet/order-flow', {
  query: orderFlowListQuerySchema,
  response: orderFlowListResponseSchema,
  access: screenAccess('orderFlows'),
});

/** The company's active users to choose approvers and users from (flows and order references). */
export const listApprovalCandidates = defineOperation('listApprovalCandidates get /ratchet/order-flow/candidates', {
  response: approvalCandidatesResponseSchema,
  access: screenAccess('orderFlows'),
});

/**
 * The caller's own order requests (pending by default; declined ones carry the approver's comment). Any logged-in
 * user: it is what a requester sees of their requests (account-area.md §7 GET …/order-flow/pending).
 */
export const listOwnOrderRequests = defineOperation('listOwnOrderRequests get /ratchet/order-flow/pending', {
  query: ownRequestsQuerySchema,
  response: approvalListResponseSchema,
  access: 'customer',
});

/** One flow of the company (another company's or unknown id: 404 RATCHET__ORDER_FLOW_NOT_FOUND). */
export const readOrderFlow = defineOperation('readOrderFlow get /ratchet/order-flow/{id}', {
  pathParams: orderFlowPathSchema,
  response: orderFlowSchema,
  access: screenAccess('orderFlows'),
});

/**
 * A new flow (at least one approver and one user of the company; a user already in another active flow:
 * 409 RATCHET__ORDER_FLOW_USER_HAS_ACTIVE_FLOW with `meta.parameters.customerIds`).
 */
export const createOrderFlow = defineOperation('createOrderFlow post /ratchet/order-flow', {
  body: orderFlowBodySchema,
  response: orderFlowSchema,
  access: screenAccess('orderFlows'),
});

/** Replace a flow's settings, approvers and users (same rules as create). Spending so far is kept. */
export const updateOrderFlow = defineOperation('updateOrderFlow put /ratchet/order-flow/{id}', {
  pathParams: orderFlowPathSchema,
  body: orderFlowBodySchema,
  response: orderFlowSchema,
  access: screenAccess('orderFlows'),
});

/** Activate or deactivate a flow (activating: its users must be in no other active flow, 409 as above). */
export const setOrderFlowStatus = defineOperation('setOrderFlowStatus patch /ratchet/order-flow/{id}/status', {
  pathParams: orderFlowPathSchema,
  body: orderFlowStatusBodySchema,
  response: orderFlowSchema,
  access: screenAccess('orderFlows'),
});

// Approvals (account-area.md §7 Approvals and orders): ROLE_APPROVE_ORDER_FLOWS; only the approvers of the
// requester's flow (or of the request's order reference) see and decide a request, never its requester.

/** The requests the caller may see as approver, with filters and pager. */
export const listApprovals = defineOperation('listApprovals post /ratchet/order/approvals', {
  body: approvalListBodySchema,
  response: approvalListResponseSchema,
  access: screenAccess('approvals'),
});

/** One request with its checkout data and lines; also readable by its requester (404 for anyone else). */
export const readApproval = defineOperation('readApproval get /ratchet/order/approvals/{id}', {
  pathParams: approvalPathSchema,
  response: approvalDetailSchema,
  access: 'customer',
});

/**
 * Approve or decline one or several requests. Approving places the order in the same transaction (stock and
 * budgets checked again); one that no longer fits stays pending with its reason while the others go through.
 * The requester gets a mail per decision.
 */
export const decideApprovals = defineOperation('decideApprovals post /ratchet/order/approvals/actions', {
  body: approvalActionsBodySchema,
  response: approvalActionsResponseSchema,
  access: screenAccess('approvals'),
});

/**
 * Request the order instead of placing it (account-area.md §4 "Request the order"): for a user without
 * ROLE_PLACE_ORDERS or whose total reaches the flow's approveFrom. Same body as createOrder; the request keeps
 * the checkout data and prices at request time and empties the cart. A budget that cannot cover it blocks it
 * (400 RATCHET__CART_BLOCKED with the budget key). Without any approver: 400 RATCHET__ORDER_REQUEST_NO_APPROVER.
 */
export const requestOrder = defineOperation('requestOrder post /ratchet/checkout/order-request', {
  body: createOrderBodySchema,
  response: approvalSchema,
  access: 'customer',
});

// Order references (account-area.md §7 Order references): ROLE_MANAGE_ORDER_REFERENCES; adding also
// ROLE_ADD_ORDER_REFERENCES. Search and the cart assignment serve the checkout (any logged-in user).

/** The company's order references with live budgets. */
export const listOrderReferences = defineOperation('listOrderReferences post /ratchet/order-reference/list', {
  body: orderReferenceListBodySchema,
  response: orderReferenceListResponseSchema,
  access: screenAccess('orderReferences'),
});

/** A new order reference (name unique in the company: 400 ORDER_REFERENCE_NAME_NOT_UNIQUE at /name). */
export const createOrderReference = defineOperation('createOrderReference post /ratchet/order-reference', {
  body: orderReferenceBodySchema,
  response: orderReferenceSchema,
  access: screenAccess('orderReferences', 'ROLE_ADD_ORDER_REFERENCES'),
});

/** One order reference (404 RATCHET__ORDER_REFERENCE_NOT_FOUND for another company's). */
export const readOrderReference = defineOperation('readOrderReference get /ratchet/order-reference/{id}', {
  pathParams: orderReferencePathSchema,
  response: orderReferenceSchema,
  access: screenAccess('orderReferences'),
});

/** Edit an order reference (spending so far is kept). */
export const updateOrderReference = defineOperation('updateOrderReference put /ratchet/order-reference/{id}', {
  pathParams: orderReferencePathSchema,
  body: orderReferenceBodySchema,
  response: orderReferenceSchema,
  access: screenAccess('orderReferences'),
});

/** Delete an order reference (placed orders keep its name; carts using it lose it). */
export const deleteOrderReference = defineOperation('deleteOrderReference delete /ratchet/order-reference/{id}', {
  pathParams: orderReferencePathSchema,
  response: deleteOrderReferenceResponseSchema,
  access: screenAccess('orderReferences'),
});

/** The caller's usable references whose name contains the term (checkout's reference field), at most 20. */
export const searchOrderReferences = defineOperation(
  'searchOrderReferences get /ratchet/order-reference/search/{term}',
  {
    pathParams: orderReferenceSearchPathSchema,
    response: orderReferenceSearchResponseSchema,
    access: 'customer',
  },
);

/**
 * Assign an order reference to the caller's cart (its budget then shows and blocks in the cart:
 * extensions.orderReferenceBudget, order-reference-id). A reference the caller may not use: 403
 * RATCHET__ORDER_REFERENCE_NOT_ASSIGNED. Answers the cart.
 */
export const assignCartOrderReference = defineOperation(
  'assignCartOrderReference put /ratchet/order-reference/cart/{id}',
  {
    pathParams: orderReferencePathSchema,
    response: cartSchema,
    access: 'customer',
  },
);

/** Remove the order reference from the caller's cart. Answers the cart. */
export const removeCartOrderReference = defineOperation(
  'removeCartOrderReference delete /ratchet/order-reference/cart',
  {
    response: cartSchema,
    access: 'customer',
  },
);

/** The approval operations, keyed by operation key. */
export const approvalOperations = {
  [listOrderFlows.key]: listOrderFlows,
  [listApprovalCandidates.key]: listApprovalCandidates,
  [listOwnOrderRequests.key]: listOwnOrderRequests,
  [readOrderFlow.key]: readOrderFlow,
  [createOrderFlow.key]: createOrderFlow,
  [updateOrderFlow.key]: updateOrderFlow,
  [setOrderFlowStatus.key]: setOrderFlowStatus,
  [listApprovals.key]: listApprovals,
  [readApproval.key]: readApproval,
  [decideApprovals.key]: decideApprovals,
  [requestOrder.key]: requestOrder,
  [listOrderReferences.key]: listOrderReferences,
  [createOrderReference.key]: createOrderReference,
  [readOrderReference.key]: readOrderReference,
  [updateOrderReference.key]: updateOrderReference,
  [deleteOrderReference.key]: deleteOrderReference,
  [searchOrderReferences.key]: searchOrderReferences,
  [assignCartOrderReference.key]: assignCartOrderReference,
  [removeCartOrderReference.key]: removeCartOrderReference,
} as const;
