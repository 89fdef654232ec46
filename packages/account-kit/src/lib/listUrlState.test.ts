import { describe, expect, it } from 'vitest';
import { invoiceHistoryUrlState } from '../invoices/invoiceHistoryState';
import { offerHistoryUrlState } from '../offers/offerHistoryState';
import { orderListsUrlState } from '../orderLists/orderListsState';
import { orderHistoryUrlState } from '../orders/orderHistoryState';
import { dateParam, listUrlState, oneOfParam, termParam } from './listUrlState';

const example = listUrlState({ status: oneOfParam(['open', 'done']), from: dateParam, search: termParam }, 20);

describe('account list state in the URL (issue 13: page and filters survive reload, back and a shared link)', () => {
  it.each<[string, string, Partial<typeof example.empty>]>([
    ['the plain list', '', {}],
    ['a status on page 2', 'status=done&page=2', { status: 'done', page: 2 }],
    [
      'every parameter, in declared order, page last',
      'status=open&from=2026-01-31&search=R+1&page=3',
      {
        status: 'open',
        from: '2026-01-31',
        search: 'R 1',
        page: 3,
      },
    ],
  ])('%s: %s reads and writes back the same', (_title, query, patch) => {
    const state = example.fromQuery(new URLSearchParams(query));
    expect(state).toEqual({ ...example.empty, ...patch });
    expect(example.toQuery(state).toString()).toBe(query);
  });

  it.each<[string, string]>([
    ['an unknown status', 'status=gone'],
    ['an impossible date (§5 dates are ISO)', 'from=2026-02-30'],
    ['a page that is no page', 'page=x'],
    ['page 0', 'page=0'],
    ['a blank term', 'search=%20%20'],
  ])('%s (%s) falls back to none, so a hand-edited URL still opens', (_title, query) => {
    expect(example.fromQuery(new URLSearchParams(query))).toEqual(example.empty);
  });

  it('trims a term and keeps at most 100 characters', () => {
    expect(example.fromQuery(new URLSearchParams(`search=%20${'a'.repeat(120)}`)).search).toBe('a'.repeat(100));
  });

  it('links the plain list without a query and a filtered page with it; filtered means any parameter, not the page', () => {
    expect(example.href('/account/x', example.empty)).toBe('/account/x');
    expect(example.href('/account/x', { ...example.empty, page: 2 })).toBe('/account/x?page=2');
    expect(example.isFiltered({ ...example.empty, page: 2 })).toBe(false);
    expect(example.isFiltered({ ...example.empty, status: 'open' })).toBe(true);
  });

  it('§7: the store-API query holds page, limit and only the parameters that filter', () => {
    expect(example.request({ ...example.empty, page: 4, search: 'R' })).toEqual({ page: 4, limit: 20, search: 'R' });
  });

  const roundTrip =
    <TState>(urlState: { fromQuery(query: URLSearchParams): TState; toQuery(state: TState): URLSearchParams }) =>
    (query: string) =>
      urlState.toQuery(urlState.fromQuery(new URLSearchParams(query))).toString();

  it.each([
    [
      'orders (§7 GET …/order/history)',
      roundTrip(orderHistoryUrlState),
      'status=open&from=2026-01-01&to=2026-02-01&search=10&page=2',
    ],
    ['offers (§7 GET …/offer/history)', roundTrip(offerHistoryUrlState), 'status=processed&from=2026-01-01&search=A-1'],
    [
      'invoices (§7 GET …/invoice/history)',
      roundTrip(invoiceHistoryUrlState),
      'from=2026-01-01&to=2026-03-01&number=71&orderNumber=100&customerReference=KST&page=5',
    ],
    ['order lists (§2 orderlist)', roundTrip(orderListsUrlState), 'search=Werkstatt&page=2'],
  ] as const)('%s: a URL round-trips through the list state', (_title, trip, query) => {
    expect(trip(query)).toBe(query);
  });
});
