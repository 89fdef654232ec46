import { randomUUID } from 'node:crypto';
import {
  budgetCovers,
  cartErrorKeys,
  needsApprovalFrom,
  remainingBudgetTerm,
  type ApprovalReason,
  type BudgetPeriodSpan,
  type BudgetRule,
  type RoleCode,
} from '@ratchet/store-api-contract';
import type { Database } from '../../platform/db/db';
import { budgetPeriodAt, centsOf, numericOfCents, periodsAt, remainingOf, ruleOf } from './domain';
import {
  findCompanyFlowRules,
  findFlowsOfCustomers,
  findActiveFlowOf,
  findCartReferenceId,
  findReferenceRule,
  insertSpends,
  sumFlowSpend,
  sumMemberSpend,
  sumReferenceSpend,
} from './repo';
import type { BudgetRuleRow, SpendRow } from './repo';

/** A budget's live figure: budget per period and what is left now, in cents. */
export interface BudgetFigure {
  id: string;
  name: string;
  budgetCents: number;
  remainingCents: number;
  period: BudgetPeriodSpan | null;
}

/** The user's flow budget and its approveFrom threshold. */
export interface FlowFigure extends BudgetFigure {
  approveFromCents: number | null;
}

/**
 * The customer's active flow with the budget left to them now (account-area.md §3 Flow: per assigned user and
 * period); null without an active flow. With `lock` (inside a transaction) the user's membership row is locked.
 */
export async function flowBudgetOf(
  db: Database,
  customerId: string,
  now: Date,
  lock = false,
): Promise<FlowFigure | null> {
  const row = await findActiveFlowOf(db, customerId, lock);
  const rule = row ? ruleOf(row) : null;
  if (!row || !rule) return null;
  const period = budgetPeriodAt(rule, now);
  const sums = period
    ? await sumFlowSpend(db, row.id, customerId, period.start, period.end)
    : { in_period: 0, through_period: 0 };
  return {
    id: row.id,
    name: row.name,
    budgetCents: rule.budgetCents,
    remainingCents: remainingOf(rule, period, sums),
    period,
    approveFromCents: centsOf(row.approve_from),
  };
}

/**
 * An order reference's budget left now (one budget for all its orders); null when the reference is unknown for the
 * company or has no budget. With `lock`, the reference row is locked.
 */
export async function referenceBudgetOf(
  db: Database,
  companyId: string,
  referenceId: string,
  now: Date,
  lock = false,
): Promise<BudgetFigure | null> {
  const row = await findReferenceRule(db, companyId, referenceId, lock);
  return row ? referenceFigureOf(db, row, now) : null;
}

/** {@link referenceBudgetOf} of a reference row already read (no second read of the rule). */
async function referenceFigureOf(db: Database, row: BudgetRuleRow, now: Date): Promise<BudgetFigure | null> {
  const rule = ruleOf(row);
  if (!rule) return null;
  const period = budgetPeriodAt(rule, now);
  const sums = period
    ? await sumReferenceSpend(db, row.id, period.start, period.end)
    : { in_period: 0, through_period: 0 };
  return {
    id: row.id,
    name: row.name,
    budgetCents: rule.budgetCents,
    remainingCents: remainingOf(rule, period, sums),
    period,
  };
}

/** The order reference assigned to the customer's cart (null: none). */
export async function cartOrderReferenceId(db: Database, customerId: string): Promise<string | null> {
  return findCartReferenceId(db, customerId);
}

/** The budgets that apply to a customer's cart: the flow's and the assigned order reference's (live). */
export async function cartBudgets(
  db: Database,
  customer: { id: string; companyId: string },
  now: Date,
): Promise<{
  flow: FlowFigure | null;
  reference: BudgetFigure | null;
  referenceId: string | null;
  referenceName: string | null;
}> {
  const referenceId = await findCartReferenceId(db, customer.id);
  const referenceRow = referenceId ? await findReferenceRule(db, customer.companyId, referenceId) : null;
  return {
    flow: await flowBudgetOf(db, customer.id, now),
    reference: referenceRow ? await referenceFigureOf(db, referenceRow, now) : null,
    referenceId: referenceRow?.id ?? null,
    referenceName: referenceRow?.name ?? null,
  };
}

/**
 * Why an order needs an approver (account-area.md §4): the customer lacks ROLE_PLACE_ORDERS, or the total reaches
 * the flow's approveFrom (account-area.md §3), even within budget. Empty: the customer places it.
 */
export function approvalReasonsOf(
  customer: { roles: readonly RoleCode[] },
  flow: Pick<FlowFigure, 'approveFromCents'> | null,
  totalCents: number,
): ApprovalReason[] {
  const reasons: ApprovalReason[] = [];
  if (!customer.roles.includes('ROLE_PLACE_ORDERS')) reasons.push('missingPermission');
  if (flow && needsApprovalFrom(totalCents, flow.approveFromCents)) reasons.push('approveFrom');
  return reasons;
}

/** The outcome of spending: the cart error keys of budgets that could not cover the order (none: spent). */
export interface SpendOutcome {
  blocked: string[];
  flowId: string | null;
  referenceId: string | null;
  /** The order reference's name (the order's reference text when the checkout sent none). */
  referenceName: string | null;
  /** The user's flow figure before this order (its approveFrom decides whether the order needs approval). */
  flow: FlowFigure | null;
}

/**
 * Takes an order's total off the customer's flow budget and the order reference's budget, in the caller's
 * transaction: the user's flow membership and then the reference row are locked (always in this order, so
 * concurrent orders never deadlock), the live remaining amounts are computed from the ledger and, only when both
 * cover the total, one ledger row per budget is written. A budget that cannot cover it is answered in `blocked`
 * (storefront.md §8 keys) and nothing is written; the caller rolls back.
 */
export async function spendBudgets(
  tx: Database,
  input: {
    customer: { id: string; companyId: string };
    referenceId: string | null;
    orderId: string;
    totalCents: number;
    now: Date;
    /** Check only (an order request): nothing is locked or written. */
    dryRun?: boolean;
  },
): Promise<SpendOutcome> {
  const lock = input.dryRun !== true;
  const flow = await flowBudgetOf(tx, input.customer.id, input.now, lock);
  const referenceRow = input.referenceId
    ? await findReferenceRule(tx, input.customer.companyId, input.referenceId, lock)
    : null;
  const reference = referenceRow ? await referenceFigureOf(tx, referenceRow, input.now) : null;
  const outcome = {
    flow,
    flowId: flow?.id ?? null,
    referenceId: referenceRow?.id ?? null,
    referenceName: referenceRow?.name ?? null,
  };
  const blocked: string[] = [];
  if (flow && !budgetCovers(flow.remainingCents, input.totalCents)) blocked.push(cartErrorKeys.flowBudgetBlocked);
  if (reference && !budgetCovers(reference.remainingCents, input.totalCents)) {
    blocked.push(cartErrorKeys.orderReferenceBudgetBlocked);
  }
  if (blocked.length > 0 || !lock) return { blocked, ...outcome };
  const amount = numericOfCents(input.totalCents);
  const spends: SpendRow[] = [];
  if (flow) {
    spends.push({
      id: randomUUID(),
      flowId: flow.id,
      customerId: input.customer.id,
      referenceId: null,
      orderId: input.orderId,
      amount,
      spentAt: input.now,
    });
  }
  if (referenceRow) {
    // A reference without a budget is still recorded, so a budget set later counts the period's orders.
    spends.push({
      id: randomUUID(),
      flowId: null,
      customerId: null,
      referenceId: referenceRow.id,
      orderId: input.orderId,
      amount,
      spentAt: input.now,
    });
  }
  // One statement for both rows: the flow's and the reference's locks are held until the commit.
  await insertSpends(tx, spends);
  return { blocked, ...outcome };
}

/**
 * The flow budget and what is left now for each of several users (the user list's live figures, issue 12): one
 * query for their flows' rules and one for the spending of the current periods.
 */
export async function flowBudgetsOfCustomers(
  db: Database,
  customerIds: readonly string[],
  now: Date,
  /** Only active flows (what the users may spend now); default every flow (the user list shows inactive ones too). */
  activeOnly = false,
): Promise<Map<string, { budgetCents: number; remainingCents: number }>> {
  return flowBudgetsOfMembers(db, await findFlowsOfCustomers(db, customerIds, activeOnly), now);
}

/**
 * {@link flowBudgetsOfCustomers} for users whose flows the caller has read already (each user's flow with the rule
 * columns of order_flow): the user list reads them with its page, so only the ledger is asked — and not even the
 * ledger for users the caller read as `unspent` (no ledger row of the user against that flow: nothing to sum; the
 * user list's page tells it per user, so a page without spending needs no second statement).
 */
export async function flowBudgetsOfMembers(
  db: Database,
  flows: ReadonlyArray<BudgetRuleRow & { customer_id: string; unspent?: boolean }>,
  now: Date,
): Promise<Map<string, { budgetCents: number; remainingCents: number }>> {
  const periodOf = periodsAt(now);
  const members = new Map<
    string,
    { rule: BudgetRule; period: BudgetPeriodSpan | null; flowId: string; unspent: boolean }
  >();
  for (const row of flows) {
    const rule = ruleOf(row);
    if (rule)
      members.set(row.customer_id, { rule, period: periodOf(rule), flowId: row.id, unspent: row.unspent === true });
  }
  const sums = await sumMemberSpend(
    db,
    [...members].flatMap(([customerId, { flowId, period, unspent }]) =>
      period && !unspent ? [{ flowId, customerId, start: period.start, end: period.end }] : [],
    ),
  );
  const sumOf = new Map(sums.map((row) => [`${row.flow_id}/${row.customer_id}`, row]));
  const answer = new Map<string, { budgetCents: number; remainingCents: number }>();
  for (const [customerId, { rule, period, flowId }] of members) {
    const spent = sumOf.get(`${flowId}/${customerId}`) ?? { in_period: 0, through_period: 0 };
    answer.set(customerId, { budgetCents: rule.budgetCents, remainingCents: remainingOf(rule, period, spent) });
  }
  return answer;
}

/**
 * A flow's remaining budget per user now, as a term over the ledger (the user list filters and sorts by it, so the
 * figures it compares are the ones it shows): max(0, baseCents − the user's spending against the flow in
 * [periodStart, periodEnd) ('inPeriod') or before periodEnd ('throughPeriod'); 'none': nothing is subtracted).
 */
export interface FlowRemainingTerm {
  flowId: string;
  periodStart: Date;
  periodEnd: Date;
  baseCents: number;
  spending: 'inPeriod' | 'throughPeriod' | 'none';
}

/** The remaining-budget terms of every flow of a company (active or not) at `now`. */
export async function flowRemainingTermsOfCompany(
  db: Database,
  companyId: string,
  now: Date,
): Promise<FlowRemainingTerm[]> {
  const flows = await findCompanyFlowRules(db, companyId);
  return flows.flatMap((row) => {
    const rule = ruleOf(row);
    if (!rule) return [];
    const period = budgetPeriodAt(rule, now);
    const term = remainingBudgetTerm(rule, period);
    return [
      {
        flowId: row.id,
        periodStart: period?.start ?? now,
        periodEnd: period?.end ?? now,
        baseCents: term.baseCents,
        spending: term.spending,
      },
    ];
  });
}
