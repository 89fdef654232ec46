import type { ReorderBody } from '@ratchet/store-api-contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { apiServer } from '../testing/apiServer';
import { orderDetail, orderEntry, orderHistory, reorderOutcome } from '../testing/orderFixtures';
import { renderAccount } from '../testing/render';
import { OrderDetailView } from './OrderDetailView';
import { OrderHistoryList } from './OrderHistoryList';
import { emptyOrderHistoryState, orderHistoryQuery, type OrderHistoryState } from './orderHistoryState';

const api = 'http://store.test/store-api';

function serveHistory() {
  const queries: URLSearchParams[] = [];
  apiServer.use(
    http.get(`${api}/ratchet/order/history`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const status = query.get('status');
      const orders = [
        orderEntry(),
        orderEntry({ id: 'order-2', orderNumber: '10026', status: 'open', customerReference: null, total: null }),
      ];
      return HttpResponse.json(orderHistory(status ? orders.filter((order) => order.status === status) : orders));
    }),
  );
  return queries;
}

/** The host: keeps the state as a URL would and shows it. */
function Host() {
  const [state, setState] = useState<OrderHistoryState>(emptyOrderHistoryState);
  return (
    <>
      <output data-testid="url">{orderHistoryQuery(state).toString()}</output>
      <OrderHistoryList state={state} onStateChange={setState} />
    </>
  );
}

describe('OrderHistoryList (account-area.md §2 orders, §3 Order, §4 status values; issue 13)', () => {
  it('lists number, date, status, references and total in euro; a §4 status filters through the URL', async () => {
    const queries = serveHistory();
    const user = userEvent.setup();
    renderAccount(<Host />, { locale: 'de-DE' });
    const table = await screen.findByRole('table', { name: 'Ihre Bestellungen' });
    const row = await within(table).findByRole('row', { name: /10027/ });
    expect(within(row).getByText('Geliefert')).toBeInTheDocument();
    expect(within(row).getByText('HALLE-3')).toBeInTheDocument();
    expect(within(row).getByText(/1\.234,56/)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '10027' })).toHaveAttribute('href', '/account/orders/details/10027');
    expect(within(table).getByRole('row', { name: /10026/ })).toHaveTextContent('Offen');

    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Offen' }));
    expect(screen.getByTestId('url')).toHaveTextContent('status=open');
    await waitFor(() => expect(within(table).queryByRole('row', { name: /10027/ })).not.toBeInTheDocument());
    expect(queries.at(-1)?.get('status')).toBe('open');
  });

  it('shows the §5 error for a from-date after the to-date and sends no request with it', async () => {
    const queries = serveHistory();
    renderAccount(<Host />);
    await screen.findByRole('row', { name: /10027/ });
    fireEvent.input(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    await waitFor(() => expect(queries.at(-1)?.get('to')).toBe('2026-03-01'));
    const sent = queries.length;
    fireEvent.input(screen.getByLabelText('From'), { target: { value: '2026-03-20' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The from-date must not be later than the to-date.');
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('row', { name: /10027/ })).not.toBeInTheDocument();
    expect(queries).toHaveLength(sent);
    expect(queries.some((query) => query.get('from') === '2026-03-20')).toBe(false);
  });
});

describe('OrderDetailView (account-area.md §3 Order lines, §8 reorder failure naming the product; issue 13)', () => {
  it('shows the lines with their fulfilment data, addresses, shipping, additional cost and total', async () => {
    apiServer.use(http.get(`${api}/ratchet/order/history/detail`, () => HttpResponse.json(orderDetail())));
    renderAccount(<OrderDetailView request={{ orderNumber: '10027' }} />, { locale: 'de-DE' });
    const lines = await screen.findByRole('table', { name: 'Bestellpositionen' });
    const first = within(lines).getByRole('row', { name: /Kupferrohr 15 mm/ });
    for (const value of ['KR-15', '7100027', 'LS-88001', '00340434161234567890', '12,50', '125,00']) {
      expect(within(first).getByText(new RegExp(value))).toBeInTheDocument();
    }
    const summary = document.querySelector('[data-slot="order-summary"]');
    expect(summary?.textContent).toMatch(/Versand\s*9,90\s*€/);
    expect(summary?.textContent).toMatch(/Zusatzkosten\s*15,00\s*€/);
    expect(summary?.textContent).toMatch(/Gesamtbetrag\s*333,08\s*€/);
    expect(screen.getAllByText('Industriestraße 4')).toHaveLength(2);
  });

  it('reorders and names each product not added with its reason', async () => {
    const bodies: ReorderBody[] = [];
    apiServer.use(
      http.get(`${api}/ratchet/order/history/detail`, () => HttpResponse.json(orderDetail())),
      http.post(`${api}/ratchet/order/history/reorder`, async ({ request }) => {
        bodies.push((await request.json()) as ReorderBody);
        return HttpResponse.json(reorderOutcome());
      }),
    );
    const user = userEvent.setup();
    renderAccount(<OrderDetailView request={{ orderNumber: '10027', firm: 'IMH_ANT', warehouse: '10' }} />);
    await user.click(await screen.findByRole('button', { name: 'Reorder' }));
    expect(await screen.findByText('2 lines have been put into the cart.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Auslaufventil alt (RT-9999): the product no longer exists');
    expect(bodies).toEqual([{ orderNumber: '10027', firm: 'IMH_ANT', warehouse: '10' }]);
  });

  it('keeps the pressed Reorder button focused and busy while the lines go into the cart; a second press sends nothing (§8)', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let requests = 0;
    apiServer.use(
      http.get(`${api}/ratchet/order/history/detail`, () => HttpResponse.json(orderDetail())),
      http.post(`${api}/ratchet/order/history/reorder`, async () => {
        requests += 1;
        await answered;
        return HttpResponse.json(reorderOutcome());
      }),
    );
    const user = userEvent.setup();
    renderAccount(<OrderDetailView request={{ orderNumber: '10027' }} />);
    const button = await screen.findByRole('button', { name: 'Reorder' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    // Disabled, it would drop the focus of whoever pressed it.
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
    await user.click(button);
    answer();
    expect(await screen.findByText('2 lines have been put into the cart.')).toBeInTheDocument();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toHaveFocus();
    expect(requests).toBe(1);
  });

  it('says an unknown or foreign order is not found (404 CHECKOUT__ORDER_NOT_FOUND)', async () => {
    apiServer.use(
      http.get(`${api}/ratchet/order/history/detail`, () =>
        HttpResponse.json(
          { errors: [{ status: '404', code: 'CHECKOUT__ORDER_NOT_FOUND', title: 'Not Found', detail: '' }] },
          { status: 404 },
        ),
      ),
    );
    renderAccount(<OrderDetailView request={{ orderNumber: '99999' }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This order does not exist or is not yours to see.');
  });
});
