import { randomUUID } from 'node:crypto';
import {
  budgetPeriodAt,
  errorCodes,
  isoDateInTimeZone,
  isUuid,
  isValidBudgetDates,
  normaliseUuid,
  type Approval,
  type ApprovalActionsBody,
  type ApprovalActionsResponse,
  type ApprovalCandidates,
  type ApprovalDetail,
  type ApprovalListBody,
  type ApprovalListResponse,
  type BudgetPeriod,
  type BudgetRule,
  type OrderFlow,
  type OrderFlowBody,
  type OrderReference,
  type OrderReferenceBody,
  type OrderReferenceListBody,
  type OrderReferenceListResponse,
  type OrderReferenceSearchResponse,
} from '@ratchet/store-api-contract';
import type { Database } from '../../platform/db/db';
import type { ContextCustomer, RequestContext } from '../../platform/http/env';
import { StoreApiHttpError, storeApiError } from '../../platform/http/errors';
import { enqueueMail } from '../../platform/mail/outbox';
import { renderMail } from '../../platform/mail/templates';
import {
  cartOrderReferenceId,
  centsOf,
  flowBudgetOf,
  flowBudgetsOfMembers,
  referenceBudgetOf,
  remainingOf,
  ruleOf,
  sumFlowSpendByCustomer,
  type BudgetRuleRow,
} from '../budgets';
import { placeOrder, placeRequestedOrder, type PlaceOrderInput } from '../order';
import { dateRange, numericOfEuro, timeZoneOfCountry, uniqueIds } from './domain';
import { presentApproval, presentApprovalDetail, presentFlow, presentPerson, presentReference } from './present';
import {
  countReferences,
  declineRequest,
  deleteReference as deleteReferenceRow,
  findActiveCompanyUsers,
  findCandidates,
  findCompanyCountry,
  findFlow,
  findFlowPeople,
  findFlows,
  findPeople,
  findReference,
  findReferencePeople,
  findReferences,
  findRequest,
  findRequestLines,
  findRequestMailData,
  findRequests,
  findUsersInOtherActiveFlows,
  hasApprovers,
  insertFlow,
  insertReference,
  isApproverOf,
  lockCustomers,
  mayUseReference,
  referenceNameTaken,
  replaceFlowApprovers,
  replaceFlowCustomers,
  replaceReferencePeople,
  searchUsableReferences,
  setBlockedReason,
  setCartReference,
  setFlowActive,
  updateFlow as updateFlowRow,
  updateReference as updateReferenceRow,
  type FlowRow,
  type PersonRow,
  type ReferenceRow,
  type RequestListRow,
  type RequestRow,
} from './repo';

// ------------------------------------------------------------------------------------------------- helpers

/** 4xx with one error at `pointer`. */
function refuse(status: number, code: string, detail: string, pointer: string, parameters?: Record<string, unknown>) {
  return new StoreApiHttpError(status, code, detail, parameters ? { parameters } : undefined, [
    storeApiError(status, code, detail, { source: { pointer }, ...(parameters ? { meta: { parameters } } : {}) }),
  ]);
}

/** An id as a canonical UUID, or 400 VIOLATION::INVALID_UUID at `pointer` (account-area.md §8). */
function idOrRefuse(value: string, pointer: string): string {
  const id = isUuid(value) ? normaliseUuid(value) : null;
  if (id === null) throw refuse(400, errorCodes.invalidUuid, `"${value}" is not a valid identifier.`, pointer);
  return id;
}

/** An id in a path: a malformed one answers like an unknown one (404 with the entity's code). */
function pathId(value: string, notFound: () => StoreApiHttpError): string {
  const id = isUuid(value) ? normaliseUuid(value) : null;
  if (id === null) throw notFound();
  return id;
}

const flowNotFound = () => new StoreApiHttpError(404, errorCodes.orderFlowNotFound, 'Order flow not found.');
const referenceNotFound = () =>
  new StoreApiHttpError(404, errorCodes.orderReferenceNotFound, 'Order reference not found.');
const approvalNotFound = () => new StoreApiHttpError(404, errorCodes.approvalNotFound, 'Order request not found.');

/** People ids of a body: canonical, unique, each an active user of the company (404 at its pointer otherwise). */
async function companyUsersOrRefuse(
  db: Database,
  companyId: string,
  ids: readonly string[],
  field: string,
): Promise<string[]> {
  const canonical = uniqueIds(ids.map((id, index) => idOrRefuse(id, `/${field}/${index}`)));
  const found = new Set((await findActiveCompanyUsers(db, companyId, canonical)).map((row) => row.id));
  const missing = canonical.findIndex((id) => !found.has(id));
  if (missing >= 0) {
    throw refuse(
      404,
      errorCodes.customerNotFound,
      'No active user of the company with this id.',
      `/${field}/${missing}`,
      {
        id: canonical[missing],
      },
    );
  }
  return canonical;
}

async function companyTimeZone(db: Database, companyId: string): Promise<string> {
  return timeZoneOfCountry(await findCompanyCountry(db, companyId));
}

function byKey<Row, Key extends keyof Row>(rows: readonly Row[], key: Key): Map<Row[Key], Row[]> {
  const map = new Map<Row[Key], Row[]>();
  for (const row of rows) map.set(row[key], [...(map.get(row[key]) ?? []), row]);
  return map;
}

/** End after start (custom) or not before it (others), judged after the start date's default (account-area.md §5). */
function checkDatesOrRefuse(period: BudgetPeriod, startDate: string, endDate: string | null): void {
  if (!isValidBudgetDates(period, startDate, endDate)) {
    throw refuse(
      400,
      errorCodes.validation,
      period === 'custom' ? 'End date must be later than start date' : 'End date must not be before start date',
      '/endDate',
    );
  }
}

// --------------------------------------------------------------------------------------------------- flows

/** Flows with approvers, users and each user's budget left now (live from the ledger). */
async function presentFlows(db: Database, rows: readonly FlowRow[], now: Date): Promise<OrderFlow[]> {
  const ids = rows.map((row) => row.id);
  const [approvers, users] = await Promise.all([
    findFlowPeople(db, 'approver', ids),
    findFlowPeople(db, 'customer', ids),
  ]);
  const rules = new Map<string, BudgetRule>();
  const periods = new Map<string, ReturnType<typeof budgetPeriodAt>>();
  const starts = new Map<string, Date>();
  const ends = new Map<string, Date>();
  for (const row of rows) {
    const rule = ruleOf(row);
    if (!rule) continue;
    const period = budgetPeriodAt(rule, now);
    rules.set(row.id, rule);
    periods.set(row.id, period);
    if (period) {
      starts.set(row.id, period.start);
      ends.set(row.id, period.end);
    }
  }
  const sums = await sumFlowSpendByCustomer(db, [...starts.keys()], starts, ends);
  const sumOf = new Map(sums.map((row) => [`${row.flow_id}/${row.customer_id}`, row]));
  const approversOf = byKey(approvers, 'flow_id');
  const usersOf = byKey(users, 'flow_id');
  return rows.map((row) => {
    const rule = rules.get(row.id);
    const period = periods.get(row.id) ?? null;
    return presentFlow(
      row,
      approversOf.get(row.id) ?? [],
      (usersOf.get(row.id) ?? []).map((user) => ({
        ...user,
        remainingCents: rule
          ? remainingOf(rule, period, sumOf.get(`${row.id}/${user.id}`) ?? { in_period: 0, through_period: 0 })
          : 0,
      })),
      period,
    );
  });
}

/** The company's flows (account-area.md §2 Flows: list with name, budget, period, approvers, users, status). */
export async function listFlows(
  db: Database,
  actor: ContextCustomer,
  status: 'active' | 'inactive' | 'all',
  now: Date,
): Promise<OrderFlow[]> {
  const rows = await findFlows(db, actor.companyId, status === 'all' ? null : status === 'active');
  return presentFlows(db, rows, now);
}

/** One flow of the company (404 RATCHET__ORDER_FLOW_NOT_FOUND otherwise). */
export async function readFlow(db: Database, actor: ContextCustomer, id: string, now: Date): Promise<OrderFlow> {
  const row = await findFlow(db, actor.companyId, pathId(id, flowNotFound));
  if (!row) throw flowNotFound();
  const [flow] = await presentFlows(db, [row], now);
  if (!flow) throw flowNotFound();
  return flow;
}

/** Who may be chosen as approver or user. */
export async function listCandidates(db: Database, actor: ContextCustomer): Promise<ApprovalCandidates> {
  const rows = await findCandidates(db, actor.companyId);
  return {
    candidates: rows.map((row) => ({
      ...presentPerson(row),
      canApprove: row.can_approve,
      activeFlow: row.flow_id && row.flow_name ? { id: row.flow_id, name: row.flow_name } : null,
    })),
    apiAlias: 'ratchet_approval_candidates',
  };
}

/**
 * Writes a new flow or replaces one (account-area.md §5: at least one user and one approver; a user has at most one
 * active flow). In one transaction: the named users' rows are locked (id order), so two flows cannot take the same
 * user at once; a user in another active flow answers 409 naming them (the lead buyer removes them there first); a
 * user of an inactive flow moves to this one.
 */
async function saveFlow(
  db: Database,
  actor: ContextCustomer,
  flowId: string | null,
  body: OrderFlowBody,
  now: Date,
): Promise<OrderFlow> {
  const id = await db.transaction(async (tx) => {
    const approverIds = await companyUsersOrRefuse(tx, actor.companyId, body.approverIds, 'approverIds');
    const customerIds = await companyUsersOrRefuse(tx, actor.companyId, body.customerIds, 'customerIds');
    const existing = flowId ? await findFlow(tx, actor.companyId, flowId, true) : null;
    if (flowId && !existing) throw flowNotFound();
    const timeZone = existing?.time_zone ?? (await companyTimeZone(tx, actor.companyId));
    const id = flowId ?? randomUUID();
    await lockCustomers(tx, customerIds);
    const taken = await findUsersInOtherActiveFlows(tx, customerIds, id);
    if (taken.length > 0) {
      const index = customerIds.indexOf(taken[0] ?? '');
      throw refuse(
        409,
        errorCodes.orderFlowUserHasActiveFlow,
        'A user is already in another active flow.',
        `/customerIds/${Math.max(0, index)}`,
        { customerIds: taken },
      );
    }
    const values = {
      name: body.name.trim(),
      budget: numericOfEuro(body.budget),
      period: body.period,
      transferable: body.transferable ?? false,
      renewable: body.renewable ?? true,
      startDate: body.startDate ?? existing?.start_day ?? isoDateInTimeZone(now, timeZone),
      endDate: body.endDate ?? null,
      approveFrom: body.approveFrom == null ? null : numericOfEuro(body.approveFrom),
      active: body.active ?? true,
    };
    checkDatesOrRefuse(values.period, values.startDate, values.endDate);
    if (existing) await updateFlowRow(tx, id, values);
    else await insertFlow(tx, id, actor.companyId, { ...values, timeZone }, now);
    await replaceFlowCustomers(tx, id, customerIds);
    await replaceFlowApprovers(tx, id, approverIds);
    return id;
  });
  return readFlow(db, actor, id, now);
}

export function createFlow(db: Database, actor: ContextCustomer, body: OrderFlowBody, now: Date): Promise<OrderFlow> {
  return saveFlow(db, actor, null, body, now);
}

export function updateFlow(
  db: Database,
  actor: ContextCustomer,
  id: string,
  body: OrderFlowBody,
  now: Date,
): Promise<OrderFlow> {
  return saveFlow(db, actor, pathId(id, flowNotFound), body, now);
}

/** Activates or deactivates a flow (its users belong to no other flow, so activation never conflicts). */
export async function setFlowStatus(
  db: Database,
  actor: ContextCustomer,
  id: string,
  active: boolean,
  now: Date,
): Promise<OrderFlow> {
  const flowId = pathId(id, flowNotFound);
  await db.transaction(async (tx) => {
    if (!(await findFlow(tx, actor.companyId, flowId, true))) throw flowNotFound();
    await setFlowActive(tx, flowId, active);
  });
  return readFlow(db, actor, flowId, now);
}

// ---------------------------------------------------------------------------------------- requests, approvals

/** A listed requester's active flow with its budget rule as the budgets module reads it; none without one. */
function requesterFlowOf(row: RequestListRow): Array<BudgetRuleRow & { customer_id: string }> {
  const {
    requester_flow_id: id,
    requester_flow_name: name,
    requester_flow_period: period,
    requester_flow_start_day: startDay,
    requester_flow_time_zone: zone,
  } = row;
  if (id === null || name === null || period === null || startDay === null || zone === null) return [];
  return [
    {
      customer_id: row.customer_id,
      id,
      name,
      budget: row.requester_flow_budget,
      period,
      transferable: row.requester_flow_transferable === true,
      renewable: row.requester_flow_renewable === true,
      start_day: startDay,
      end_day: row.requester_flow_end_day,
      time_zone: zone,
    },
  ];
}

/** The requesters' flow budgets left now, by requester: the page has their flows' rules, so only the ledger is read. */
async function openBudgets(
  db: Database,
  rows: readonly RequestListRow[],
  now: Date,
): Promise<Map<string, number | null>> {
  const live = await flowBudgetsOfMembers(db, rows.flatMap(requesterFlowOf), now);
  return new Map(rows.map((row) => [row.customer_id, live.get(row.customer_id)?.remainingCents ?? null]));
}

function pager(page: number, limit: number, total: number) {
  return { page, limit, total, pageCount: Math.max(1, Math.ceil(total / limit)) };
}

/** The requests the approver may decide (their flows' and order references', never their own), filtered. */
export async function listApprovals(
  db: Database,
  actor: ContextCustomer,
  body: ApprovalListBody,
  now: Date,
): Promise<ApprovalListResponse> {
  const page = body.page ?? 1;
  const limit = body.limit ?? 20;
  const range =
    body.dateFrom || body.dateTo
      ? dateRange(body.dateFrom, body.dateTo, await companyTimeZone(db, actor.companyId))
      : { from: null, to: null };
  if (range.from && range.to && range.from >= range.to) {
    throw refuse(400, errorCodes.validation, 'The from-date must not be later than the to-date.', '/dateFrom');
  }
  const flowId = body.flowId && isUuid(body.flowId) ? (normaliseUuid(body.flowId) ?? null) : null;
  if (body.flowId && !flowId)
    return { approvals: [], pager: pager(page, limit, 0), apiAlias: 'ratchet_order_approval_list' };
  const { rows, total } = await findRequests(
    db,
    actor.companyId,
    { approverId: actor.id },
    {
      statuses: body.status && body.status.length > 0 ? body.status : null,
      term: body.term?.trim() || null,
      flowId,
      from: range.from,
      to: range.to,
      sort: {
        field: body.sort?.field ?? 'orderDate',
        order: body.sort?.order ?? 'DESC',
      },
      limit,
      offset: (page - 1) * limit,
    },
  );
  const open = await openBudgets(db, rows, now);
  return {
    approvals: rows.map((row) => presentApproval(row, open.get(row.customer_id) ?? null)),
    pager: pager(page, limit, total),
    apiAlias: 'ratchet_order_approval_list',
  };
}

/** The caller's own requests (GET …/order-flow/pending), newest first. */
export async function listOwnRequests(
  db: Database,
  actor: ContextCustomer,
  query: { status: 'pending' | 'approved' | 'declined' | 'all'; page: number; limit: number },
  now: Date,
): Promise<ApprovalListResponse> {
  const { rows, total } = await findRequests(
    db,
    actor.companyId,
    { requesterId: actor.id },
    {
      statuses: query.status === 'all' ? null : [query.status],
      term: null,
      flowId: null,
      from: null,
      to: null,
      sort: { field: 'orderDate', order: 'DESC' },
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    },
  );
  const open = (await flowBudgetOf(db, actor.id, now))?.remainingCents ?? null;
  return {
    approvals: rows.map((row) => presentApproval(row, open)),
    pager: pager(query.page, query.limit, total),
    apiAlias: 'ratchet_order_approval_list',
  };
}

/** Whether the caller decides requests: the approval right and approver of this one, not its requester. */
async function mayDecide(db: Database, actor: ContextCustomer, row: RequestRow): Promise<boolean> {
  return (
    row.customer_id !== actor.id &&
    actor.roles.includes('ROLE_APPROVE_ORDER_FLOWS') &&
    (await isApproverOf(db, row.id, actor.id))
  );
}

/** A request for its approvers and its requester; anyone else gets 404 as for an unknown id. */
export async function readApproval(
  db: Database,
  actor: ContextCustomer,
  id: string,
  now: Date,
): Promise<ApprovalDetail> {
  const row = await findRequest(db, actor.companyId, pathId(id, approvalNotFound));
  if (!row) throw approvalNotFound();
  const decides = await mayDecide(db, actor, row);
  if (!decides && row.customer_id !== actor.id) throw approvalNotFound();
  const open = (await flowBudgetOf(db, row.customer_id, now))?.remainingCents ?? null;
  return presentApprovalDetail(
    row,
    await findRequestLines(db, row.id),
    open,
    decides && row.approval_status === 'pending',
  );
}

/** The requester's mail for a decision, in the order's locale. */
async function mailDecision(
  db: Database,
  orderId: string,
  approver: PersonRow | undefined,
  decision: { kind: 'approved' } | { kind: 'declined'; comment: string },
): Promise<void> {
  const data = await findRequestMailData(db, orderId);
  if (!data) return;
  const approverName = approver ? `${approver.first_name} ${approver.last_name}`.trim() : '';
  const base = { firstName: data.first_name, lastName: data.last_name, orderNumber: data.order_number, approverName };
  const mail =
    decision.kind === 'approved'
      ? renderMail('order-request-approved', data.locale_code, base)
      : renderMail('order-request-declined', data.locale_code, { ...base, comment: decision.comment });
  await enqueueMail(db, {
    kind: decision.kind === 'approved' ? 'order-request-approved' : 'order-request-declined',
    recipient: data.email,
    subject: mail.subject,
    bodyText: mail.bodyText,
  });
}

type ActionResult = ApprovalActionsResponse['results'][number];

/**
 * Approves or declines requests one by one, each in its own transaction (account-area.md §4; issue 12): approving
 * places the order with stock and budgets checked again at this moment; one that no longer fits stays pending with
 * its reason while the others go through. Nobody decides their own request; a request decided meanwhile (two
 * approvers at once: the row lock lets one win) answers RATCHET__ORDER_APPROVAL_ALREADY_DECIDED.
 */
export async function decideApprovals(
  db: Database,
  actor: ContextCustomer,
  body: ApprovalActionsBody,
  now: Date,
): Promise<ApprovalActionsResponse> {
  const [approverRow] = await findPeople(db, [actor.id]);
  const results: ActionResult[] = [];
  const refused = (id: string, code: string, message: string, approval: Approval | null = null): ActionResult => ({
    id,
    outcome: 'refused',
    code,
    message,
    approval,
  });
  for (const rawId of uniqueIds(body.ids)) {
    const id = isUuid(rawId) ? normaliseUuid(rawId) : null;
    if (id === null) {
      results.push(refused(rawId, errorCodes.approvalNotFound, 'Order request not found.'));
      continue;
    }
    const row = await findRequest(db, actor.companyId, id);
    if (!row) {
      results.push(refused(id, errorCodes.approvalNotFound, 'Order request not found.'));
      continue;
    }
    if (row.customer_id === actor.id) {
      results.push(refused(id, errorCodes.approvalOwnRequest, 'Nobody approves or declines their own request.'));
      continue;
    }
    if (!(await isApproverOf(db, id, actor.id))) {
      results.push(refused(id, errorCodes.approvalNotFound, 'Order request not found.'));
      continue;
    }
    let outcome: ActionResult;
    if (body.action === 'approve') {
      const placed = await placeRequestedOrder(db, actor, id, now, (tx) =>
        mailDecision(tx, id, approverRow, { kind: 'approved' }),
      );
      if (placed.placed) outcome = { id, outcome: 'approved', code: null, message: null, approval: null };
      else {
        if (!placed.decided && placed.code !== errorCodes.approvalNotFound) await setBlockedReason(db, id, placed.code);
        outcome = refused(id, placed.code, placed.message);
      }
    } else {
      const comment = body.comment?.trim() ?? '';
      const declined = await db.transaction(async (tx) => {
        const done = await declineRequest(tx, id, { decidedBy: actor.id, decidedAt: now, comment });
        if (done) await mailDecision(tx, id, approverRow, { kind: 'declined', comment });
        return done;
      });
      outcome = declined
        ? { id, outcome: 'declined', code: null, message: null, approval: null }
        : refused(id, errorCodes.approvalAlreadyDecided, 'The request was already decided.');
    }
    const after = await findRequest(db, actor.companyId, id);
    const open = after ? ((await flowBudgetOf(db, after.customer_id, now))?.remainingCents ?? null) : null;
    results.push({ ...outcome, approval: after ? presentApproval(after, open) : null });
  }
  return { results, apiAlias: 'ratchet_order_approval_actions' };
}

/**
 * Requests the order instead of placing it (account-area.md §4 "Request the order"): the whole checkout state and
 * the prices of this moment are kept in the request, the cart is emptied. Somebody must be able to decide it: an
 * approver (not the requester) of the requester's active flow or of the cart's order reference.
 */
export async function requestOrder(
  db: Database,
  context: RequestContext,
  actor: ContextCustomer,
  input: PlaceOrderInput,
  now: Date,
): Promise<Approval> {
  const referenceId = await cartOrderReferenceId(db, actor.id);
  if (!(await hasApprovers(db, actor.id, referenceId))) {
    throw new StoreApiHttpError(400, errorCodes.orderRequestNoApprover, 'Nobody could approve this request.');
  }
  const { orderId } = await placeOrder(db, context, { ...input, now }, 'request');
  const row = await findRequest(db, actor.companyId, orderId);
  if (!row) throw approvalNotFound();
  return presentApproval(row, (await flowBudgetOf(db, actor.id, now))?.remainingCents ?? null);
}

// ------------------------------------------------------------------------------------------ order references

async function presentReferences(db: Database, rows: readonly ReferenceRow[], now: Date): Promise<OrderReference[]> {
  const ids = rows.map((row) => row.id);
  const [approvers, users, creators] = await Promise.all([
    findReferencePeople(db, 'approver', ids),
    findReferencePeople(db, 'customer', ids),
    findPeople(db, uniqueIds(rows.flatMap((row) => (row.created_by ? [row.created_by] : [])))),
  ]);
  const approversOf = byKey(approvers, 'reference_id');
  const usersOf = byKey(users, 'reference_id');
  const creatorOf = new Map(creators.map((row) => [row.id, row]));
  const answers: OrderReference[] = [];
  for (const row of rows) {
    const rule = ruleOf(row);
    const figure = rule ? await referenceBudgetOf(db, row.company_id, row.id, now) : null;
    answers.push(
      presentReference(
        row,
        {
          creator: row.created_by ? (creatorOf.get(row.created_by) ?? null) : null,
          approvers: approversOf.get(row.id) ?? [],
          users: usersOf.get(row.id) ?? [],
        },
        {
          remainingCents: figure?.remainingCents ?? null,
          period: rule ? budgetPeriodAt(rule, now) : null,
        },
      ),
    );
  }
  return answers;
}

export async function listReferences(
  db: Database,
  actor: ContextCustomer,
  body: OrderReferenceListBody,
  now: Date,
): Promise<OrderReferenceListResponse> {
  const page = body.page ?? 1;
  const limit = body.limit ?? 20;
  const term = body.term?.trim() || null;
  const rows = await findReferences(db, actor.companyId, { term, limit, offset: (page - 1) * limit });
  const total = rows.length > 0 ? Number(rows[0]?.total_count ?? 0) : await countReferences(db, actor.companyId, term);
  return {
    references: await presentReferences(db, rows, now),
    pager: pager(page, limit, total),
    apiAlias: 'ratchet_order_reference_list',
  };
}

export async function readReference(
  db: Database,
  actor: ContextCustomer,
  id: string,
  now: Date,
): Promise<OrderReference> {
  const row = await findReference(db, actor.companyId, pathId(id, referenceNotFound));
  if (!row) throw referenceNotFound();
  const [answer] = await presentReferences(db, [row], now);
  if (!answer) throw referenceNotFound();
  return answer;
}

const nameNotUnique = () =>
  refuse(400, errorCodes.orderReferenceNotUnique, 'An order reference with this name exists.', '/name');

/** Creates or replaces a reference: name unique in the company (case-insensitive), people of the company. */
async function saveReference(
  db: Database,
  actor: ContextCustomer,
  referenceId: string | null,
  body: OrderReferenceBody,
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    const approverIds = await companyUsersOrRefuse(tx, actor.companyId, body.approverIds ?? [], 'approverIds');
    const customerIds = await companyUsersOrRefuse(tx, actor.companyId, body.customerIds ?? [], 'customerIds');
    const existing = referenceId ? await findReference(tx, actor.companyId, referenceId) : null;
    if (referenceId && !existing) throw referenceNotFound();
    const timeZone = existing?.time_zone ?? (await companyTimeZone(tx, actor.companyId));
    const values = {
      name: body.name.trim(),
      budget: body.budget == null ? null : numericOfEuro(body.budget),
      period: body.period ?? 'monthly',
      transferable: body.transferable ?? false,
      renewable: body.renewable ?? true,
      startDate: body.startDate ?? existing?.start_day ?? isoDateInTimeZone(now, timeZone),
      endDate: body.endDate ?? null,
    };
    checkDatesOrRefuse(values.period, values.startDate, values.endDate);
    const id = referenceId ?? randomUUID();
    if (existing) {
      if (await referenceNameTaken(tx, actor.companyId, values.name, id)) throw nameNotUnique();
      await updateReferenceRow(tx, id, values);
    } else if (
      !(await insertReference(
        tx,
        { id, companyId: actor.companyId, createdBy: actor.id, timeZone, createdAt: now },
        values,
      ))
    ) {
      throw nameNotUnique();
    }
    await replaceReferencePeople(tx, 'approver', id, approverIds);
    await replaceReferencePeople(tx, 'customer', id, customerIds);
    return id;
  });
}

export async function createReference(
  db: Database,
  actor: ContextCustomer,
  body: OrderReferenceBody,
  now: Date,
): Promise<OrderReference> {
  const id = await saveReference(db, actor, null, body, now);
  return readReference(db, actor, id, now);
}

export async function updateReference(
  db: Database,
  actor: ContextCustomer,
  id: string,
  body: OrderReferenceBody,
  now: Date,
): Promise<OrderReference> {
  const referenceId = pathId(id, referenceNotFound);
  await saveReference(db, actor, referenceId, body, now);
  return readReference(db, actor, referenceId, now);
}

export async function deleteReference(db: Database, actor: ContextCustomer, id: string): Promise<string> {
  const referenceId = pathId(id, referenceNotFound);
  if (!(await deleteReferenceRow(db, actor.companyId, referenceId))) throw referenceNotFound();
  return referenceId;
}

/** The caller's usable references whose name contains the term (checkout field), with live budgets. */
export async function searchReferences(
  db: Database,
  actor: ContextCustomer,
  term: string,
  now: Date,
): Promise<OrderReferenceSearchResponse> {
  const rows = await findUsableReferences(db, actor, term);
  const references: OrderReferenceSearchResponse['references'] = [];
  for (const row of rows) {
    const figure = ruleOf(row) ? await referenceBudgetOf(db, actor.companyId, row.id, now) : null;
    references.push({
      id: row.id,
      name: row.name,
      budget: row.budget === null ? null : (centsOf(row.budget) ?? 0) / 100,
      budgetRemaining: figure ? figure.remainingCents / 100 : null,
      apiAlias: 'ratchet_order_reference_option',
    });
  }
  return { references, apiAlias: 'ratchet_order_reference_search' };
}

function findUsableReferences(db: Database, actor: ContextCustomer, term: string): Promise<ReferenceRow[]> {
  return searchUsableReferences(db, actor.companyId, actor.id, term.trim(), 20);
}

/**
 * Sets the cart's order reference (null: removes it). A reference of another company answers 404 as an unknown
 * one; one assigned to other users only, 403 RATCHET__ORDER_REFERENCE_NOT_ASSIGNED.
 */
export async function setCartOrderReference(db: Database, actor: ContextCustomer, id: string | null): Promise<void> {
  let referenceId: string | null = null;
  if (id !== null) {
    referenceId = pathId(id, referenceNotFound);
    if (!(await findReference(db, actor.companyId, referenceId))) throw referenceNotFound();
    if (!(await mayUseReference(db, referenceId, actor.id))) {
      throw new StoreApiHttpError(
        403,
        errorCodes.orderReferenceNotAssigned,
        'This order reference is not yours to use.',
      );
    }
  }
  await setCartReference(db, randomUUID(), actor.id, referenceId);
}
