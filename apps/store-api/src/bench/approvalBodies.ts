// The approvals list's bench requests (issue 12), shared by approvals.ts and profileServer.ts (SCENARIO=approvals).

/** The context token of the demo company's approver that approvals.ts writes into the bench database. */
export const approverToken = 'bench-approvals-approver';

/** The approvals page's requests: default, status filters, term, sort, later pages, date range. */
export const approvalListBodies = [
  {},
  { status: ['pending'] },
  { status: ['approved', 'declined'], page: 3 },
  { term: 'B12' },
  { sort: { field: 'amount', order: 'ASC' } },
  { sort: { field: 'lastName', order: 'ASC' }, page: 10 },
  { dateFrom: '2026-01-01', dateTo: '2026-12-31', status: ['pending'] },
  { page: 100 },
].map((body) => JSON.stringify(body));
