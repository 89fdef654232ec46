import type { Database } from '../../platform/db/db';
import type { BudgetRuleRow, SpendSums } from './domain';

export type { BudgetRuleRow, SpendSums } from './domain';

/** The user's active flow with its rule and threshold. */
export interface FlowRuleRow extends BudgetRuleRow {
  approve_from: string | number | null;
}

const ruleColumns = `f.id, f.name, f.budget, f.period, f.transferable, f.renewable,
  to_char(f.start_date, 'YYYY-MM-DD') AS start_day, to_char(f.end_date, 'YYYY-MM-DD') AS end_day, f.time_zone`;

/**
 * The customer's active flow; with `lock`, the customer's flow membership row is locked for the transaction, so
 * every order of that user against the flow's per-user budget waits for the one before (no overspend).
 */
export async function findActiveFlowOf(db: Database, customerId: string, lock = false): Promise<FlowRuleRow | null> {
  const { rows } = await db.query<FlowRuleRow>(
    `SELECT ${ruleColumns}, f.approve_from
       FROM order_flow_customer fc JOIN order_flow f ON f.id = fc.flow_id AND f.active
      WHERE fc.customer_id = $1${lock ? ' FOR UPDATE OF fc' : ''}`,
    [customerId],
  );
  return rows[0] ?? null;
}

/**
 * An order reference of a company; with `lock`, its row is locked for the transaction (its budget is shared). The
 * lock is FOR NO KEY UPDATE: spenders queue behind each other, while the foreign-key checks of orders and ledger
 * rows naming the reference (KEY SHARE) do not wait for it, so an order that wrote its rows first and locks the
 * reference last cannot deadlock with another doing the same.
 */
export async function findReferenceRule(
  db: Database,
  companyId: string,
  referenceId: string,
  lock = false,
): Promise<BudgetRuleRow | null> {
  const { rows } = await db.query<BudgetRuleRow>(
    `SELECT ${ruleColumns} FROM order_reference f WHERE f.id = $1 AND f.company_id = $2${lock ? ' FOR NO KEY UPDATE' : ''}`,
    [referenceId, companyId],
  );
  return rows[0] ?? null;
}

/** What a user spent against a flow in a period and up to its end. */
export async function sumFlowSpend(
  db: Database,
  flowId: string,
  customerId: string,
  start: Date,
  end: Date,
): Promise<SpendSums> {
  const { rows } = await db.query<SpendSums>(
    `SELECT coalesce(sum(amount) FILTER (WHERE spent_at >= $3), 0) AS in_period, coalesce(sum(amount), 0) AS through_period
       FROM budget_spend WHERE flow_id = $1 AND customer_id = $2 AND spent_at < $4`,
    [flowId, customerId, start, end],
  );
  return rows[0] ?? { in_period: 0, through_period: 0 };
}

/** The same per user of a flow (the flow list's live figures). */
export async function sumFlowSpendByCustomer(
  db: Database,
  flowIds: readonly string[],
  start: Map<string, Date>,
  end: Map<string, Date>,
): Promise<Array<SpendSums & { flow_id: string; customer_id: string }>> {
  if (flowIds.length === 0) return [];
  const ids = [...flowIds];
  const { rows } = await db.query<SpendSums & { flow_id: string; customer_id: string }>(
    `SELECT s.flow_id, s.customer_id,
            coalesce(sum(s.amount) FILTER (WHERE s.spent_at >= p.period_start), 0) AS in_period,
            coalesce(sum(s.amount), 0) AS through_period
       FROM budget_spend s
       JOIN unnest($1::uuid[], $2::timestamptz[], $3::timestamptz[]) AS p(flow_id, period_start, period_end)
         ON p.flow_id = s.flow_id AND s.spent_at < p.period_end
      GROUP BY s.flow_id, s.customer_id`,
    [ids, ids.map((id) => start.get(id) ?? new Date(0)), ids.map((id) => end.get(id) ?? new Date(0))],
  );
  return rows;
}

/**
 * What each of several users spent against their flow in its period and up to its end (the live figures of a list:
 * one row per user and flow, only those users' ledger rows). A prepared statement on PostgreSQL (no value changes
 * its plan: an index range per user).
 */
export async function sumMemberSpend(
  db: Database,
  members: ReadonlyArray<{ flowId: string; customerId: string; start: Date; end: Date }>,
): Promise<Array<SpendSums & { flow_id: string; customer_id: string }>> {
  if (members.length === 0) return [];
  const { rows } = await db.query<SpendSums & { flow_id: string; customer_id: string }>(
    `SELECT p.flow_id, p.customer_id,
            coalesce(sum(s.amount) FILTER (WHERE s.spent_at >= p.period_start), 0) AS in_period,
            coalesce(sum(s.amount), 0) AS through_period
       FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::timestamptz[])
              AS p(flow_id, customer_id, period_start, period_end)
       JOIN budget_spend s ON s.flow_id = p.flow_id AND s.customer_id = p.customer_id AND s.spent_at < p.period_end
      GROUP BY p.flow_id, p.customer_id`,
    [
      members.map((member) => member.flowId),
      members.map((member) => member.customerId),
      members.map((member) => member.start),
      members.map((member) => member.end),
    ],
    { name: 'budget_member_spend' },
  );
  return rows;
}

/** What all orders with an order reference spent in a period and up to its end. */
export async function sumReferenceSpend(db: Database, referenceId: string, start: Date, end: Date): Promise<SpendSums> {
  const { rows } = await db.query<SpendSums>(
    `SELECT coalesce(sum(amount) FILTER (WHERE spent_at >= $2), 0) AS in_period, coalesce(sum(amount), 0) AS through_period
       FROM budget_spend WHERE order_reference_id = $1 AND spent_at < $3`,
    [referenceId, start, end],
  );
  return rows[0] ?? { in_period: 0, through_period: 0 };
}

/** A budget spending row (a flow's: flow and customer; a reference's: the reference). */
export interface SpendRow {
  id: string;
  flowId: string | null;
  customerId: string | null;
  referenceId: string | null;
  orderId: string | null;
  amount: string;
  spentAt: Date;
}

/** Writes spending rows in one statement (none: no statement). */
export async function insertSpends(db: Database, rows: readonly SpendRow[]): Promise<void> {
  if (rows.length === 0) return;
  const params: unknown[] = [];
  const values = rows.map((row) => {
    const at = params.length;
    params.push(row.id, row.flowId, row.customerId, row.referenceId, row.orderId, row.amount, row.spentAt);
    return `($${at + 1}::uuid, $${at + 2}::uuid, $${at + 3}::uuid, $${at + 4}::uuid, $${at + 5}::uuid, $${at + 6}::numeric, $${at + 7}::timestamptz)`;
  });
  await db.query(
    `INSERT INTO budget_spend (id, flow_id, customer_id, order_reference_id, order_id, amount, spent_at)
     VALUES ${values.join(', ')}`,
    params,
  );
}

/** The order reference assigned to a customer's cart, if any. */
export async function findCartReferenceId(db: Database, customerId: string): Promise<string | null> {
  const { rows } = await db.query<{ order_reference_id: string | null }>(
    'SELECT order_reference_id FROM cart WHERE customer_id = $1',
    [customerId],
  );
  return rows[0]?.order_reference_id ?? null;
}

/** The flow (active or not) of each of the customers, with its rule. */
export async function findFlowsOfCustomers(
  db: Database,
  customerIds: readonly string[],
  activeOnly = false,
): Promise<Array<BudgetRuleRow & { customer_id: string }>> {
  if (customerIds.length === 0) return [];
  const { rows } = await db.query<BudgetRuleRow & { customer_id: string }>(
    `SELECT fc.customer_id, ${ruleColumns}
       FROM order_flow_customer fc JOIN order_flow f ON f.id = fc.flow_id${activeOnly ? ' AND f.active' : ''}
      WHERE fc.customer_id = ANY($1::uuid[])`,
    [[...customerIds]],
  );
  return rows;
}

/** Every flow of a company (active or not) with its rule. */
export async function findCompanyFlowRules(db: Database, companyId: string): Promise<BudgetRuleRow[]> {
  const { rows } = await db.query<BudgetRuleRow>(`SELECT ${ruleColumns} FROM order_flow f WHERE f.company_id = $1`, [
    companyId,
  ]);
  return rows;
}
