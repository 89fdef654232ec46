import { approvalStatuses, type ApprovalListBody } from '@ratchet/store-api-contract';
import { isIsoDate } from '@ratchet/store-api-contract/rules';
import { emptyApprovalListState, type ApprovalListState } from './ApprovalList';

type SortField = NonNullable<ApprovalListBody['sort']>['field'];

/** The columns the approvals list sorts by (account-area.md §2 approvals list). */
const sortFields: readonly SortField[] = ['orderDate', 'orderNumber', 'amount', 'lastName', 'status'];

const isSortField = (value: string | null): value is SortField =>
  value !== null && (sortFields as readonly string[]).includes(value);
const isStatus = (value: string | null): value is ApprovalListState['status'] =>
  value === 'all' || (value !== null && (approvalStatuses as readonly string[]).includes(value));
const dateOf = (value: string | null) => (value && isIsoDate(value) ? value : '');

/**
 * The approvals list state a URL's query says (the parameter names of the other account lists: status, search,
 * from, to, field, order, page); unknown or malformed values fall back to the list's defaults, so a hand-edited
 * URL still opens. Without `status` the list opens on pending requests; `status=all` shows every one.
 */
export function approvalListStateFromQuery(params: URLSearchParams): ApprovalListState {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const field = params.get('field');
  const order = params.get('order')?.toUpperCase();
  return {
    status: isStatus(params.get('status')) ? (params.get('status') as ApprovalListState['status']) : 'pending',
    term: (params.get('search') ?? '').trim().slice(0, 100),
    dateFrom: dateOf(params.get('from')),
    dateTo: dateOf(params.get('to')),
    sort: isSortField(field) ? { field, order: order === 'ASC' ? 'ASC' : 'DESC' } : emptyApprovalListState.sort,
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** The URL query of a state (defaults left out, so the list as it opens is the plain `/account/approvals`). */
export function approvalListQuery(state: ApprovalListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status !== emptyApprovalListState.status) params.set('status', state.status);
  if (state.term.trim()) params.set('search', state.term.trim());
  if (state.dateFrom) params.set('from', state.dateFrom);
  if (state.dateTo) params.set('to', state.dateTo);
  const defaultSort = emptyApprovalListState.sort;
  if (state.sort.field !== defaultSort.field || state.sort.order !== defaultSort.order) {
    params.set('field', state.sort.field);
    params.set('order', (state.sort.order ?? 'DESC').toLowerCase());
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}
