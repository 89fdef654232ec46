/**
 * The company user list (account-area.md §7 Users and rights, §9): its page size, search debounce, budget
 * slider bounds, filter and sort fields, and the mapping between the page URL (the §7 query parameter names)
 * and the list call's body. Pure module: the storefront's loader, account-kit's list and the server read it.
 */

/** Default page size of the customer list (account-area.md §9: 20). */
export const companyUserPageSize = 20;
/** Largest page size the list call accepts. */
export const companyUserMaxPageSize = 100;
/** How long the search input waits after the last key stroke (account-area.md §7, §9: 500 ms). */
export const companyUserSearchDebounceMs = 500;
/** The budget sliders' default bounds in euro (account-area.md §5, §9: 0 to 10000). */
export const companyUserBudgetBounds = { min: 0, max: 10000 } as const;
/** Longest search term or text filter value. */
export const companyUserTermMaxLength = 200;
/** Most customers one delete call removes. */
export const companyUserDeleteMaxIds = 100;

/** Fields the list filters and sorts by (account-area.md §7: contains, equals and range filters). */
export const companyUserFields = [
  'firstName',
  'lastName',
  'username',
  'email',
  'leadBuyer',
  'active',
  'budget',
  'budgetRemaining',
] as const;
/** A filter or sort field of the customer list. */
export type CompanyUserField = (typeof companyUserFields)[number];
/** Text fields: `contains` or `equals` filters. */
export const companyUserTextFields = ['firstName', 'lastName', 'username', 'email'] as const;
/** Yes/no fields: `equals` filters with true or false. */
export const companyUserFlagFields = ['leadBuyer', 'active'] as const;
/** Amount fields: `range` filters (gte/lte, euro). */
export const companyUserAmountFields = ['budget', 'budgetRemaining'] as const;

/** One filter of the list call (a Shopware-criteria-like filter). */
export type CompanyUserFilter =
  | { type: 'contains' | 'equals'; field: (typeof companyUserTextFields)[number]; value: string }
  | { type: 'equals'; field: (typeof companyUserFlagFields)[number]; value: boolean }
  | { type: 'range'; field: (typeof companyUserAmountFields)[number]; parameters: { gte?: number; lte?: number } };

/** Sort direction. */
export type CompanyUserSortOrder = 'ASC' | 'DESC';

/** The list call's body as the page builds it from its URL. */
export interface CompanyUserListRequest {
  page: number;
  limit: number;
  term?: string;
  filter: CompanyUserFilter[];
  sort: Array<{ field: CompanyUserField; order: CompanyUserSortOrder }>;
}

/**
 * The list page's URL state under the query parameter names of account-area.md §7: `page`, `search`,
 * `firstName`, `lastName`, `username`, `leadBuyer` (`true`/`false`), `budgetMin`, `budgetMax`,
 * `budgetRemainingMin`, `budgetRemainingMax`, `field` (sorted column), `order` (`asc`/`desc`) and `type`
 * (how the name filters match: `contains`, the default, or `equals`).
 */
export interface CompanyUserListState {
  page: number;
  search: string;
  firstName: string;
  lastName: string;
  username: string;
  leadBuyer: boolean | null;
  budgetMin: number | null;
  budgetMax: number | null;
  budgetRemainingMin: number | null;
  budgetRemainingMax: number | null;
  field: CompanyUserField | null;
  order: 'asc' | 'desc';
  type: 'contains' | 'equals';
}

/** The query parameter names of the list page (account-area.md §7), in URL order. */
export const companyUserQueryParams = [
  'page',
  'search',
  'firstName',
  'lastName',
  'username',
  'leadBuyer',
  'budgetMin',
  'budgetMax',
  'budgetRemainingMin',
  'budgetRemainingMax',
  'order',
  'field',
  'type',
] as const;

/** The list state of an empty URL. */
export const emptyCompanyUserListState: CompanyUserListState = {
  page: 1,
  search: '',
  firstName: '',
  lastName: '',
  username: '',
  leadBuyer: null,
  budgetMin: null,
  budgetMax: null,
  budgetRemainingMin: null,
  budgetRemainingMax: null,
  field: null,
  order: 'asc',
  type: 'contains',
};

function isField(value: string | null): value is CompanyUserField {
  return value !== null && (companyUserFields as readonly string[]).includes(value);
}

function amount(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) return null;
  return Math.min(Math.max(Math.round(parsed), companyUserBudgetBounds.min), companyUserBudgetBounds.max);
}

function text(value: string | null): string {
  return (value ?? '').trim().slice(0, companyUserTermMaxLength);
}

/** Reads the list state from the page's query (unknown or malformed values fall back to the defaults). */
export function companyUserListStateFromQuery(query: URLSearchParams): CompanyUserListState {
  const page = Number.parseInt(query.get('page') ?? '', 10);
  const leadBuyer = query.get('leadBuyer');
  const field = query.get('field');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: text(query.get('search')),
    firstName: text(query.get('firstName')),
    lastName: text(query.get('lastName')),
    username: text(query.get('username')),
    leadBuyer: leadBuyer === 'true' ? true : leadBuyer === 'false' ? false : null,
    budgetMin: amount(query.get('budgetMin')),
    budgetMax: amount(query.get('budgetMax')),
    budgetRemainingMin: amount(query.get('budgetRemainingMin')),
    budgetRemainingMax: amount(query.get('budgetRemainingMax')),
    field: isField(field) ? field : null,
    order: query.get('order') === 'desc' ? 'desc' : 'asc',
    type: query.get('type') === 'equals' ? 'equals' : 'contains',
  };
}

/** Writes the list state as the page's query: only what differs from the defaults, in the §7 names. */
export function companyUserListQuery(state: CompanyUserListState): URLSearchParams {
  const query = new URLSearchParams();
  if (state.page > 1) query.set('page', String(state.page));
  if (state.search) query.set('search', state.search);
  if (state.firstName) query.set('firstName', state.firstName);
  if (state.lastName) query.set('lastName', state.lastName);
  if (state.username) query.set('username', state.username);
  if (state.leadBuyer !== null) query.set('leadBuyer', String(state.leadBuyer));
  if (state.budgetMin !== null) query.set('budgetMin', String(state.budgetMin));
  if (state.budgetMax !== null) query.set('budgetMax', String(state.budgetMax));
  if (state.budgetRemainingMin !== null) query.set('budgetRemainingMin', String(state.budgetRemainingMin));
  if (state.budgetRemainingMax !== null) query.set('budgetRemainingMax', String(state.budgetRemainingMax));
  if (state.field) {
    query.set('order', state.order);
    query.set('field', state.field);
  }
  if (state.type !== 'contains') query.set('type', state.type);
  return query;
}

function range(min: number | null, max: number | null): { gte?: number; lte?: number } | null {
  if (min === null && max === null) return null;
  return { ...(min !== null ? { gte: min } : {}), ...(max !== null ? { lte: max } : {}) };
}

/** The list call's body for a list state (page size 20 unless told). */
export function companyUserListRequest(
  state: CompanyUserListState,
  limit: number = companyUserPageSize,
): CompanyUserListRequest {
  const filter: CompanyUserFilter[] = [];
  for (const field of ['firstName', 'lastName', 'username'] as const) {
    if (state[field]) filter.push({ type: state.type, field, value: state[field] });
  }
  if (state.leadBuyer !== null) filter.push({ type: 'equals', field: 'leadBuyer', value: state.leadBuyer });
  const budget = range(state.budgetMin, state.budgetMax);
  if (budget) filter.push({ type: 'range', field: 'budget', parameters: budget });
  const remaining = range(state.budgetRemainingMin, state.budgetRemainingMax);
  if (remaining) filter.push({ type: 'range', field: 'budgetRemaining', parameters: remaining });
  return {
    page: state.page,
    limit,
    ...(state.search ? { term: state.search } : {}),
    filter,
    sort: state.field ? [{ field: state.field, order: state.order === 'desc' ? 'DESC' : 'ASC' }] : [],
  };
}
