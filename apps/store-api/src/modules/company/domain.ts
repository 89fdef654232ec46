/**
 * Pure rules of the company area (issue 11; account-area.md §6, §7): ids, role codes, the user list query,
 * the lead-buyer and own-rights rules. The storefront's rules come from the contract (rules/companyUsers.ts,
 * rules/roleGroups.ts); these are the server's.
 */
import {
  isRoleCode,
  isUuid,
  normaliseUuid,
  roleCodes,
  selfKeptRole,
  type CompanyUserField,
  type CompanyUserFilter,
  type RoleCode,
  type Salutation,
} from '@ratchet/store-api-contract';

/** The user list query as the repo runs it (sort orders upper-case). */
export interface UserListQuery {
  page: number;
  limit: number;
  term?: string;
  filter: readonly CompanyUserFilter[];
  sort: ReadonlyArray<{ field: CompanyUserField; order: 'ASC' | 'DESC' }>;
  /**
   * The live remaining budget of each of the company's flows as a term over the spending ledger (the budgets
   * module's figures); present when a filter or the sort uses the remaining budget.
   */
  remainingTerms?: readonly RemainingTerm[];
}

/** One flow's remaining budget per user: max(0, baseCents − the user's spending of the named kind). */
export interface RemainingTerm {
  flowId: string;
  periodStart: Date;
  periodEnd: Date;
  baseCents: number;
  spending: 'inPeriod' | 'throughPeriod' | 'none';
}

/** Whether a filter or the sort of the list uses the remaining budget (then the ledger is summed for all matches). */
export function usesRemainingBudget(query: Pick<UserListQuery, 'filter' | 'sort'>): boolean {
  return [...query.filter, ...query.sort].some((entry) => entry.field === 'budgetRemaining');
}

/** The list body with sort orders normalised and blank terms dropped. */
export function userListQuery(body: {
  page: number;
  limit: number;
  term?: string | undefined;
  filter: readonly CompanyUserFilter[];
  sort: ReadonlyArray<{ field: CompanyUserField; order: 'ASC' | 'DESC' | 'asc' | 'desc' }>;
}): UserListQuery {
  const term = body.term?.trim();
  return {
    page: body.page,
    limit: body.limit,
    ...(term ? { term } : {}),
    filter: body.filter,
    sort: body.sort.map((sort) => ({ field: sort.field, order: sort.order.toUpperCase() === 'DESC' ? 'DESC' : 'ASC' })),
  };
}

/** The id in canonical lower-case form, or null when it is no UUID (→ VIOLATION::INVALID_UUID). */
export function canonicalId(value: string): string | null {
  return isUuid(value) ? normaliseUuid(value) : null;
}

/** Positions of role entries whose code is not one of the 24 (→ VIOLATION::INVALID_ROLE at `/roles/<i>/code`). */
export function invalidRolePositions(codes: readonly string[]): number[] {
  return codes.flatMap((code, index) => (isRoleCode(code) ? [] : [index]));
}

/**
 * The rights a save leaves a user with: the enabled codes now, changed by the entries sent (the last entry of a
 * code wins; codes not sent keep their state).
 */
export function rightsAfter(
  enabledNow: readonly string[],
  changes: ReadonlyArray<{ code: RoleCode; enabled: boolean }>,
): Set<RoleCode> {
  const enabled = new Set<RoleCode>(enabledNow.filter(isRoleCode));
  for (const change of changes) {
    if (change.enabled) enabled.add(change.code);
    else enabled.delete(change.code);
  }
  return enabled;
}

/** True when a user would take the right to manage users from themselves (issue 11: never allowed). */
export function removesOwnManageContacts(actorId: string, targetId: string, after: ReadonlySet<RoleCode>): boolean {
  return actorId === targetId && !after.has(selfKeptRole);
}

/** Every code with its flag, in the catalogue's order (the rights call's answer). */
export function rightsList(enabled: Iterable<string>): Array<{ code: RoleCode; enabled: boolean }> {
  const set = new Set(enabled);
  return roleCodes.map((code) => ({ code, enabled: set.has(code) }));
}

/**
 * Whether the company still has an active lead buyer after a change: the active lead buyers now, minus those the
 * change deactivates, demotes or deletes, plus one the change makes an active lead buyer.
 */
export function keepsActiveLeadBuyer(
  activeLeadBuyers: readonly string[],
  change: { removed: readonly string[]; added?: string | null },
): boolean {
  const left = activeLeadBuyers.filter((id) => !change.removed.includes(id));
  return left.length > 0 || (change.added !== undefined && change.added !== null);
}

/** The salutation as the contract names it (older rows say mr/ms). */
export function salutationOf(value: string | null): Salutation | null {
  if (value === 'female' || value === 'ms' || value === 'mrs') return 'female';
  if (value === 'male' || value === 'mr') return 'male';
  return null;
}

/** A money column (numeric, read as text by the drivers) in euro, or null. */
export function euro(value: string | number | null): number | null {
  return value === null ? null : Number(value);
}

/** Number of pages of a list (at least 1). */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
