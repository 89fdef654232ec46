import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiServer } from '../testing/apiServer';
import { demoInvoices, invoiceHistory } from '../testing/invoiceFixtures';
import { renderAccount } from '../testing/render';
import { InvoiceHistoryList } from './InvoiceHistoryList';
import {
  emptyInvoiceHistoryState,
  invoiceHistoryQuery,
  invoiceHistoryStateFromQuery,
  type InvoiceHistoryState,
} from './invoiceHistoryState';

const api = 'http://store.test/store-api';

function serveInvoices(total?: number) {
  const queries: URLSearchParams[] = [];
  apiServer.use(
    http.get(`${api}/ratchet/invoice/history`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const orderNumber = query.get('orderNumber') ?? '';
      const rows = demoInvoices().filter((invoice) => invoice.orderNumber.startsWith(orderNumber));
      return HttpResponse.json(invoiceHistory(rows, Number(query.get('page') ?? 1), total ?? rows.length));
    }),
  );
  return queries;
}

/** The host: keeps the state as a URL would and shows it. */
function Host({ initial = emptyInvoiceHistoryState }: { initial?: InvoiceHistoryState }) {
  const [state, setState] = useState<InvoiceHistoryState>(initial);
  return (
    <>
      <output data-testid="url">{invoiceHistoryQuery(state).toString()}</output>
      <InvoiceHistoryList state={state} onStateChange={setState} />
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('InvoiceHistoryList (account-area.md §2 invoices, §3 Invoice; issue 13)', () => {
  it('§3 Invoice: lists number, dates, order number, reference, shipping note and total; PDF and delivery proof links', async () => {
    serveInvoices();
    renderAccount(<Host />, { locale: 'de-DE' });
    const table = await screen.findByRole('table', { name: 'Rechnungen Ihres Unternehmens' });
    const row = await within(table).findByRole('row', { name: /7100027/ });
    for (const value of ['10027', 'HALLE-3', 'LS-88001', '333,08']) {
      expect(within(row).getByText(new RegExp(value))).toBeInTheDocument();
    }
    expect(within(row).getByRole('link', { name: 'Rechnung 7100027 als PDF herunterladen' })).toHaveAttribute(
      'href',
      '/store-api/ratchet/invoice/7100027/pdf',
    );
    expect(within(row).getByRole('link', { name: /Zustellnachweis zur Rechnung 7100027/ })).toHaveAttribute(
      'href',
      'https://tracking.example.com/pod/00340434161234567890',
    );
    // Without a proof of delivery and a shipping note: the PDF alone, the note as none.
    const bare = within(table).getByRole('row', { name: /7100026/ });
    expect(within(bare).getAllByRole('link')).toHaveLength(1);
    expect(within(bare).getAllByText('–').length).toBeGreaterThanOrEqual(2);
  });

  it('§2 list with filters: a text filter goes to the URL 500 ms after the last key stroke and back to page 1', async () => {
    const queries = serveInvoices();
    renderAccount(<Host initial={{ ...emptyInvoiceHistoryState, page: 2 }} />);
    await screen.findByRole('row', { name: /7100027/ });
    vi.useFakeTimers();
    fireEvent.input(screen.getByLabelText('Order number'), { target: { value: ' 1002' } });
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.getByTestId('url')).toHaveTextContent('page=2');
    fireEvent.input(screen.getByLabelText('Order number'), { target: { value: ' 10024 ' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(screen.getByTestId('url')).not.toHaveTextContent('orderNumber');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('url').textContent).toBe('orderNumber=10024');
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByRole('row', { name: /7100027/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /7100026/ })).toBeInTheDocument();
    expect(queries.at(-1)?.get('orderNumber')).toBe('10024');
    expect(queries.some((query) => query.get('orderNumber') === '1002')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(screen.getByTestId('url').textContent).toBe('');
    expect(screen.getByLabelText('Order number')).toHaveValue('');
  });

  it('§5: shows the error for a from-date after the to-date and sends no request with it', async () => {
    const queries = serveInvoices();
    renderAccount(<Host />);
    await screen.findByRole('row', { name: /7100027/ });
    fireEvent.input(screen.getByLabelText('Invoice date to'), { target: { value: '2026-03-01' } });
    await waitFor(() => expect(queries.at(-1)?.get('to')).toBe('2026-03-01'));
    const sent = queries.length;
    fireEvent.input(screen.getByLabelText('Invoice date from'), { target: { value: '2026-03-20' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The from-date must not be later than the to-date.');
    expect(screen.getByLabelText('Invoice date from')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('row', { name: /7100027/ })).not.toBeInTheDocument();
    expect(queries).toHaveLength(sent);
  });

  it('§7 paging: pages of 20 link to their URL; a page change keeps the filters', async () => {
    serveInvoices(45);
    renderAccount(<Host initial={{ ...emptyInvoiceHistoryState, customerReference: 'halle' }} />);
    await screen.findByRole('row', { name: /7100027/ });
    const next = screen.getByRole('link', { name: 'Page 2' });
    expect(next).toHaveAttribute('href', '/account/invoices?customerReference=halle&page=2');
  });

  it('reads its state from a hand-edited URL, dropping malformed values', () => {
    expect(
      invoiceHistoryStateFromQuery(new URLSearchParams('from=2026-02-30&to=2026-03-01&number=%2071&page=x')),
    ).toEqual({ ...emptyInvoiceHistoryState, to: '2026-03-01', number: '71' });
  });
});
