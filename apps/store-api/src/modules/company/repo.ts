import type { Database } from '../../platform/db/db';
import type { CompanyUserField } from '@ratchet/store-api-contract';
import type { RemainingTerm, UserListQuery } from './domain';

// ------------------------------------------------------------------------------------------- company

/** A company row with its billing address (registration data). */
export interface CompanyRow {
  id: string;
  company_number: string;
  name: string;
  vat_number: string | null;
  active: boolean;
  street: string | null;
  house_number: string | null;
  box: string | null;
  zipcode: string | null;
  city: string | null;
  additional: string | null;
  country: string | null;
}

/** The caller's company; null when the id is not theirs. */
export async function findCompany(db: Database, companyId: string): Promise<CompanyRow | null> {
  const { rows } = await db.query<CompanyRow>(
    `SELECT id, company_number, name, vat_number, active, street, house_number, box, zipcode, city, additional, country
       FROM company WHERE id = $1`,
    [companyId],
  );
  return rows[0] ?? null;
}

/**
 * Locks the company row for the rest of the transaction: every change to a company's users or addresses
 * takes this lock first, so two requests never both see "one lead buyer left" or "this is the default".
 */
export async function lockCompany(db: Database, companyId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM company WHERE id = $1 FOR UPDATE', [companyId]);
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------- users

/** A user of the company as the list and detail show it. */
export interface CompanyCustomerRow {
  id: string;
  salutation: string | null;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  active: boolean;
  lead_buyer: boolean;
  awaiting_activation: boolean;
  created_at: Date | string;
  flow_id: string | null;
  flow_name: string | null;
  flow_budget: string | number | null;
  flow_budget_remaining: string | number | null;
}

/** A listed user with their flow's budget rule (the budgets module's rule columns), so the live figures need no read. */
export interface CompanyCustomerListRow extends CompanyCustomerRow {
  /** Whether the ledger has a row of the user against their flow (false: the live figure needs no sum). */
  flow_spent: boolean;
  flow_period: string | null;
  flow_transferable: boolean | null;
  flow_renewable: boolean | null;
  flow_start_day: string | null;
  flow_end_day: string | null;
  flow_time_zone: string | null;
}

const customerColumns = `cu.id, cu.salutation, cu.first_name, cu.last_name, cu.username, cu.email, cu.active,
  cu.lead_buyer, cu.awaiting_activation, cu.created_at, f.id AS flow_id, f.name AS flow_name,
  f.budget AS flow_budget, f.budget_remaining AS flow_budget_remaining`;
const flowRuleColumns = `f.period AS flow_period, f.transferable AS flow_transferable, f.renewable AS flow_renewable,
  to_char(f.start_date, 'YYYY-MM-DD') AS flow_start_day, to_char(f.end_date, 'YYYY-MM-DD') AS flow_end_day,
  f.time_zone AS flow_time_zone,
  EXISTS (SELECT FROM budget_spend s WHERE s.flow_id = cu.flow_id AND s.customer_id = cu.id) AS flow_spent`;
const customerJoins = `FROM customer cu
  LEFT JOIN order_flow_customer fc ON fc.customer_id = cu.id
  LEFT JOIN order_flow f ON f.id = fc.flow_id`;

/** SQL expression of each list field (names compare case-insensitively). */
const fieldSql = {
  firstName: 'lower(cu.first_name)',
  lastName: 'lower(cu.last_name)',
  username: 'lower(cu.username)',
  email: 'lower(cu.email)',
  leadBuyer: 'cu.lead_buyer',
  active: 'cu.active',
  // The flow's budget as the user's own column (kept by migration 0021's triggers): filters and sorts need no join.
  budget: 'cu.flow_budget',
  // The live figure of the ledger (remainingJoins); never the stored order_flow.budget_remaining.
  budgetRemaining:
    'CASE WHEN lt.flow_id IS NULL THEN NULL ELSE greatest(0, lt.base_cents / 100.0 - coalesce(ls.spent, 0)) END',
} as const;

/**
 * The flows' remaining-budget terms (`$terms`: parallel arrays) and, per user, their spending that the term
 * subtracts: in the period or everything before its end (budget_spend_flow_idx serves it). Users are joined by
 * their own flow column (customer.flow_id, migration 0021).
 */
function remainingSql(
  param: (value: unknown) => string,
  terms: readonly RemainingTerm[],
): {
  cte: string;
  joins: string;
} {
  const cte = `WITH flow_term (flow_id, period_start, period_end, base_cents, spending) AS (
    SELECT * FROM unnest(${param(terms.map((term) => term.flowId))}::uuid[],
      ${param(terms.map((term) => term.periodStart))}::timestamptz[], ${param(terms.map((term) => term.periodEnd))}::timestamptz[],
      ${param(terms.map((term) => term.baseCents))}::bigint[], ${param(terms.map((term) => term.spending))}::text[])
  ), flow_spent AS (
    SELECT s.customer_id, s.flow_id, sum(s.amount) AS spent
      FROM flow_term t JOIN budget_spend s ON s.flow_id = t.flow_id AND s.spent_at < t.period_end
     WHERE t.spending = 'throughPeriod' OR (t.spending = 'inPeriod' AND s.spent_at >= t.period_start)
     GROUP BY s.customer_id, s.flow_id
  ) `;
  const joins = `LEFT JOIN flow_term lt ON lt.flow_id = cu.flow_id
  LEFT JOIN flow_spent ls ON ls.customer_id = cu.id AND ls.flow_id = cu.flow_id`;
  return { cte, joins };
}

/**
 * The only users a remaining-budget range can match: a user without spending has the whole budget of their flow's
 * term left (`greatest(0, base)`, fieldSql.budgetRemaining with nothing spent), so it matches exactly when that
 * figure is in the range; everyone else with a figure has spent. Implied by the range itself (the range still
 * decides): the candidates come from the flow index and the primary key, not from joining every user to the ledger.
 */
function remainingCandidatesSql(range: { gte?: string; lte?: string }): string {
  const bounds = [
    ...(range.gte === undefined ? [] : [`greatest(0, t.base_cents / 100.0) >= ${range.gte}`]),
    ...(range.lte === undefined ? [] : [`greatest(0, t.base_cents / 100.0) <= ${range.lte}`]),
  ];
  return `(cu.flow_id = ANY (ARRAY(SELECT t.flow_id FROM flow_term t WHERE ${bounds.join(' AND ') || 'true'}))
    OR cu.id = ANY (ARRAY(SELECT sp.customer_id FROM flow_spent sp)))`;
}

/** A bound of a remaining-budget range filter: `figure >= $n` or `figure <= $n`. */
interface RemainingBound {
  operator: '>=' | '<=';
  param: string;
}

/** The bounds applied to a figure (`true` without bounds). */
function boundsSql(figure: string, bounds: readonly RemainingBound[]): string {
  return bounds.map((bound) => `${figure} ${bound.operator} ${bound.param}`).join(' AND ') || 'true';
}

/**
 * The page's ids sorted by the remaining budget alone (userListOrder: the figure, empty figures last, then last name,
 * first name and id ascending) without joining every user to the ledger and sorting them all. A user who has not spent
 * against their flow's term has the flow's whole figure (fieldSql.budgetRemaining with nothing spent: the same for
 * every member of the flow), so each flow's members come in name order from customer_list_flow_name_idx (migration
 * 0025) and only the first offset + limit of each can reach the page; the users who have spent (the ledger's rows of
 * the term) get their own figure; users without a figure (no flow, or a flow without a budget) come after them all,
 * and only when no range is asked. The few candidates are sorted for the page. The total counts the same three
 * groups: the non-spending members of the flows whose figure is in the range (an index range per flow), the spenders
 * in it and, without a range, those without a figure.
 * `other` holds every condition of the query but the remaining-budget range; `bounds` that range.
 */
function remainingSortedSql(options: {
  other: string;
  bounds: readonly RemainingBound[];
  order: 'ASC' | 'DESC';
  limit: string;
  offset: string;
  /** The total without a range (every user `other` matches), e.g. from the user tally. */
  unboundedTotal: string;
}): { candidates: string; ids: string; total: string } {
  const { other, bounds, order, limit, offset } = options;
  const window = `(${limit}::int + ${offset}::int)`;
  const memberFigure = 'greatest(0, t.base_cents / 100.0)';
  const spenderFigure = 'greatest(0, t.base_cents / 100.0 - s.spent)';
  const notSpent = 'NOT EXISTS (SELECT FROM flow_spent s WHERE s.customer_id = cu.id AND s.flow_id = cu.flow_id)';
  const spenders = `flow_spent s JOIN flow_term t ON t.flow_id = s.flow_id
      JOIN customer cu ON cu.id = s.customer_id AND cu.flow_id = s.flow_id
     WHERE ${other} AND ${boundsSql(spenderFigure, bounds)}`;
  const nameOrder = 'lower(cu.last_name), lower(cu.first_name), cu.id';
  const candidates = `, spender (id, last_key, first_key, remaining) AS (
    SELECT cu.id, lower(cu.last_name), lower(cu.first_name), ${spenderFigure} FROM ${spenders}
  ), candidate (id, last_key, first_key, remaining) AS (
    SELECT m.id, m.last_key, m.first_key, ${memberFigure}
      FROM flow_term t CROSS JOIN LATERAL (
        SELECT cu.id, lower(cu.last_name) AS last_key, lower(cu.first_name) AS first_key FROM customer cu
         WHERE ${other} AND cu.flow_id = t.flow_id AND ${notSpent}
         ORDER BY ${nameOrder} LIMIT ${window}) m
     WHERE ${boundsSql(memberFigure, bounds)}
    UNION ALL
    SELECT * FROM spender${
      bounds.length > 0
        ? ''
        : `
    UNION ALL
    (SELECT cu.id, lower(cu.last_name), lower(cu.first_name), NULL FROM customer cu
      WHERE ${other} AND (cu.flow_id IS NULL OR NOT EXISTS (SELECT FROM flow_term t WHERE t.flow_id = cu.flow_id))
      ORDER BY ${nameOrder} LIMIT ${window})`
    }
  ) `;
  const ids = `SELECT c.id FROM candidate c
    ORDER BY c.remaining ${order} NULLS LAST, c.last_key, c.first_key, c.id LIMIT ${limit} OFFSET ${offset}`;
  const total =
    bounds.length === 0
      ? options.unboundedTotal
      : `((SELECT count(*)::int FROM customer cu
          WHERE ${other} AND ${notSpent}
            AND cu.flow_id = ANY (ARRAY(SELECT t.flow_id FROM flow_term t WHERE ${boundsSql(memberFigure, bounds)})))
        + (SELECT count(*)::int FROM spender))`;
  return { candidates, ids, total };
}

/**
 * The four text fields lower-cased and joined by a unit separator, as customer_list_search_idx (migration 0021) has
 * them: a trigram bitmap over it finds the candidates of a term or a contains filter.
 */
const searchSql = 'lower(cu.first_name || chr(31) || cu.last_name || chr(31) || cu.username || chr(31) || cu.email)';

/** The list's text fields (each a part of {@link searchSql}). */
const textFields: ReadonlySet<CompanyUserField> = new Set(['firstName', 'lastName', 'username', 'email']);

/** `%` and `_` typed by the user match themselves in ILIKE. */
function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * One page of the company's users with the total of matches (account-area.md §7: term, filters contains /
 * equals / range, sort, page); deleted users are left out. The company id scopes every row.
 */
export async function searchCompanyCustomers(
  db: Database,
  companyId: string,
  query: UserListQuery,
): Promise<{ rows: CompanyCustomerListRow[]; total: number }> {
  const params: unknown[] = [companyId];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const remaining = query.remainingTerms ? remainingSql(param, query.remainingTerms) : { cte: '', joins: '' };
  const where = ['cu.company_id = $1', 'cu.deleted_at IS NULL'];
  // The conditions of every filter but a remaining-budget range, and that range's bounds (remainingSortedPage applies
  // them to each figure it computes).
  const otherWhere: string[] = [...where];
  const remainingBounds: RemainingBound[] = [];
  // The flags the user tally can count by (customer_tally: lead-buyer flag and status of users not deleted).
  const tallied: Array<{ column: 'lead_buyer' | 'active'; value: boolean; param: string }> = [];
  if (query.term) {
    const term = param(`%${likeEscape(query.term)}%`);
    // The four fields joined as customer_list_search_idx has them: every user an ILIKE finds matches it (ILIKE is
    // both sides lower-cased), so it only lets one trigram bitmap find the candidates; the ILIKEs decide.
    const conditions = [
      `${searchSql} LIKE lower(${term})`,
      `(cu.first_name ILIKE ${term} OR cu.last_name ILIKE ${term} OR cu.username ILIKE ${term} OR cu.email ILIKE ${term})`,
    ];
    where.push(...conditions);
    otherWhere.push(...conditions);
  }
  // With a remaining-budget term but no range (sorted by it), every user of the other conditions still counts.
  let talliedOnly = !query.term;
  for (const filter of query.filter) {
    const column = fieldSql[filter.field];
    if (filter.type === 'range') {
      talliedOnly = false;
      const gte = filter.parameters.gte === undefined ? undefined : param(filter.parameters.gte);
      const lte = filter.parameters.lte === undefined ? undefined : param(filter.parameters.lte);
      const bounds = [
        ...(gte === undefined ? [] : [{ operator: '>=' as const, param: gte }]),
        ...(lte === undefined ? [] : [{ operator: '<=' as const, param: lte }]),
      ];
      where.push(...bounds.map((bound) => `${column} ${bound.operator} ${bound.param}`));
      if (filter.field === 'budgetRemaining') {
        remainingBounds.push(...bounds);
        if (bounds.length > 0) {
          where.push(
            remainingCandidatesSql({ ...(gte === undefined ? {} : { gte }), ...(lte === undefined ? {} : { lte }) }),
          );
        }
      } else {
        otherWhere.push(...bounds.map((bound) => `${column} ${bound.operator} ${bound.param}`));
      }
    } else if (typeof filter.value === 'boolean') {
      const value = param(filter.value);
      where.push(`${column} = ${value}`);
      otherWhere.push(`${column} = ${value}`);
      if (filter.field === 'leadBuyer' || filter.field === 'active') {
        tallied.push({
          column: filter.field === 'leadBuyer' ? 'lead_buyer' : 'active',
          value: filter.value,
          param: value,
        });
      } else {
        talliedOnly = false;
      }
    } else if (filter.type === 'contains') {
      talliedOnly = false;
      const pattern = param(`%${likeEscape(filter.value.toLowerCase())}%`);
      // A lower-cased field that contains the value is part of the lower-cased four (searchSql): the search index
      // finds the candidates, the field's own condition decides.
      const conditions = [
        `${column} LIKE ${pattern}`,
        ...(textFields.has(filter.field) ? [`${searchSql} LIKE ${pattern}`] : []),
      ];
      where.push(...conditions);
      otherWhere.push(...conditions);
    } else {
      talliedOnly = false;
      const condition = `${column} = ${param(filter.value.toLowerCase())}`;
      where.push(condition);
      otherWhere.push(condition);
    }
  }
  const orderBy = userListOrder(query.sort);
  const whereSql = where.join(' AND ');
  const limit = param(query.limit);
  const offset = param((query.page - 1) * query.limit);
  // The page's ids come first (only the columns the filter and sort need, so a late page skips over index entries
  // instead of joining and sorting every user); the page's 20 rows are then read and joined in that order. Where the
  // matches are found by the search bitmap — a term or a text field's contains filter (few matches, read once and
  // sorted) — or sorted by the remaining budget together with another field (every match joined to the ledger and
  // sorted), the total is counted over the same rows in the same statement (a window before the limit: the bitmap's
  // rows are read once, not again for an init-plan count); otherwise the page walks a name or budget index and the
  // count is its own part of the statement. Sorted by the remaining budget alone: remainingSortedSql.
  const searched = Boolean(query.term) || query.filter.some((f) => f.type === 'contains' && textFields.has(f.field));
  const withTotal = searched || query.sort.some((sort) => sort.field === 'budgetRemaining');
  // The total rides with the page: the window count, else the user tally's rows, else a count of the matches (an init
  // plan of the same statement: one round trip per page).
  const talliedSql = (flags: string[]) =>
    `SELECT coalesce(sum(users), 0)::int FROM customer_tally WHERE ${['company_id = $1', ...flags].join(' AND ')}`;
  const tallySql = `(${talliedSql(tallied.map((flag) => `${flag.column} = ${flag.param}`))})`;
  const [remainingSort] = query.sort;
  const sortedByRemaining =
    query.remainingTerms !== undefined && query.sort.length === 1 && remainingSort?.field === 'budgetRemaining'
      ? remainingSortedSql({
          other: otherWhere.join(' AND '),
          bounds: remainingBounds,
          order: remainingSort.order,
          limit,
          offset,
          unboundedTotal: talliedOnly
            ? tallySql
            : `(SELECT count(*)::int FROM customer cu WHERE ${otherWhere.join(' AND ')})`,
        })
      : null;
  const totalSql = sortedByRemaining
    ? sortedByRemaining.total
    : withTotal
      ? 'page.total_count'
      : talliedOnly
        ? tallySql
        : `(SELECT count(*)::int FROM customer cu ${remaining.joins} WHERE ${whereSql})`;
  const idsSql = sortedByRemaining
    ? sortedByRemaining.ids
    : `SELECT cu.id${withTotal ? ', count(*) OVER ()::int AS total_count' : ''}
                       FROM customer cu ${remaining.joins}
                      WHERE ${whereSql} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`;
  const { rows } = await db.query<CompanyCustomerListRow & { total_count: number }>(
    `${remaining.cte}${sortedByRemaining?.candidates ?? ''}SELECT ${customerColumns}, ${flowRuleColumns}, ${totalSql} AS total_count
       FROM (SELECT ids.*, row_number() OVER () AS position
               FROM (${idsSql}) ids) page
       JOIN customer cu ON cu.id = page.id
       LEFT JOIN order_flow f ON f.id = cu.flow_id
      ORDER BY page.position`,
    params,
  );
  // Page 1 without rows: nothing matches.
  if (rows.length > 0 || query.page === 1) {
    return { rows: rows.map(({ total_count: _, ...row }) => row), total: rows[0]?.total_count ?? 0 };
  }
  // A page past the last match: the total alone.
  const counted = talliedOnly
    ? await db.query<{ total: number }>(
        `SELECT (${talliedSql(tallied.map((flag, index) => `${flag.column} = $${index + 2}`))}) AS total`,
        [companyId, ...tallied.map((flag) => flag.value)],
      )
    : await db.query<{ total: number }>(
        `${remaining.cte}SELECT count(*)::int AS total FROM customer cu ${remaining.joins}
          WHERE ${whereSql}`,
        params.slice(0, params.length - 2),
      );
  return { rows, total: counted.rows[0]?.total ?? 0 };
}

/** Sort expressions of the text fields (their indexes in migration 0014 have the same columns). */
const textSortSql: Partial<Record<CompanyUserField, readonly string[]>> = {
  firstName: ['lower(cu.first_name)'],
  lastName: ['lower(cu.last_name)', 'lower(cu.first_name)'],
  username: ['lower(cu.username)'],
  email: ['lower(cu.email)'],
};

/**
 * The ORDER BY of the user list. Names: the field (last name then first name), then the id, all in one direction, so
 * an index on (company, field, id) serves both directions and LIMIT stops early; other fields (flags, budgets; empty
 * budgets last) are tied by last name, first name and id. No sort: last name, first name, id.
 */
export function userListOrder(sort: UserListQuery['sort']): string {
  const [primary] = sort;
  if (primary === undefined) return 'lower(cu.last_name), lower(cu.first_name), cu.id';
  const parts: string[] = [];
  for (const entry of sort) {
    const text = textSortSql[entry.field];
    if (text) parts.push(...text.map((expression) => `${expression} ${entry.order}`));
    else parts.push(`${fieldSql[entry.field]} ${entry.order} NULLS LAST`);
  }
  const last = sort[sort.length - 1];
  if (last && textSortSql[last.field]) parts.push(`cu.id ${last.order}`);
  else parts.push('lower(cu.last_name)', 'lower(cu.first_name)', 'cu.id');
  return parts.join(', ');
}

/** A user of the company (not deleted); null when unknown or of another company. */
export async function findCompanyCustomer(
  db: Database,
  companyId: string,
  customerId: string,
): Promise<CompanyCustomerRow | null> {
  const { rows } = await db.query<CompanyCustomerRow>(
    `SELECT ${customerColumns} ${customerJoins}
      WHERE cu.id = $1 AND cu.company_id = $2 AND cu.deleted_at IS NULL`,
    [customerId, companyId],
  );
  return rows[0] ?? null;
}

/** Ids of the given customers that are users of the company (not deleted). */
export async function findCompanyCustomerIds(
  db: Database,
  companyId: string,
  ids: readonly string[],
): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM customer WHERE id = ANY($1::uuid[]) AND company_id = $2 AND deleted_at IS NULL',
    [ids, companyId],
  );
  return rows.map((row) => row.id);
}

/** Ids of the company's active lead buyers (not deleted). */
export async function findActiveLeadBuyerIds(db: Database, companyId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM customer WHERE company_id = $1 AND lead_buyer AND active AND deleted_at IS NULL',
    [companyId],
  );
  return rows.map((row) => row.id);
}

/** Whether a username is taken by anyone (usernames are unique across the shop: they are the login). */
export async function usernameTaken(db: Database, username: string, exceptId: string | null = null): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM customer WHERE lower(username) = lower($1) AND id IS DISTINCT FROM $2',
    [username, exceptId],
  );
  return rows.length > 0;
}

/** A new customer row: the fields every new user has, and those registration adds (default null / false). */
export interface NewCustomerValues {
  id: string;
  companyId: string;
  username: string;
  passwordHash: string;
  email: string;
  salutation: string | null;
  firstName: string;
  lastName: string;
  active: boolean;
  leadBuyer: boolean;
  phone?: string | null;
  mobile?: string | null;
  fax?: string | null;
  customerFunction?: string | null;
  localeCode?: string | null;
  /** A registered colleague waits for a lead buyer to activate them (issue 11). */
  awaitingActivation?: boolean;
}

/** Writes a new user of a company (created by a lead buyer, or registered: issue 11). */
export async function insertCompanyCustomer(db: Database, values: NewCustomerValues): Promise<void> {
  await db.query(
    `INSERT INTO customer (id, company_id, username, password_hash, email, salutation, first_name, last_name, phone,
       mobile, fax, customer_function, locale_code, active, lead_buyer, awaiting_activation)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [
      values.id,
      values.companyId,
      values.username,
      values.passwordHash,
      values.email,
      values.salutation,
      values.firstName,
      values.lastName,
      values.phone ?? null,
      values.mobile ?? null,
      values.fax ?? null,
      values.customerFunction ?? null,
      values.localeCode ?? null,
      values.active,
      values.leadBuyer,
      values.awaitingActivation ?? false,
    ],
  );
}

/** Changes the given fields of a user of the company; activating ends the wait for a lead buyer. */
export async function updateCompanyCustomerRow(
  db: Database,
  companyId: string,
  customerId: string,
  changes: {
    salutation?: string | null;
    firstName?: string;
    lastName?: string;
    username?: string;
    email?: string;
    active?: boolean;
    leadBuyer?: boolean;
  },
): Promise<void> {
  const columns: Record<keyof typeof changes, string> = {
    salutation: 'salutation',
    firstName: 'first_name',
    lastName: 'last_name',
    username: 'username',
    email: 'email',
    active: 'active',
    leadBuyer: 'lead_buyer',
  };
  const params: unknown[] = [customerId, companyId];
  const sets: string[] = [];
  for (const key of Object.keys(columns) as Array<keyof typeof changes>) {
    if (changes[key] === undefined) continue;
    params.push(changes[key]);
    sets.push(`${columns[key]} = $${params.length}`);
  }
  if (changes.active === true) sets.push('awaiting_activation = false');
  if (sets.length === 0) return;
  await db.query(`UPDATE customer SET ${sets.join(', ')} WHERE id = $1 AND company_id = $2`, params);
}

/**
 * Deletes users softly: they keep their orders (with their names) but lose their login, username (freed for
 * reuse), rights, flow membership and sessions.
 */
export async function softDeleteCustomers(db: Database, companyId: string, ids: readonly string[]): Promise<void> {
  await db.query(
    `UPDATE customer SET deleted_at = now(), active = false, lead_buyer = false, username = 'deleted:' || id::text
      WHERE id = ANY($1::uuid[]) AND company_id = $2`,
    [ids, companyId],
  );
  await db.query('DELETE FROM customer_role WHERE customer_id = ANY($1::uuid[])', [ids]);
  await db.query('DELETE FROM order_flow_customer WHERE customer_id = ANY($1::uuid[])', [ids]);
  await endSessions(db, ids);
}

/** Takes the customers off every context token (their sessions end; the tokens stay as anonymous contexts). */
export async function endSessions(db: Database, customerIds: readonly string[]): Promise<void> {
  await db.query('UPDATE context SET customer_id = NULL, updated_at = now() WHERE customer_id = ANY($1::uuid[])', [
    customerIds,
  ]);
}

// --------------------------------------------------------------------------------------------- rights

/** Enabled role codes of a user of the company. */
export async function findEnabledRoleCodes(db: Database, companyId: string, customerId: string): Promise<string[]> {
  const { rows } = await db.query<{ role_code: string }>(
    `SELECT r.role_code FROM customer_role r JOIN customer cu ON cu.id = r.customer_id
      WHERE r.customer_id = $1 AND cu.company_id = $2 AND r.enabled`,
    [customerId, companyId],
  );
  return rows.map((row) => row.role_code);
}

/** Sets role flags of a customer (one row per code, inserted or updated). */
export async function upsertRoles(
  db: Database,
  customerId: string,
  roles: ReadonlyArray<{ code: string; enabled: boolean }>,
): Promise<void> {
  if (roles.length === 0) return;
  await db.query(
    `INSERT INTO customer_role (customer_id, role_code, enabled)
     SELECT $1, code, enabled FROM unnest($2::text[], $3::boolean[]) AS r(code, enabled)
     ON CONFLICT (customer_id, role_code) DO UPDATE SET enabled = EXCLUDED.enabled`,
    [customerId, roles.map((role) => role.code), roles.map((role) => role.enabled)],
  );
}

// ------------------------------------------------------------------------------------------ addresses

/** A row of the company address book. */
export interface CompanyAddressRow {
  id: string;
  company_id: string;
  name: string;
  email: string | null;
  street: string;
  house_number: string;
  box: string | null;
  zipcode: string;
  city: string;
  additional: string | null;
  country: string;
  is_default: boolean;
}

const addressColumns = `id, company_id, name, email, street, house_number, box, zipcode, city, additional, country,
  is_default`;

/** The company's address book, default first, then by name. */
export async function findCompanyAddresses(db: Database, companyId: string): Promise<CompanyAddressRow[]> {
  const { rows } = await db.query<CompanyAddressRow>(
    `SELECT ${addressColumns} FROM company_address WHERE company_id = $1
      ORDER BY is_default DESC, lower(name), created_at, id`,
    [companyId],
  );
  return rows;
}

/** One address of the company; null when unknown or of another company. */
export async function findCompanyAddress(
  db: Database,
  companyId: string,
  addressId: string,
): Promise<CompanyAddressRow | null> {
  const { rows } = await db.query<CompanyAddressRow>(
    `SELECT ${addressColumns} FROM company_address WHERE id = $1 AND company_id = $2`,
    [addressId, companyId],
  );
  return rows[0] ?? null;
}

/** The address fields as columns take them. */
export interface CompanyAddressValues {
  name: string;
  email: string | null;
  street: string;
  houseNumber: string;
  box: string | null;
  zipcode: string;
  city: string;
  additional: string | null;
  country: string;
}

/** Writes a new address (not yet the default; see {@link moveDefaultAddress}). */
export async function insertCompanyAddress(
  db: Database,
  companyId: string,
  id: string,
  values: CompanyAddressValues,
): Promise<void> {
  await db.query(
    `INSERT INTO company_address (id, company_id, name, email, street, house_number, box, zipcode, city, additional,
       country, is_default)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, false)`,
    [
      id,
      companyId,
      values.name,
      values.email,
      values.street,
      values.houseNumber,
      values.box,
      values.zipcode,
      values.city,
      values.additional,
      values.country,
    ],
  );
}

/** Changes an address's fields (not its default flag). */
export async function updateCompanyAddressRow(
  db: Database,
  companyId: string,
  addressId: string,
  values: CompanyAddressValues,
): Promise<void> {
  await db.query(
    `UPDATE company_address SET name = $3, email = $4, street = $5, house_number = $6, box = $7, zipcode = $8,
       city = $9, additional = $10, country = $11
      WHERE id = $1 AND company_id = $2`,
    [
      addressId,
      companyId,
      values.name,
      values.email,
      values.street,
      values.houseNumber,
      values.box,
      values.zipcode,
      values.city,
      values.additional,
      values.country,
    ],
  );
}

/**
 * Makes `addressId` the company's default: the old default is cleared first, then the new one set (the partial
 * unique index allows one default per company at any moment; the deferred trigger wants one at commit).
 */
export async function moveDefaultAddress(db: Database, companyId: string, addressId: string): Promise<void> {
  await db.query('UPDATE company_address SET is_default = false WHERE company_id = $1 AND is_default AND id <> $2', [
    companyId,
    addressId,
  ]);
  await db.query('UPDATE company_address SET is_default = true WHERE company_id = $1 AND id = $2', [
    companyId,
    addressId,
  ]);
}

/** Deletes an address of the company. */
export async function deleteCompanyAddressRow(db: Database, companyId: string, addressId: string): Promise<void> {
  await db.query('DELETE FROM company_address WHERE id = $1 AND company_id = $2', [addressId, companyId]);
}

/** The locale code of a language (the language of a mail), or null. */
export async function findLocaleOfLanguage(db: Database, languageId: string): Promise<string | null> {
  const { rows } = await db.query<{ locale_code: string }>('SELECT locale_code FROM language WHERE id = $1', [
    languageId,
  ]);
  return rows[0]?.locale_code ?? null;
}
