import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { apiBase, apiServer } from '../testing/apiServer';
import { orderListHandlers, type OrderListTraffic } from '../testing/orderListFixtures';
import { renderAccount } from '../testing/render';
import { AddToOrderListDialog } from './AddToOrderListDialog';
import { OrderListDetailView } from './OrderListDetailView';
import { OrderListsView } from './OrderListsView';
import { planOrderListToCart } from './orderListCart';
import { orderListsUrlState, type OrderListsState } from './orderListsState';
import { orderListItem } from '../testing/orderListFixtures';

function serve(): OrderListTraffic {
  const traffic: OrderListTraffic = { cartAdds: [], requests: [] };
  apiServer.use(...orderListHandlers(undefined, traffic));
  return traffic;
}

describe('planOrderListToCart (issue 13 add all or selected lines)', () => {
  it.each([
    { name: 'all available items', selected: undefined, add: ['item-1', 'item-2', 'item-3'], notAdded: [] },
    {
      name: 'only the selected ids, on any page',
      selected: ['item-3', 'item-1'],
      add: ['item-1', 'item-3'],
      notAdded: [],
    },
  ])('$name', ({ selected, add, notAdded }) => {
    const items = [1, 2, 3].map((n) => orderListItem(n));
    const plan = planOrderListToCart(items, selected);
    expect(plan.add.map((item) => item.id)).toEqual(add);
    expect(plan.notAdded).toEqual(notAdded);
  });

  it('names an item that is not available and one whose quantity no longer fits (account-area.md §5)', () => {
    const plan = planOrderListToCart([
      orderListItem(1, { available: false }),
      orderListItem(2, { quantity: 3, minPurchase: 2, purchaseStep: 2 }),
      orderListItem(3),
    ]);
    expect(plan.add.map((item) => item.id)).toEqual(['item-3']);
    expect(plan.notAdded.map(({ item, reason }) => [item.id, reason])).toEqual([
      ['item-1', 'notAvailable'],
      ['item-2', 'quantityRules'],
    ]);
  });
});

/** The host: keeps the screen's state as a URL would, shows it, and can go back to an earlier one. */
function UrlHost({ initial }: { initial: OrderListsState }) {
  const [state, setState] = useState(initial);
  return (
    <>
      <output data-testid="url">{orderListsUrlState.toQuery(state).toString()}</output>
      <button type="button" onClick={() => setState(initial)}>
        Back
      </button>
      <OrderListsView state={state} onStateChange={setState} />
    </>
  );
}

describe('OrderListsView (account-area.md §2 orderlist, §3 Order list; issue 13)', () => {
  it('§2 orderlist: page and name search live in the host URL; a URL opened or gone back to restores them', async () => {
    const traffic = serve();
    const user = userEvent.setup();
    renderAccount(<UrlHost initial={{ page: 1, search: 'schrau' }} />);
    const field = screen.getByRole('searchbox', { name: 'Search by name' });
    expect(field).toHaveValue('schrau');
    await screen.findByRole('row', { name: /Schrauben und Dübel/ });
    expect(screen.queryByRole('row', { name: /Werkstatt/ })).not.toBeInTheDocument();
    expect(traffic.requests.find((request) => request.method === 'GET')?.query).toContain('search=schrau');
    await user.clear(field);
    await user.type(field, 'werk');
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('search=werk'), { timeout: 2000 });
    await screen.findByRole('row', { name: /Werkstatt/ });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('url').textContent).toBe('search=schrau');
    expect(field).toHaveValue('schrau');
  });

  it('lists name, who sees it, creator, date, item count and amount in euro', async () => {
    serve();
    renderAccount(<OrderListsView />, { locale: 'de-DE' });
    const table = await screen.findByRole('table', { name: 'Ihre Bestelllisten' });
    const row = await within(table).findByRole('row', { name: /Werkstatt Grundausstattung/ });
    expect(within(row).getByRole('link', { name: 'Werkstatt Grundausstattung' })).toHaveAttribute(
      'href',
      '/account/orderlist/details/list-long',
    );
    expect(row).toHaveTextContent('Firma');
    expect(row).toHaveTextContent('Lena Huber');
    expect(row).toHaveTextContent('60');
    expect(row.textContent).toMatch(/\d,\d{2}\s€/);
    expect(within(table).getByRole('row', { name: /Schrauben und Dübel/ })).toHaveTextContent('Privat');
  });

  it('creates a list with the chosen privacy and says so', async () => {
    const traffic = serve();
    const user = userEvent.setup();
    const onCreated = vi.fn();
    renderAccount(<OrderListsView onCreated={onCreated} />);
    await screen.findByRole('row', { name: /Werkstatt/ });
    await user.click(screen.getByRole('button', { name: 'New order list' }));
    const dialog = await screen.findByRole('dialog', { name: 'New order list' });
    await user.click(within(dialog).getByRole('button', { name: 'Create list' }));
    expect(within(dialog).getByText('Enter a name.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Baustelle Graz');
    await user.click(within(dialog).getByRole('radio', { name: 'Only me' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create list' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith({ id: 'list-new-4', name: 'Baustelle Graz' }));
    expect(traffic.requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Baustelle Graz',
      privacy: 'user',
    });
    expect(await screen.findByText('The order list “Baustelle Graz” was created.')).toBeInTheDocument();
  });

  it('deletes a list only after the confirmation', async () => {
    const traffic = serve();
    const user = userEvent.setup();
    renderAccount(<OrderListsView />);
    await screen.findByRole('row', { name: /Schrauben/ });
    await user.click(screen.getByRole('button', { name: 'Delete Schrauben und Dübel' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the order list “Schrauben und Dübel”?' });
    expect(traffic.requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Schrauben/ })).not.toBeInTheDocument());
    expect(traffic.requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      '/store-api/ratchet/order/list/list-2',
    ]);
  });
  it('account-area.md §7: the name search waits 500 ms after the last key stroke', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const traffic = serve();
    renderAccount(<OrderListsView />);
    const searches = () =>
      traffic.requests
        .filter((request) => request.method === 'GET' && request.path.endsWith('/ratchet/order/list'))
        .map((request) => request.query);
    const field = screen.getByRole('searchbox', { name: 'Search by name' });
    act(() => void fireEvent.input(field, { target: { value: 'sch' } }));
    await act(() => vi.advanceTimersByTimeAsync(300));
    act(() => void fireEvent.input(field, { target: { value: 'schrau' } }));
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(searches().some((query) => query.includes('search='))).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(searches().filter((query) => query.includes('search=')).length).toBe(1));
    expect(searches().at(-1)).toContain('search=schrau');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Werkstatt/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /Schrauben und Dübel/ })).toBeInTheDocument();
  });
});

describe('OrderListDetailView (account-area.md §3 Order list items; issue 13 add to cart across pages)', () => {
  it('puts every item of all three pages into the cart in ONE multi-add and names the one not available', async () => {
    const traffic = serve();
    const user = userEvent.setup();
    renderAccount(<OrderListDetailView listId="list-long" />);
    const table = await screen.findByRole('table', { name: 'Items of Werkstatt Grundausstattung' });
    // 20 items a page: the last page's items are not on the screen.
    expect(within(table).queryByRole('row', { name: /\(60\)/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add all to cart (60)' }));
    await screen.findByText('59 items were added to the cart.');
    expect(traffic.cartAdds).toHaveLength(1);
    const sent = traffic.cartAdds[0]!.items;
    expect(sent).toHaveLength(59);
    expect(sent.map((item) => item.referencedId)).toContain('product-60');
    expect(sent.map((item) => item.referencedId)).not.toContain('product-42');
    expect(screen.getByRole('alert')).toHaveTextContent('Auslaufventil alt (42) (R000042): not available');
  });

  it('keeps the pressed button focused and busy while the items go into the cart; a second press sends nothing (§8)', async () => {
    const traffic = serve();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Holds the multi-add, then lets the list's own handler answer it.
    apiServer.use(http.post(`${apiBase}/checkout/cart/line-item`, () => held.then(() => undefined)));
    const user = userEvent.setup();
    renderAccount(<OrderListDetailView listId="list-long" />);
    const button = await screen.findByRole('button', { name: 'Add all to cart (60)' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    // Disabled, it would drop the focus of whoever pressed it.
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
    await user.click(button);
    release();
    await screen.findByText('59 items were added to the cart.');
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toHaveFocus();
    expect(traffic.cartAdds).toHaveLength(1);
  });

  it('adds the lines selected on different pages in one multi-add', async () => {
    const traffic = serve();
    const user = userEvent.setup();
    renderAccount(<OrderListDetailView listId="list-long" />);
    const table = await screen.findByRole('table', { name: /Items of/ });
    await user.click(within(table).getByRole('checkbox', { name: /\(2\)/ }));
    await user.click(screen.getByRole('button', { name: /page 3/i }));
    await user.click(await within(table).findByRole('checkbox', { name: /\(55\)/ }));
    await user.click(screen.getByRole('button', { name: 'Add selected to cart' }));
    await screen.findByText('2 items were added to the cart.');
    expect(traffic.cartAdds).toHaveLength(1);
    expect(traffic.cartAdds[0]!.items.map((item) => [item.referencedId, item.quantity])).toEqual([
      ['product-2', 3],
      ['product-55', 2],
    ]);
  });

  it('changes a quantity on the product’s grid and removes an item (account-area.md §5)', async () => {
    const traffic = serve();
    const user = userEvent.setup();
    renderAccount(<OrderListDetailView listId="list-2" />, { locale: 'de-DE' });
    const table = await screen.findByRole('table', { name: 'Positionen von Schrauben und Dübel' });
    const row = within(table).getByRole('row', { name: /\(1\)/ });
    await user.click(within(row).getByRole('button', { name: /erhöhen|Mehr|\+/i }));
    await waitFor(() =>
      expect(traffic.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
        items: [{ id: 'item-1', quantity: 3 }],
      }),
    );
    await user.click(within(table).getByRole('button', { name: /\(3\) entfernen/ }));
    await waitFor(() => expect(within(table).queryByRole('row', { name: /\(3\)/ })).not.toBeInTheDocument());
    expect(screen.getByText(/2 Positionen/)).toBeInTheDocument();
  });

  it('renames the list; its creator may also make it private', async () => {
    const traffic = serve();
    const user = userEvent.setup();
    renderAccount(<OrderListDetailView listId="list-2" />);
    await screen.findByRole('heading', { name: 'Schrauben und Dübel' });
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename the order list' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Schrauben Halle 3');
    await user.click(within(dialog).getByRole('radio', { name: 'Everyone in my company' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Schrauben Halle 3' })).toBeInTheDocument();
    expect(traffic.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      name: 'Schrauben Halle 3',
      privacy: 'company',
    });
  });

  it('names a list the caller may not see with the host’s error text', async () => {
    serve();
    renderAccount(<OrderListDetailView listId="list-of-a-colleague" />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

describe('AddToOrderListDialog (issue 13 add to order list from product page, card and cart line)', () => {
  it('puts the product with its quantity onto the chosen list', async () => {
    const traffic = serve();
    const user = userEvent.setup();
    const onAdded = vi.fn();
    renderAccount(
      <AddToOrderListDialog
        open
        onOpenChange={() => undefined}
        product={{ id: 'product-77', name: 'Winkelschleifer' }}
        quantity={2}
        onAdded={onAdded}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add to order list' });
    expect(dialog).toHaveTextContent('2 × Winkelschleifer');
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Order list' }),
      'Schrauben und Dübel',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith({ id: 'list-2', name: 'Schrauben und Dübel' }));
    expect(traffic.requests.find((request) => request.path.endsWith('/list-2/items'))?.body).toEqual({
      items: [{ productId: 'product-77', quantity: 2 }],
    });
    expect(await screen.findByText('Added to “Schrauben und Dübel”.')).toBeInTheDocument();
  });

  it('creates a new private list with the product, or a company one when shared', async () => {
    const traffic = serve();
    const user = userEvent.setup();
    renderAccount(
      <AddToOrderListDialog
        open
        onOpenChange={() => undefined}
        product={{ id: 'product-77', name: 'Winkelschleifer' }}
        quantity={1}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add to order list' });
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Order list' }), 'New list');
    await user.type(within(dialog).getByRole('textbox', { name: /Name of the new list/ }), 'Werkzeug');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Visible to everyone in my company' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await screen.findByText('Added to “Werkzeug”.');
    expect(traffic.requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Werkzeug',
      privacy: 'company',
      items: [{ productId: 'product-77', quantity: 1 }],
    });
  });
});
