import { describe, expect, it } from 'vitest';
import { emptyApprovalListState, type ApprovalListState } from './ApprovalList';
import { approvalListQuery, approvalListStateFromQuery } from './approvalListState';

describe('approvals list state in the URL (issue 12: filters survive reload and back, as the order history)', () => {
  it.each<[string, string, Partial<ApprovalListState>]>([
    ['the plain list: pending, newest first, page 1', '', {}],
    ['every status', 'status=all', { status: 'all' }],
    [
      'declined, searched, in a date range',
      'status=declined&search=R-100&from=2026-11-01&to=2026-11-30',
      {
        status: 'declined',
        term: 'R-100',
        dateFrom: '2026-11-01',
        dateTo: '2026-11-30',
      },
    ],
    [
      'sorted by amount ascending on page 3',
      'field=amount&order=asc&page=3',
      {
        sort: { field: 'amount', order: 'ASC' },
        page: 3,
      },
    ],
  ])('%s: %s', (_title, query, patch) => {
    const state = approvalListStateFromQuery(new URLSearchParams(query));
    expect(state).toEqual({ ...emptyApprovalListState, ...patch });
    expect(approvalListQuery(state).toString()).toBe(query);
  });

  it.each([
    ['an unknown status', 'status=lost'],
    ['a malformed date', 'from=2026-13-45'],
    ['an unknown sort field', 'field=password&order=asc'],
    ['a page below 1', 'page=0'],
  ])('a hand-edited URL with %s still opens the list as it opens (%s)', (_title, query) => {
    expect(approvalListStateFromQuery(new URLSearchParams(query))).toEqual(emptyApprovalListState);
  });
});
