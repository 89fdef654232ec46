import type { Database } from '../../platform/db/db';
import type { BudgetRuleRow } from '../budgets';

// --------------------------------------------------------------------------------------------------- people

/** A company user as the approval screens name them. */
export interface PersonRow {
  id: string;
  first_name: string;
  last_name: string;
  username: string;
}

/** The company's active users among `ids` (unknown, other companies' and inactive ids are left out). */
export async function findActiveCompanyUsers(
  db: Database,
  companyId: string,
  ids: readonly string[],
): Promise<PersonRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<PersonRow>(
    `SELECT id, first_name, last_name, username FROM customer
      WHERE company_id = $1 AND id = ANY($2::uuid[]) AND active AND deleted_at IS NULL`,
    [companyId, [...ids]],
  );
  return rows;
}

/** Candidates for approvers and users: the company's active users with their approval right and active flow. */
export async function findCandidates(
  db: Database,
  companyId: string,
): Promise<Array<PersonRow & { can_approve: boolean; flow_id: string | null; flow_name: string | null }>> {
  const { rows } = await db.query<
    PersonRow & { can_approve: boolean; flow_id: string | null; flow_name: string | null }
  >(
    `SELECT cu.id, cu.first_name, cu.last_name, cu.username,
            EXISTS (SELECT 1 FROM customer_role r WHERE r.customer_id = cu.id AND r.role_code = 'ROLE_APPROVE_ORDER_FLOWS'
                     AND r.enabled) AS can_approve,
            f.id AS flow_id, f.name AS flow_name
       FROM customer cu
       LEFT JOIN order_flow_customer fc ON fc.customer_id = cu.id
       LEFT JOIN order_flow f ON f.id = fc.flow_id AND f.active
      WHERE cu.company_id = $1 AND cu.active AND cu.deleted_at IS NULL
      ORDER BY cu.last_name, cu.first_name, cu.username`,
    [companyId],
  );
  return rows;
}

// ---------------------------------------------------------------------------------------------------- flows

/** A flow row with its rule. */
export interface FlowRow extends BudgetRuleRow {
  company_id: string;
  approve_from: string | number | null;
  active: boolean;
  created_at: Date | string;
}

const flowColumns = `f.id, f.company_id, f.name, f.budget, f.period, f.transferable, f.renewable,
  to_char(f.start_date, 'YYYY-MM-DD') AS start_day, to_char(f.end_date, 'YYYY-MM-DD') AS end_day, f.time_zone,
  f.approve_from, f.active, f.created_at`;

/** The company's flows (all, active or inactive), by name. */
export async function findFlows(db: Database, companyId: string, active: boolean | null): Promise<FlowRow[]> {
  const { rows } = await db.query<FlowRow>(
    `SELECT ${flowColumns} FROM order_flow f WHERE f.company_id = $1 AND ($2::boolean IS NULL OR f.active = $2)
      ORDER BY f.name, f.id`,
    [companyId, active],
  );
  return rows;
}

/** One flow of the company; with `lock`, locked for the transaction. */
export async function findFlow(db: Database, companyId: string, id: string, lock = false): Promise<FlowRow | null> {
  const { rows } = await db.query<FlowRow>(
    `SELECT ${flowColumns} FROM order_flow f WHERE f.id = $1 AND f.company_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, companyId],
  );
  return rows[0] ?? null;
}

/** Users or approvers of flows (`kind`), with their names. */
export async function findFlowPeople(
  db: Database,
  kind: 'customer' | 'approver',
  flowIds: readonly string[],
): Promise<Array<PersonRow & { flow_id: string }>> {
  if (flowIds.length === 0) return [];
  const table = kind === 'customer' ? 'order_flow_customer' : 'order_flow_approver';
  const { rows } = await db.query<PersonRow & { flow_id: string }>(
    `SELECT m.flow_id, cu.id, cu.first_name, cu.last_name, cu.username
       FROM ${table} m JOIN customer cu ON cu.id = m.customer_id
      WHERE m.flow_id = ANY($1::uuid[]) ORDER BY cu.last_name, cu.first_name, cu.username`,
    [[...flowIds]],
  );
  return rows;
}

/** The values of a flow as written. */
export interface FlowValues {
  name: string;
  budget: string;
  period: string;
  transferable: boolean;
  renewable: boolean;
  startDate: string;
  endDate: string | null;
  approveFrom: string | null;
  active: boolean;
  timeZone: string;
}

export async function insertFlow(db: Database, id: string, companyId: string, values: FlowValues, createdAt: Date) {
  await db.query(
    `INSERT INTO order_flow (id, company_id, name, budget, budget_remaining, period, transferable, renewable, start_date,
       end_date, approve_from, active, time_zone, created_at)
     VALUES ($1, $2, $3, $4::numeric, $4::numeric, $5, $6, $7, $8::date, $9::date, $10::numeric, $11, $12, $13)`,
    [
      id,
      companyId,
      values.name,
      values.budget,
      values.period,
      values.transferable,
      values.renewable,
      values.startDate,
      values.endDate,
      values.approveFrom,
      values.active,
      values.timeZone,
      createdAt,
    ],
  );
}

export async function updateFlow(db: Database, id: string, values: Omit<FlowValues, 'timeZone'>): Promise<void> {
  await db.query(
    `UPDATE order_flow SET name = $2, budget = $3::numeric, period = $4, transferable = $5, renewable = $6,
            start_date = $7::date, end_date = $8::date, approve_from = $9::numeric, active = $10
      WHERE id = $1`,
    [
      id,
      values.name,
      values.budget,
      values.period,
      values.transferable,
      values.renewable,
      values.startDate,
      values.endDate,
      values.approveFrom,
      values.active,
    ],
  );
}

export async function setFlowActive(db: Database, id: string, active: boolean): Promise<void> {
  await db.query('UPDATE order_flow SET active = $2 WHERE id = $1', [id, active]);
}

/** Users among `customerIds` who are in another active flow (the one-active-flow rule). */
export async function findUsersInOtherActiveFlows(
  db: Database,
  customerIds: readonly string[],
  flowId: string,
): Promise<string[]> {
  if (customerIds.length === 0) return [];
  const { rows } = await db.query<{ customer_id: string }>(
    `SELECT fc.customer_id FROM order_flow_customer fc JOIN order_flow f ON f.id = fc.flow_id AND f.active
      WHERE fc.customer_id = ANY($1::uuid[]) AND fc.flow_id <> $2 ORDER BY fc.customer_id`,
    [[...customerIds], flowId],
  );
  return rows.map((row) => row.customer_id);
}

/**
 * Sets a flow's users: those removed leave it, the new ones join (leaving an inactive flow they were in: a user
 * belongs to one flow at most, order_flow_customer's primary key).
 */
export async function replaceFlowCustomers(
  db: Database,
  flowId: string,
  customerIds: readonly string[],
): Promise<void> {
  // The users leaving the flow are locked (in id order) before their memberships go: the membership triggers write
  // their flow columns (migration 0021), and a user's own changes (soft delete) take the user row before the
  // membership, so both take user then membership and never wait on each other crosswise.
  await db.query(
    `SELECT cu.id FROM order_flow_customer fc JOIN customer cu ON cu.id = fc.customer_id
      WHERE fc.flow_id = $1 AND NOT (fc.customer_id = ANY($2::uuid[])) ORDER BY cu.id FOR UPDATE OF cu`,
    [flowId, [...customerIds]],
  );
  await db.query('DELETE FROM order_flow_customer WHERE flow_id = $1 AND NOT (customer_id = ANY($2::uuid[]))', [
    flowId,
    [...customerIds],
  ]);
  await db.query(
    `INSERT INTO order_flow_customer (customer_id, flow_id) SELECT unnest($2::uuid[]), $1
     ON CONFLICT (customer_id) DO UPDATE SET flow_id = EXCLUDED.flow_id`,
    [flowId, [...customerIds]],
  );
}

export async function replaceFlowApprovers(
  db: Database,
  flowId: string,
  customerIds: readonly string[],
): Promise<void> {
  await db.query('DELETE FROM order_flow_approver WHERE flow_id = $1', [flowId]);
  await db.query(
    'INSERT INTO order_flow_approver (flow_id, customer_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING',
    [flowId, [...customerIds]],
  );
}

/** Locks users' rows (in id order), so two flows saved at once cannot both take the same user. */
export async function lockCustomers(db: Database, customerIds: readonly string[]): Promise<void> {
  if (customerIds.length === 0) return;
  await db.query('SELECT id FROM customer WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [[...customerIds]]);
}

// -------------------------------------------------------------------------------------------- order references

/** An order reference row with its rule. */
export interface ReferenceRow extends BudgetRuleRow {
  company_id: string;
  created_by: string | null;
  created_at: Date | string;
  total_count?: string | number;
}

const referenceColumns = `f.id, f.company_id, f.name, f.budget, f.period, f.transferable, f.renewable,
  to_char(f.start_date, 'YYYY-MM-DD') AS start_day, to_char(f.end_date, 'YYYY-MM-DD') AS end_day, f.time_zone,
  f.created_by, f.created_at`;

/** A page of the company's references (name contains the term), by name, with the total count. */
export async function findReferences(
  db: Database,
  companyId: string,
  options: { term: string | null; limit: number; offset: number },
): Promise<ReferenceRow[]> {
  const { rows } = await db.query<ReferenceRow>(
    `SELECT ${referenceColumns}, count(*) OVER () AS total_count FROM order_reference f
      WHERE f.company_id = $1 AND ($2::text IS NULL OR f.name ILIKE '%' || $2 || '%')
      ORDER BY lower(f.name), f.id LIMIT $3 OFFSET $4`,
    [companyId, options.term, options.limit, options.offset],
  );
  return rows;
}

export async function countReferences(db: Database, companyId: string, term: string | null): Promise<number> {
  const { rows } = await db.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM order_reference f
      WHERE f.company_id = $1 AND ($2::text IS NULL OR f.name ILIKE '%' || $2 || '%')`,
    [companyId, term],
  );
  return Number(rows[0]?.n ?? 0);
}

export async function findReference(db: Database, companyId: string, id: string): Promise<ReferenceRow | null> {
  const { rows } = await db.query<ReferenceRow>(
    `SELECT ${referenceColumns} FROM order_reference f WHERE f.id = $1 AND f.company_id = $2`,
    [id, companyId],
  );
  return rows[0] ?? null;
}

/** Users or approvers of references, with names. */
export async function findReferencePeople(
  db: Database,
  kind: 'customer' | 'approver',
  referenceIds: readonly string[],
): Promise<Array<PersonRow & { reference_id: string }>> {
  if (referenceIds.length === 0) return [];
  const table = kind === 'customer' ? 'order_reference_customer' : 'order_reference_approver';
  const { rows } = await db.query<PersonRow & { reference_id: string }>(
    `SELECT m.reference_id, cu.id, cu.first_name, cu.last_name, cu.username
       FROM ${table} m JOIN customer cu ON cu.id = m.customer_id
      WHERE m.reference_id = ANY($1::uuid[]) ORDER BY cu.last_name, cu.first_name, cu.username`,
    [[...referenceIds]],
  );
  return rows;
}

/** The creators of references, by id. */
export async function findPeople(db: Database, ids: readonly string[]): Promise<PersonRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<PersonRow>(
    'SELECT id, first_name, last_name, username FROM customer WHERE id = ANY($1::uuid[])',
    [[...ids]],
  );
  return rows;
}

/** The values of a reference as written. */
export interface ReferenceValues {
  name: string;
  budget: string | null;
  period: string;
  transferable: boolean;
  renewable: boolean;
  startDate: string;
  endDate: string | null;
}

/** Writes a reference; false when the name is taken in the company (unique index, case-insensitive). */
export async function insertReference(
  db: Database,
  row: { id: string; companyId: string; createdBy: string; timeZone: string; createdAt: Date },
  values: ReferenceValues,
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO order_reference (id, company_id, name, created_by, budget, period, transferable, renewable, start_date,
       end_date, time_zone, created_at)
     VALUES ($1, $2, $3, $4, $5::numeric, $6, $7, $8, $9::date, $10::date, $11, $12)
     ON CONFLICT (company_id, lower(name)) DO NOTHING RETURNING id`,
    [
      row.id,
      row.companyId,
      values.name,
      row.createdBy,
      values.budget,
      values.period,
      values.transferable,
      values.renewable,
      values.startDate,
      values.endDate,
      row.timeZone,
      row.createdAt,
    ],
  );
  return rows.length > 0;
}

/** Whether another reference of the company has the name (case-insensitive). */
export async function referenceNameTaken(
  db: Database,
  companyId: string,
  name: string,
  exceptId: string,
): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM order_reference WHERE company_id = $1 AND lower(name) = lower($2) AND id <> $3',
    [companyId, name, exceptId],
  );
  return rows.length > 0;
}

export async function updateReference(db: Database, id: string, values: ReferenceValues): Promise<void> {
  await db.query(
    `UPDATE order_reference SET name = $2, budget = $3::numeric, period = $4, transferable = $5, renewable = $6,
            start_date = $7::date, end_date = $8::date
      WHERE id = $1`,
    [
      id,
      values.name,
      values.budget,
      values.period,
      values.transferable,
      values.renewable,
      values.startDate,
      values.endDate,
    ],
  );
}

export async function deleteReference(db: Database, companyId: string, id: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM order_reference WHERE id = $1 AND company_id = $2 RETURNING id', [
    id,
    companyId,
  ]);
  return rows.length > 0;
}

export async function replaceReferencePeople(
  db: Database,
  kind: 'customer' | 'approver',
  referenceId: string,
  customerIds: readonly string[],
): Promise<void> {
  const table = kind === 'customer' ? 'order_reference_customer' : 'order_reference_approver';
  await db.query(`DELETE FROM ${table} WHERE reference_id = $1`, [referenceId]);
  await db.query(
    `INSERT INTO ${table} (reference_id, customer_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`,
    [referenceId, [...customerIds]],
  );
}

/** References the customer may use (assigned to them, or to nobody) whose name contains the term. */
export async function searchUsableReferences(
  db: Database,
  companyId: string,
  customerId: string,
  term: string,
  limit: number,
): Promise<ReferenceRow[]> {
  const { rows } = await db.query<ReferenceRow>(
    `SELECT ${referenceColumns} FROM order_reference f
      WHERE f.company_id = $1 AND f.name ILIKE '%' || $3 || '%'
        AND (NOT EXISTS (SELECT 1 FROM order_reference_customer m WHERE m.reference_id = f.id)
             OR EXISTS (SELECT 1 FROM order_reference_customer m WHERE m.reference_id = f.id AND m.customer_id = $2))
      ORDER BY lower(f.name) LIMIT $4`,
    [companyId, customerId, term.replace(/[\\%_]/g, (c) => `\\${c}`), limit],
  );
  return rows;
}

/** Whether the customer may use the reference (assigned to them, or to nobody). */
export async function mayUseReference(db: Database, referenceId: string, customerId: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 WHERE NOT EXISTS (SELECT 1 FROM order_reference_customer WHERE reference_id = $1)
        OR EXISTS (SELECT 1 FROM order_reference_customer WHERE reference_id = $1 AND customer_id = $2)`,
    [referenceId, customerId],
  );
  return rows.length > 0;
}

/** Sets (or clears) the order reference of the customer's cart, creating the cart when there is none. */
export async function setCartReference(
  db: Database,
  cartId: string,
  customerId: string,
  referenceId: string | null,
): Promise<void> {
  await db.query(
    `INSERT INTO cart (id, customer_id, order_reference_id) VALUES ($1, $2, $3)
     ON CONFLICT (customer_id) DO UPDATE SET order_reference_id = EXCLUDED.order_reference_id, updated_at = now()`,
    [cartId, customerId, referenceId],
  );
}

// -------------------------------------------------------------------------------------------------- approvals

/** A request as the approval list and detail read it. */
export interface RequestRow {
  id: string;
  order_number: string;
  customer_id: string;
  first_name: string;
  last_name: string;
  username: string;
  flow_id: string | null;
  flow_name: string | null;
  order_reference: string | null;
  order_reference_id: string | null;
  total: string | number;
  created_at: Date | string;
  approval_status: 'pending' | 'approved' | 'declined';
  approval_reasons: string[] | string;
  decided_at: Date | string | null;
  decided_by: string | null;
  decided_first_name: string | null;
  decided_last_name: string | null;
  decided_username: string | null;
  decision_comment: string | null;
  approval_blocked_reason: string | null;
  total_count?: string | number;
}

/** A request with its checkout data (the detail). */
export interface RequestDetailRow extends RequestRow {
  file_number: string | null;
  customer_comment: string | null;
  shipping_option: 'delivery' | 'pickup';
  pickup_location: string | null;
  shipping_method: string;
  payment_method: string;
  desired_day: string | null;
  position_total: string | number;
  shipping_total: string | number;
  additional_cost: string | number;
  addresses: unknown;
  billing_address_id: string | null;
  shipping_address_id: string | null;
}

// The reasons as array text ('{approveFrom}'): present.ts reads both forms, and parsing text[] values in node-postgres
// cost more than the rest of a listed row (fixed codes, never quoted).
const requestColumns = `o.id, o.order_number, o.customer_id, cu.first_name, cu.last_name, cu.username, o.flow_id,
  f.name AS flow_name, o.order_reference, o.order_reference_id, o.total, o.created_at, o.approval_status,
  o.approval_reasons::text AS approval_reasons, o.decided_at, o.decided_by, d.first_name AS decided_first_name, d.last_name AS decided_last_name,
  d.username AS decided_username, o.decision_comment, o.approval_blocked_reason`;
const requestJoins = `FROM sales_order o JOIN customer cu ON cu.id = o.customer_id
  LEFT JOIN order_flow f ON f.id = o.flow_id LEFT JOIN customer d ON d.id = o.decided_by`;

/** Approvers of a request: of the flow it was requested under, and of its order reference. */
const approverOf = (orderAlias: string, customerParam: string) =>
  `(EXISTS (SELECT 1 FROM order_flow_approver a WHERE a.flow_id = ${orderAlias}.flow_id AND a.customer_id = ${customerParam})
    OR EXISTS (SELECT 1 FROM order_reference_approver a
                WHERE a.reference_id = ${orderAlias}.order_reference_id AND a.customer_id = ${customerParam}))`;

/** Filters of the approvals list. */
export interface RequestFilter {
  statuses: readonly string[] | null;
  term: string | null;
  flowId: string | null;
  from: Date | null;
  to: Date | null;
  sort: { field: 'orderDate' | 'orderNumber' | 'amount' | 'lastName' | 'status'; order: 'ASC' | 'DESC' };
  limit: number;
  offset: number;
}

const sortColumns = {
  orderDate: 'o.created_at',
  orderNumber: 'o.order_number',
  amount: 'o.total',
  lastName: 'lower(cu.last_name)',
  status: 'o.approval_status',
} as const;

/** A listed request with the requester's active flow and its budget rule now (null columns without one). */
export interface RequestListRow extends RequestRow {
  requester_flow_id: string | null;
  requester_flow_name: string | null;
  requester_flow_budget: string | number | null;
  requester_flow_period: string | null;
  requester_flow_transferable: boolean | null;
  requester_flow_renewable: boolean | null;
  requester_flow_start_day: string | null;
  requester_flow_end_day: string | null;
  requester_flow_time_zone: string | null;
}

/**
 * The listed requests by id, in the page's order, with requester, flow, decider and the requester's active flow rule
 * (the live open budget needs only the ledger then). A prepared statement on PostgreSQL: it has no LIMIT or filter
 * whose values could change its plan (primary-key lookups), so its generic plan is planned once per connection —
 * planning the joined page for every request was most of the list's PostgreSQL time (docs/benchmarks.md, session 9).
 */
const requestRowsSql = `SELECT ${requestColumns}, rf.id AS requester_flow_id, rf.name AS requester_flow_name,
       rf.budget AS requester_flow_budget, rf.period AS requester_flow_period,
       rf.transferable AS requester_flow_transferable, rf.renewable AS requester_flow_renewable,
       to_char(rf.start_date, 'YYYY-MM-DD') AS requester_flow_start_day,
       to_char(rf.end_date, 'YYYY-MM-DD') AS requester_flow_end_day, rf.time_zone AS requester_flow_time_zone
  FROM unnest($1::uuid[]) WITH ORDINALITY AS page(id, position)
  JOIN sales_order o ON o.id = page.id AND o.company_id = $2
  JOIN customer cu ON cu.id = o.customer_id
  LEFT JOIN order_flow f ON f.id = o.flow_id
  LEFT JOIN customer d ON d.id = o.decided_by
  LEFT JOIN (order_flow_customer fc JOIN order_flow rf ON rf.id = fc.flow_id AND rf.active) ON fc.customer_id = o.customer_id
 ORDER BY page.position`;

/**
 * A page of requests: those the approver may decide (their flows' and order references', never their own), or,
 * with `requesterId`, the requester's own.
 */
export async function findRequests(
  db: Database,
  companyId: string,
  who: { approverId: string } | { requesterId: string },
  filter: RequestFilter,
): Promise<{ rows: RequestListRow[]; total: number }> {
  const params: unknown[] = [companyId];
  const where = ['o.company_id = $1', 'o.approval_status IS NOT NULL'];
  if ('approverId' in who) {
    params.push(who.approverId);
    where.push(`o.customer_id <> $${params.length}`, approverOf('o', `$${params.length}`));
  } else {
    params.push(who.requesterId);
    where.push(`o.customer_id = $${params.length}`);
  }
  if (filter.statuses) {
    params.push([...filter.statuses]);
    where.push(`o.approval_status = ANY($${params.length}::text[])`);
  }
  if (filter.term) {
    params.push(filter.term.replace(/[\\%_]/g, (c) => `\\${c}`));
    const p = `$${params.length}`;
    // The requesters' names through the company's users (read once, as an array), so the count needs no join and
    // both halves are index conditions of one bitmap (number: trigrams; requesters: migration 0019's request index).
    where.push(`(o.order_number ILIKE '%' || ${p} || '%' OR o.customer_id = ANY (ARRAY(SELECT t.id FROM customer t
      WHERE t.company_id = $1 AND (t.first_name ILIKE '%' || ${p} || '%' OR t.last_name ILIKE '%' || ${p} || '%'))))`);
  }
  if (filter.flowId) {
    params.push(filter.flowId);
    where.push(`o.flow_id = $${params.length}`);
  }
  if (filter.from) {
    params.push(filter.from);
    where.push(`o.created_at >= $${params.length}`);
  }
  if (filter.to) {
    params.push(filter.to);
    where.push(`o.created_at < $${params.length}`);
  }
  // The total: a term's is the number of its matches (found once, below); with dates, a count over the covering
  // approval index (a window count would join and sort every request); otherwise the condition reads only key columns
  // of the order tally (migration 0019, kept by triggers), a sum over the company's few tally rows.
  const countSql = filter.term
    ? 'SELECT count(*) AS n FROM hits'
    : filter.from || filter.to
      ? `SELECT count(*) AS n FROM sales_order o WHERE ${where.join(' AND ')}`
      : `SELECT coalesce(sum(o.orders), 0) AS n FROM sales_order_tally o WHERE ${where.join(' AND ')}`;
  // A term's matches are found first (one bitmap) and then sorted: walking a sort index until a page of a rare term's
  // matches turned up read most of the requests.
  const hits = filter.term
    ? `WITH hits AS MATERIALIZED (SELECT o.id, o.company_id, o.customer_id, o.created_at, o.order_number, o.total,
         o.approval_status FROM sales_order o WHERE ${where.join(' AND ')}) `
    : '';
  const countParams = [...params];
  params.push(filter.limit, filter.offset);
  // The page's ids first, with the total in the same statement: only what the filter and sort read (migration 0018's
  // indexes serve date and amount), stopping after `limit` rows of the index order. Planned for every request (the
  // limit, offset and filter values choose the plan), so it stays small; the rows are read by id below.
  const ids = await db.query<{ id: string; total_count: string | number }>(
    `${hits}SELECT o.id, (${countSql}) AS total_count
       FROM ${filter.term ? 'hits o' : 'sales_order o'}
       ${
         // A requester is of the request's company: the company's users in name order (0019's index), each one's
         // requests by id, so a page reads the users up to it, not every request.
         filter.sort.field === 'lastName'
           ? 'JOIN customer cu ON cu.id = o.customer_id AND cu.company_id = o.company_id'
           : ''
       }
      WHERE ${filter.term ? 'true' : where.join(' AND ')}
      ORDER BY ${sortColumns[filter.sort.field]} ${filter.sort.order}, o.id ${filter.sort.order}
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  if (ids.rows.length === 0) {
    // Past the last page: the total alone.
    const count = await db.query<{ n: string | number }>(`${hits}${countSql}`, countParams);
    return { rows: [], total: Number(count.rows[0]?.n ?? 0) };
  }
  const { rows } = await db.query<RequestListRow>(requestRowsSql, [ids.rows.map((row) => row.id), companyId], {
    name: 'approval_request_rows',
  });
  return { rows, total: Number(ids.rows[0]?.total_count ?? 0) };
}

/** One request of the company with its checkout data; null when it is none (or another company's). */
export async function findRequest(db: Database, companyId: string, id: string): Promise<RequestDetailRow | null> {
  const { rows } = await db.query<RequestDetailRow>(
    `SELECT ${requestColumns}, o.file_number, o.customer_comment, o.shipping_option, o.pickup_location,
            o.shipping_method, o.payment_method, to_char(o.desired_delivery_date, 'YYYY-MM-DD') AS desired_day,
            o.position_total, o.shipping_total, o.additional_cost, o.addresses, o.billing_address_id,
            o.shipping_address_id
       ${requestJoins}
      WHERE o.id = $1 AND o.company_id = $2 AND o.approval_status IS NOT NULL`,
    [id, companyId],
  );
  return rows[0] ?? null;
}

/** Whether the customer is an approver of the request (its flow's or its order reference's). */
export async function isApproverOf(db: Database, orderId: string, customerId: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM sales_order o WHERE o.id = $1 AND ${approverOf('o', '$2')}`, [
    orderId,
    customerId,
  ]);
  return rows.length > 0;
}

/** The lines of a request. */
export interface RequestLineRow {
  product_number: string;
  label: string;
  quantity: string | number;
  unit_price: string | number;
  total_price: string | number;
  remark: string | null;
  line_type: 'product' | 'promotion';
}

export async function findRequestLines(db: Database, orderId: string): Promise<RequestLineRow[]> {
  const { rows } = await db.query<RequestLineRow>(
    `SELECT product_number, label, quantity, unit_price, total_price, remark, line_type
       FROM sales_order_line_item WHERE order_id = $1 ORDER BY position`,
    [orderId],
  );
  return rows;
}

/** Declines a pending request (false when it was no longer pending: another approver was quicker). */
export async function declineRequest(
  db: Database,
  orderId: string,
  decision: { decidedBy: string; decidedAt: Date; comment: string },
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE sales_order SET approval_status = 'declined', state = 'cancelled', decided_by = $2, decided_at = $3,
            decision_comment = $4, approval_blocked_reason = NULL
      WHERE id = $1 AND approval_status = 'pending' RETURNING id`,
    [orderId, decision.decidedBy, decision.decidedAt, decision.comment],
  );
  return rows.length > 0;
}

/** Keeps why an approval could not place the request (it stays pending). */
export async function setBlockedReason(db: Database, orderId: string, reason: string): Promise<void> {
  await db.query("UPDATE sales_order SET approval_blocked_reason = $2 WHERE id = $1 AND approval_status = 'pending'", [
    orderId,
    reason,
  ]);
}

/** Whether the customer's request could be decided by anyone: approvers of their flow or of the reference. */
export async function hasApprovers(db: Database, customerId: string, referenceId: string | null): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 WHERE EXISTS (SELECT 1 FROM order_flow_customer fc JOIN order_flow f ON f.id = fc.flow_id AND f.active
                              JOIN order_flow_approver a ON a.flow_id = f.id
                             WHERE fc.customer_id = $1 AND a.customer_id <> $1)
        OR EXISTS (SELECT 1 FROM order_reference_approver a WHERE a.reference_id = $2 AND a.customer_id <> $1)`,
    [customerId, referenceId],
  );
  return rows.length > 0;
}

/** The requester's mail data: name, e-mail and locale of the order. */
export async function findRequestMailData(
  db: Database,
  orderId: string,
): Promise<{
  email: string;
  first_name: string;
  last_name: string;
  order_number: string;
  locale_code: string | null;
} | null> {
  const { rows } = await db.query<{
    email: string;
    first_name: string;
    last_name: string;
    order_number: string;
    locale_code: string | null;
  }>(
    `SELECT cu.email, cu.first_name, cu.last_name, o.order_number, o.locale_code
       FROM sales_order o JOIN customer cu ON cu.id = o.customer_id WHERE o.id = $1`,
    [orderId],
  );
  return rows[0] ?? null;
}

/** The company's country (its shop's time zone). */
export async function findCompanyCountry(db: Database, companyId: string): Promise<string | null> {
  const { rows } = await db.query<{ country: string | null }>('SELECT country FROM company WHERE id = $1', [companyId]);
  return rows[0]?.country ?? null;
}
