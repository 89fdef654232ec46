/**
 * Approval flows, order requests and approvals, and order references (issue 12; account-area.md §2 screens,
 * §3 Flow, Approval, Approval detail, Order reference; §4 approval states, "Request the order", blocking; §5;
 * §7 Approvals and orders, Flows, Order references; §9 periods).
 *
 * Amounts are euro with at most two decimals, as every store-API amount; the server keeps whole cents
 * (rules/budgetPeriods.ts) and answers the database's figures. Dates are ISO calendar dates in the shop's time
 * zone; instants are ISO date-times. Ids are plain strings: the server answers a malformed one with
 * 400 VIOLATION::INVALID_UUID as the company operations do.
 */
import { z } from 'zod';
import { orderReferenceMaxLength } from '../rules/limits';
import { isIsoDate } from '../rules/dates';
import {
  flowBudgetPeriods,
  isValidBudgetDates,
  orderReferenceBudgetPeriods,
  type BudgetPeriod,
} from '../rules/budgetPeriods';
import { orderAddressSchema } from '../checkout/schemas';
import { pickupLocationCodes, shippingOptions } from '../rules/checkout';
import { pagerSchema } from '../company/schemas';
import { approvalStatuses, type ApprovalStatus } from './statuses';

const idSchema = z.string().min(1).max(64);
const isoDateSchema = z.string().refine(isIsoDate, { message: 'Expected an ISO date (YYYY-MM-DD)' });
/** A budget or threshold as sent: euro, at least 0, whole cents, at most 10 million. */
const amountInput = z
  .number()
  .min(0)
  .max(10_000_000)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { message: 'At most two decimals' });
const money = z.number();

/** A company user as the flow and reference screens name them (approvers, assigned users, requesters). */
export const approvalPersonSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
});
export type ApprovalPerson = z.infer<typeof approvalPersonSchema>;

/** The current period of a budget: first and last day (shop time zone) and the instants it spans. */
export const budgetPeriodSpanSchema = z.object({
  index: z.number().int(),
  firstDay: z.string(),
  lastDay: z.string(),
  start: z.string(),
  end: z.string(),
});

/** End after start for custom periods (account-area.md §5); the error points at /endDate. */
function checkDates(
  value: { period: BudgetPeriod; startDate: string; endDate?: string | null | undefined },
  ctx: z.RefinementCtx,
) {
  if (!isIsoDate(value.startDate) || (value.endDate != null && !isIsoDate(value.endDate))) return;
  if (!isValidBudgetDates(value.period, value.startDate, value.endDate ?? null)) {
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message:
        value.period === 'custom' ? 'End date must be later than start date' : 'End date must not be before start date',
    });
  }
}

// --------------------------------------------------------------------------------------------------- flows

/** A flow (account-area.md §3 Flow) with its users' live budget figures. */
export const orderFlowSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Budget per assigned user and period, euro. */
  budget: money,
  period: z.enum(flowBudgetPeriods),
  transferable: z.boolean(),
  renewable: z.boolean(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  /** Order total from which approval is needed even within budget; null: only missing rights need approval. */
  approveFrom: money.nullable(),
  active: z.boolean(),
  /** IANA time zone whose midnight begins the periods (the company's shop). */
  timeZone: z.string(),
  /** The period in force now (null after the flow's end). */
  currentPeriod: budgetPeriodSpanSchema.nullable(),
  approvers: z.array(approvalPersonSchema),
  /** Assigned users with what each has left in the current period (live, euro). */
  users: z.array(approvalPersonSchema.extend({ budgetRemaining: money })),
  createdAt: z.string(),
  apiAlias: z.literal('ratchet_order_flow'),
});
export type OrderFlow = z.infer<typeof orderFlowSchema>;

export const orderFlowListResponseSchema = z.object({
  flows: z.array(orderFlowSchema),
  apiAlias: z.literal('ratchet_order_flow_list'),
});
export type OrderFlowListResponse = z.infer<typeof orderFlowListResponseSchema>;

/** GET /ratchet/order-flow: every flow of the company, or only active/inactive ones. */
export const orderFlowListQuerySchema = z.object({ status: z.enum(['active', 'inactive', 'all']).default('all') });

const orderFlowFields = z.object({
  name: z.string().trim().min(1).max(100),
  budget: amountInput,
  period: z.enum(flowBudgetPeriods),
  transferable: z.boolean().default(false),
  renewable: z.boolean().default(true),
  /** Default: today in the shop's time zone. */
  startDate: isoDateSchema.optional(),
  /** Required for custom (after the start date); optional otherwise (last day with a budget). */
  endDate: isoDateSchema.nullable().optional(),
  approveFrom: amountInput.nullable().optional(),
  /** At least one approver (account-area.md §5: flows need users and approvers). */
  approverIds: z.array(idSchema).min(1).max(200),
  /** At least one user; a user has at most one active flow (409 RATCHET__ORDER_FLOW_USER_HAS_ACTIVE_FLOW). */
  customerIds: z.array(idSchema).min(1).max(5000),
  active: z.boolean().default(true),
});

/** POST /ratchet/order-flow and PUT /ratchet/order-flow/{id} (the whole flow). */
export const orderFlowBodySchema = orderFlowFields.superRefine((value, ctx) =>
  checkDates({ ...value, startDate: value.startDate ?? '1970-01-01' }, ctx),
);
export type OrderFlowBody = z.input<typeof orderFlowBodySchema>;

export const orderFlowPathSchema = z.object({ id: idSchema });

/** PATCH /ratchet/order-flow/{id}/status: activate or deactivate. */
export const orderFlowStatusBodySchema = z.object({ active: z.boolean() });

/** GET /ratchet/order-flow/candidates: who can be assigned (every active user of the company). */
export const approvalCandidatesResponseSchema = z.object({
  candidates: z.array(
    approvalPersonSchema.extend({
      /** Holds ROLE_APPROVE_ORDER_FLOWS (an approver without it cannot decide until it is granted). */
      canApprove: z.boolean(),
      /** The user's active flow, if any. */
      activeFlow: z.object({ id: z.string(), name: z.string() }).nullable(),
    }),
  ),
  apiAlias: z.literal('ratchet_approval_candidates'),
});
export type ApprovalCandidates = z.infer<typeof approvalCandidatesResponseSchema>;

// -------------------------------------------------------------------------------------- requests and approvals

export { approvalStatuses, type ApprovalStatus };

/** Why an order needs an approver: no ROLE_PLACE_ORDERS, or its total reaches the flow's approveFrom. */
export const approvalReasons = ['missingPermission', 'approveFrom'] as const;
export type ApprovalReason = (typeof approvalReasons)[number];

/** One request in the approvals list and in the requester's list (account-area.md §3 Approval (list line)). */
export const approvalSchema = z.object({
  /** The requested order's id (also the id of the approval). */
  id: z.string(),
  orderNumber: z.string(),
  requester: approvalPersonSchema,
  flow: z.object({ id: z.string(), name: z.string() }).nullable(),
  orderReference: z.string().nullable(),
  /** The requester's budget left now (flow, live); null without a flow. */
  openBudget: money.nullable(),
  /** What would be left after approving this request (open budget − amount; negative: it no longer fits). */
  remainingBudget: money.nullable(),
  /** Order total (gross) at request time. */
  amount: money,
  orderDate: z.string(),
  status: z.enum(approvalStatuses),
  reasons: z.array(z.enum(approvalReasons)),
  decidedAt: z.string().nullable(),
  decidedBy: approvalPersonSchema.nullable(),
  /** The decline comment (shown to the requester). */
  comment: z.string().nullable(),
  /**
   * Why the last approval attempt did not place the order (a budget code, out of stock…); the request stays
   * pending. Null otherwise.
   */
  blockedReason: z.string().nullable(),
  apiAlias: z.literal('ratchet_order_approval'),
});
export type Approval = z.infer<typeof approvalSchema>;

/** One line of a request (account-area.md §3 Approval detail: sku, name, quantity, unit price, total, comment). */
export const approvalLineSchema = z.object({
  sku: z.string(),
  name: z.string(),
  quantity: z.number(),
  unitPrice: money,
  totalPrice: money,
  comment: z.string().nullable(),
  type: z.enum(['product', 'promotion']),
});

/** A request with its checkout data (account-area.md §3 Approval detail). */
export const approvalDetailSchema = approvalSchema.extend({
  fileNumber: z.string().nullable(),
  remark: z.string().nullable(),
  shippingOption: z.enum(shippingOptions),
  shippingAddress: orderAddressSchema.nullable(),
  billingAddress: orderAddressSchema.nullable(),
  pickupLocation: z.enum(pickupLocationCodes).nullable(),
  shippingMethod: z.object({ id: z.string(), name: z.string() }),
  paymentMethod: z.object({ id: z.string(), name: z.string() }),
  /** Desired delivery date (ISO) or null. */
  shippingDate: z.string().nullable(),
  subtotal: money,
  shipping: money,
  additionalCost: money,
  total: money,
  lines: z.array(approvalLineSchema),
  /** The caller may decide it (an approver of the request, not its requester, still pending). */
  canDecide: z.boolean(),
  apiAlias: z.literal('ratchet_order_approval_detail'),
});
export type ApprovalDetail = z.infer<typeof approvalDetailSchema>;

/** POST /ratchet/order/approvals: filters, sort and page (account-area.md §7 "filter"). */
export const approvalListBodySchema = z.object({
  page: z.number().int().min(1).max(100000).default(1),
  limit: z.number().int().min(1).max(100).default(20),
  /** Default: every status. */
  status: z.array(z.enum(approvalStatuses)).max(3).optional(),
  /** Order number, first or last name of the requester (contains, case-insensitive). */
  term: z.string().trim().max(100).optional(),
  flowId: idSchema.optional(),
  /** Order date from/to (ISO dates, inclusive, shop time zone); from must not be after to. */
  dateFrom: isoDateSchema.optional(),
  dateTo: isoDateSchema.optional(),
  sort: z
    .object({
      field: z.enum(['orderDate', 'orderNumber', 'amount', 'lastName', 'status']),
      order: z.enum(['ASC', 'DESC']).default('DESC'),
    })
    .default({ field: 'orderDate', order: 'DESC' }),
});
export type ApprovalListBody = z.input<typeof approvalListBodySchema>;

export const approvalListResponseSchema = z.object({
  approvals: z.array(approvalSchema),
  pager: pagerSchema,
  apiAlias: z.literal('ratchet_order_approval_list'),
});
export type ApprovalListResponse = z.infer<typeof approvalListResponseSchema>;

/** GET /ratchet/order-flow/pending: the caller's own requests (default: pending ones). */
export const ownRequestsQuerySchema = z.object({
  status: z.enum([...approvalStatuses, 'all']).default('pending'),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const approvalPathSchema = z.object({ id: idSchema });

/** POST /ratchet/order/approvals/actions: approve or decline one or several requests (after a confirmation). */
export const approvalActionsBodySchema = z
  .object({
    action: z.enum(['approve', 'decline']),
    ids: z.array(idSchema).min(1).max(100),
    /** Required when declining (kept and shown to the requester). */
    comment: z.string().trim().max(1000).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.action === 'decline' && !value.comment) {
      ctx.addIssue({ code: 'custom', path: ['comment'], message: 'A decline needs a comment' });
    }
  });
export type ApprovalActionsBody = z.input<typeof approvalActionsBodySchema>;

/**
 * The outcome per request: `approved` (order placed), `declined`, or `refused` with a code — the request stays
 * as it was (`RATCHET__ORDER_APPROVAL_ALREADY_DECIDED`, `RATCHET__ORDER_APPROVAL_OWN_REQUEST`,
 * `RATCHET__ORDER_APPROVAL_NOT_FOUND`) or stays pending with the reason (a budget key, out of stock).
 */
export const approvalActionsResponseSchema = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      outcome: z.enum(['approved', 'declined', 'refused']),
      code: z.string().nullable(),
      message: z.string().nullable(),
      approval: approvalSchema.nullable(),
    }),
  ),
  apiAlias: z.literal('ratchet_order_approval_actions'),
});
export type ApprovalActionsResponse = z.infer<typeof approvalActionsResponseSchema>;

// -------------------------------------------------------------------------------------------- order references

/** An order reference (account-area.md §3 Order reference). */
export const orderReferenceSchema = z.object({
  id: z.string(),
  /** The reference's name (number), at most 30 characters, unique in the company. */
  name: z.string(),
  creator: approvalPersonSchema.nullable(),
  approvers: z.array(approvalPersonSchema),
  /** Users who may use it; empty: every user of the company. */
  users: z.array(approvalPersonSchema),
  /** Budget per period for all orders with this reference; null: no budget limit. */
  budget: money.nullable(),
  /** Left in the current period (live); null without a budget. */
  budgetRemaining: money.nullable(),
  period: z.enum(orderReferenceBudgetPeriods),
  transferable: z.boolean(),
  renewable: z.boolean(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  currentPeriod: budgetPeriodSpanSchema.nullable(),
  createdAt: z.string(),
  apiAlias: z.literal('ratchet_order_reference'),
});
export type OrderReference = z.infer<typeof orderReferenceSchema>;

/** POST /ratchet/order-reference and PUT /ratchet/order-reference/{id}. */
export const orderReferenceBodySchema = z
  .object({
    name: z.string().trim().min(1).max(orderReferenceMaxLength),
    budget: amountInput.nullable().optional(),
    period: z.enum(orderReferenceBudgetPeriods).default('monthly'),
    transferable: z.boolean().default(false),
    renewable: z.boolean().default(true),
    startDate: isoDateSchema.optional(),
    endDate: isoDateSchema.nullable().optional(),
    approverIds: z.array(idSchema).max(200).default([]),
    customerIds: z.array(idSchema).max(5000).default([]),
  })
  .superRefine((value, ctx) => checkDates({ ...value, startDate: value.startDate ?? '1970-01-01' }, ctx));
export type OrderReferenceBody = z.input<typeof orderReferenceBodySchema>;

export const orderReferencePathSchema = z.object({ id: idSchema });
export const orderReferenceSearchPathSchema = z.object({ term: z.string().min(1).max(100) });

/** POST /ratchet/order-reference/list. */
export const orderReferenceListBodySchema = z.object({
  page: z.number().int().min(1).max(100000).default(1),
  limit: z.number().int().min(1).max(100).default(20),
  term: z.string().trim().max(100).optional(),
});
export type OrderReferenceListBody = z.input<typeof orderReferenceListBodySchema>;

export const orderReferenceListResponseSchema = z.object({
  references: z.array(orderReferenceSchema),
  pager: pagerSchema,
  apiAlias: z.literal('ratchet_order_reference_list'),
});
export type OrderReferenceListResponse = z.infer<typeof orderReferenceListResponseSchema>;

/** GET /ratchet/order-reference/search/{term}: the caller's usable references for the checkout field (≤ 20). */
export const orderReferenceSearchResponseSchema = z.object({
  references: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      budget: money.nullable(),
      budgetRemaining: money.nullable(),
      apiAlias: z.literal('ratchet_order_reference_option'),
    }),
  ),
  apiAlias: z.literal('ratchet_order_reference_search'),
});
export type OrderReferenceSearchResponse = z.infer<typeof orderReferenceSearchResponseSchema>;

export const deleteOrderReferenceResponseSchema = z.object({
  deleted: z.string(),
  apiAlias: z.literal('ratchet_order_reference_delete'),
});
