import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderDetailView } from '../orders/OrderDetailView';
import { apiServer } from '../testing/apiServer';
import { costCenterHandlers, type CostCenterCalls } from '../testing/costCenterFixtures';
import { orderDetail } from '../testing/orderFixtures';
import { renderAccount } from '../testing/render';
import { CartExternalContactPicker } from './CartExternalContactPicker';
import { ExternalContactList } from './ExternalContactList';

const freshCalls = (): CostCenterCalls => ({ queries: [], assigned: [], dismissed: 0 });

afterEach(() => {
  vi.useRealTimers();
});

describe('ExternalContactList (account-area.md §2 cost centre, §3 external contact, §7)', () => {
  it('§3 lists number, name, e-mail and the linked flag, 20 a page; assign links one, dismiss unlinks it (§7)', async () => {
    const calls = freshCalls();
    apiServer.use(...costCenterHandlers({ calls }));
    const user = userEvent.setup();
    renderAccount(<ExternalContactList canManage />);
    const table = await screen.findByRole('table', { name: 'External contacts of your company' });
    const gruber = await within(table).findByRole('row', { name: /Sabine Gruber/ });
    expect(within(gruber).getByText('KST-4100')).toBeInTheDocument();
    expect(within(gruber).getByText('sabine.gruber@huber-maschinenbau.at')).toBeInTheDocument();
    expect(within(gruber).getByText('Not linked')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    await user.click(within(gruber).getByRole('button', { name: 'Assign Sabine Gruber to the cart' }));
    expect(await screen.findByText('Sabine Gruber is now linked to your cart.')).toBeInTheDocument();
    expect(calls.assigned).toEqual(['contact-1']);
    const linked = await within(table).findByRole('row', { name: /Sabine Gruber/ });
    await waitFor(() => expect(within(linked).getByText('Linked to the cart')).toBeInTheDocument());
    await user.click(within(linked).getByRole('button', { name: 'Dismiss Sabine Gruber from the cart' }));
    expect(await screen.findByText('Sabine Gruber is no longer linked to your cart.')).toBeInTheDocument();
    expect(calls.dismissed).toBe(1);
    await waitFor(() =>
      expect(
        within(within(table).getByRole('row', { name: /Sabine Gruber/ })).getByText('Not linked'),
      ).toBeInTheDocument(),
    );
  });

  it('§6 without ROLE_MANAGE_COST_CENTER the list is read-only: no assign or dismiss, the reason is said', async () => {
    apiServer.use(...costCenterHandlers({ linked: 'contact-2' }));
    renderAccount(<ExternalContactList canManage={false} />, { locale: 'de-DE' });
    const table = await screen.findByRole('table', { name: 'Externe Kontakte Ihres Unternehmens' });
    const leitner = await within(table).findByRole('row', { name: /Markus Leitner/ });
    expect(within(leitner).getByText('Mit dem Warenkorb verknüpft')).toBeInTheDocument();
    expect(within(table).queryAllByRole('button', { name: /zuordnen|lösen/ })).toEqual([]);
    expect(screen.getByText(/Kostenstelle verwalten/)).toBeInTheDocument();
  });

  it('§7 the search waits 500 ms after the last key stroke, then asks with `search`; no match is said', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const calls = freshCalls();
    apiServer.use(...costCenterHandlers({ calls }));
    renderAccount(<ExternalContactList canManage />);
    const search = screen.getByRole('searchbox', { name: 'Search by number, name or e-mail' });
    act(() => void fireEvent.input(search, { target: { value: 'kst-5' } }));
    await act(() => vi.advanceTimersByTimeAsync(300));
    act(() => void fireEvent.input(search, { target: { value: 'kst-52' } }));
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(calls.queries.some((query) => query.has('search'))).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(calls.queries.at(-1)?.get('search')).toBe('kst-52'));
    expect(await screen.findByRole('row', { name: /Wolfgang Brandstätter/ })).toBeInTheDocument();
    fireEvent.input(search, { target: { value: 'nobody' } });
    expect(await screen.findByText('No external contact matches “nobody”.', {}, { timeout: 2000 })).toBeInTheDocument();
  });
});

describe('CartExternalContactPicker (checkout; account-area.md §7 GET …/cost-center/cart/external-contact)', () => {
  it('shows the cart’s contact; choosing another by search links it, removing unlinks it', async () => {
    const calls = freshCalls();
    apiServer.use(...costCenterHandlers({ linked: 'contact-1', calls }));
    const user = userEvent.setup();
    renderAccount(<CartExternalContactPicker canManage />);
    const section = await screen.findByRole('region', { name: 'Cost centre' });
    expect(await within(section).findByText('KST-4100 · Sabine Gruber')).toBeInTheDocument();
    await user.type(within(section).getByRole('combobox', { name: 'Choose an external contact' }), 'leitner');
    const option = await screen.findByRole('option', { name: /KST-4200 · Markus Leitner/ }, { timeout: 2000 });
    await user.click(option);
    await waitFor(() => expect(calls.assigned).toEqual(['contact-2']));
    expect(await within(section).findByText('KST-4200 · Markus Leitner')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Remove Markus Leitner from this order' }));
    expect(await within(section).findByText('No external contact is linked to this order.')).toBeInTheDocument();
    expect(calls.dismissed).toBe(1);
  });

  it('§6 without ROLE_MANAGE_COST_CENTER the contact is only shown (no search, no remove)', async () => {
    apiServer.use(...costCenterHandlers({ linked: 'contact-3' }));
    renderAccount(<CartExternalContactPicker canManage={false} />, { locale: 'fr-FR' });
    const section = await screen.findByRole('region', { name: 'Centre de coûts' });
    expect(await within(section).findByText('KST-4300 · Andrea Wimmer')).toBeInTheDocument();
    expect(within(section).queryByRole('combobox')).toBeNull();
    expect(within(section).queryByRole('button')).toBeNull();
  });
});

describe('the order keeps its external contact (issue 13 Cost centre: "stored with the order")', () => {
  it('the order detail names the contact the order was booked to, and nothing without one', async () => {
    apiServer.use(
      http.get('http://store.test/store-api/ratchet/order/history/detail', ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('orderNumber') === '10027'
            ? orderDetail({ externalContact: { identifier: 'KST-4200', name: 'Markus Leitner', email: 'm@x.at' } })
            : orderDetail({ orderNumber: '10028' }),
        ),
      ),
    );
    const { unmount } = renderAccount(<OrderDetailView request={{ orderNumber: '10027' }} />, { locale: 'de-DE' });
    const term = await screen.findByText('Externer Kontakt (Kostenstelle)');
    expect(term.nextElementSibling).toHaveTextContent('KST-4200 · Markus Leitner');
    unmount();
    renderAccount(<OrderDetailView request={{ orderNumber: '10028' }} />, { locale: 'de-DE' });
    expect(await screen.findByText('Bestelldatum')).toBeInTheDocument();
    expect(screen.queryByText('Externer Kontakt (Kostenstelle)')).toBeNull();
  });
});
