import { describe, expect, it } from 'vitest';
import {
  companyUserBudgetBounds,
  companyUserListQuery,
  companyUserListRequest,
  companyUserListStateFromQuery,
  companyUserPageSize,
  companyUserQueryParams,
  companyUserSearchDebounceMs,
  emptyCompanyUserListState,
  type CompanyUserListState,
} from './companyUsers';

const state = (changes: Partial<CompanyUserListState>): CompanyUserListState => ({
  ...emptyCompanyUserListState,
  ...changes,
});

describe('company user list constants (account-area.md §9)', () => {
  it('account-area.md §9: page size 20, search debounce 500 ms, budget slider 0 to 10000', () => {
    expect(companyUserPageSize).toBe(20);
    expect(companyUserSearchDebounceMs).toBe(500);
    expect(companyUserBudgetBounds).toEqual({ min: 0, max: 10000 });
  });

  it('account-area.md §7: the page uses exactly the query parameter names of the call list', () => {
    expect([...companyUserQueryParams].sort()).toEqual(
      [
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
      ].sort(),
    );
  });
});

describe('company user list URL state (account-area.md §7 Users and rights query parameters)', () => {
  it.each<[string, string, Partial<CompanyUserListState>]>([
    ['an empty URL is the first page without filters', '', {}],
    ['§7 page', 'page=3', { page: 3 }],
    ['§7 page below 1 falls back to 1', 'page=0', {}],
    ['§7 page that is no number falls back to 1', 'page=two', {}],
    ['§7 search is trimmed', 'search=%20huber%20', { search: 'huber' }],
    [
      '§7 firstName, lastName, username',
      'firstName=Lena&lastName=Huber&username=lead',
      { firstName: 'Lena', lastName: 'Huber', username: 'lead' },
    ],
    ['§7 leadBuyer=true', 'leadBuyer=true', { leadBuyer: true }],
    ['§7 leadBuyer=false', 'leadBuyer=false', { leadBuyer: false }],
    ['§7 leadBuyer other values are ignored', 'leadBuyer=yes', {}],
    ['§7 budget range', 'budgetMin=100&budgetMax=2500', { budgetMin: 100, budgetMax: 2500 }],
    ['§9 budget below 0 is clamped to the slider minimum', 'budgetMin=-50', { budgetMin: 0 }],
    ['§9 budget above 10000 is clamped to the slider maximum', 'budgetMax=250000', { budgetMax: 10000 }],
    ['§9 budget values round to whole euros', 'budgetRemainingMin=99.6', { budgetRemainingMin: 100 }],
    ['§7 a budget that is no number is ignored', 'budgetRemainingMax=lots', {}],
    ['§7 sort field and order', 'order=desc&field=lastName', { field: 'lastName', order: 'desc' }],
    ['§7 unknown sort field is ignored', 'field=password', {}],
    ['§7 type equals', 'type=equals', { type: 'equals' }],
    ['§7 unknown type falls back to contains', 'type=regex', {}],
  ])('%s', (_title, query, expected) => {
    expect(companyUserListStateFromQuery(new URLSearchParams(query))).toEqual(state(expected));
  });

  it.each<[string, Partial<CompanyUserListState>, string]>([
    ['§7 defaults write an empty query', {}, ''],
    ['§7 page 1 is not written', { page: 1, search: 'a' }, 'search=a'],
    [
      '§7 every parameter in §7 order',
      {
        page: 2,
        search: 'x',
        firstName: 'f',
        lastName: 'l',
        username: 'u',
        leadBuyer: false,
        budgetMin: 0,
        budgetMax: 10,
        budgetRemainingMin: 1,
        budgetRemainingMax: 2,
        field: 'budget',
        order: 'desc',
        type: 'equals',
      },
      'page=2&search=x&firstName=f&lastName=l&username=u&leadBuyer=false&budgetMin=0&budgetMax=10&budgetRemainingMin=1&budgetRemainingMax=2&order=desc&field=budget&type=equals',
    ],
    ['§7 order is written only with a sort field', { order: 'desc' }, ''],
  ])('%s', (_title, changes, expected) => {
    expect(companyUserListQuery(state(changes)).toString()).toBe(expected);
  });

  it('§7 reading back what was written gives the same state (URL round trip)', () => {
    const original = state({
      page: 4,
      search: 'gr',
      leadBuyer: true,
      budgetMax: 5000,
      field: 'username',
      order: 'desc',
    });
    expect(companyUserListStateFromQuery(companyUserListQuery(original))).toEqual(original);
  });
});

describe('company user list request (account-area.md §7: page, term, limit, filter contains/equals/range, sort)', () => {
  it.each<[string, Partial<CompanyUserListState>, ReturnType<typeof companyUserListRequest>]>([
    ['§9 the first page with 20 users and no filters', {}, { page: 1, limit: 20, filter: [], sort: [] }],
    ['§7 search becomes the term', { search: 'hub' }, { page: 1, limit: 20, term: 'hub', filter: [], sort: [] }],
    [
      '§7 name filters match by contains unless type says equals',
      { firstName: 'Lena', type: 'contains' },
      { page: 1, limit: 20, filter: [{ type: 'contains', field: 'firstName', value: 'Lena' }], sort: [] },
    ],
    [
      '§7 type=equals applies to the name filters',
      { lastName: 'Huber', username: 'lead', type: 'equals' },
      {
        page: 1,
        limit: 20,
        filter: [
          { type: 'equals', field: 'lastName', value: 'Huber' },
          { type: 'equals', field: 'username', value: 'lead' },
        ],
        sort: [],
      },
    ],
    [
      '§7 leadBuyer is an equals filter',
      { leadBuyer: false },
      { page: 1, limit: 20, filter: [{ type: 'equals', field: 'leadBuyer', value: false }], sort: [] },
    ],
    [
      '§7 budget bounds become a range (one bound alone too)',
      { budgetMin: 100, budgetRemainingMax: 900 },
      {
        page: 1,
        limit: 20,
        filter: [
          { type: 'range', field: 'budget', parameters: { gte: 100 } },
          { type: 'range', field: 'budgetRemaining', parameters: { lte: 900 } },
        ],
        sort: [],
      },
    ],
    [
      '§7 sort by field and order',
      { field: 'lastName', order: 'desc', page: 3 },
      { page: 3, limit: 20, filter: [], sort: [{ field: 'lastName', order: 'DESC' }] },
    ],
  ])('%s', (_title, changes, expected) => {
    expect(companyUserListRequest(state(changes))).toEqual(expected);
  });

  it('§9 a host may ask another page size', () => {
    expect(companyUserListRequest(state({}), 50).limit).toBe(50);
  });
});
