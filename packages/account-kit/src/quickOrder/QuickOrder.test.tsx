import { errorCodes } from '@ratchet/store-api-contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiServer } from '../testing/apiServer';
import { clipboardRows, quickOrderHandlers, type QuickOrderRequests } from '../testing/quickOrderFixtures';
import { renderAccount } from '../testing/render';
import { QuickOrderForm, quickOrderSuggestDebounceMs } from './QuickOrderForm';

function recorded(): QuickOrderRequests {
  return { resolve: [], cartAdds: [], suggest: [] };
}

/** Pastes clipboard text into an input as a browser does (a paste event with text/plain). */
function paste(target: HTMLElement, text: string) {
  fireEvent.paste(target, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? text : '') } });
}

const row = (position: number) => screen.getAllByRole('row')[position]!;
const statusOfRow = (position: number) =>
  within(row(position)).getByText((_, element) => element?.getAttribute('data-slot') === 'quick-order-status');

afterEach(() => {
  vi.useRealTimers();
});

describe('QuickOrderForm (issue 13 quick order; account-area.md §8 add to cart, storefront.md §5 quantity)', () => {
  it('a paste of spreadsheet rows fills the grid, checks every number in one call and names each bad row (§8, §5)', async () => {
    const requests = recorded();
    apiServer.use(...quickOrderHandlers({ requests }));
    renderAccount(<QuickOrderForm />);
    const first = screen.getByRole('combobox', { name: 'Product or article number, row 1' });
    paste(
      first,
      clipboardRows([
        ['RT-1001', '3'],
        ['NOPE-1', '1'],
        ['RT-2002', '12'],
        ['hm-10001', ''],
        ['RT-4004', '5'],
        ['RT-5005', '1'],
        ['RT-3003', '2,5'],
      ]),
    );
    await waitFor(() => expect(statusOfRow(1)).toHaveTextContent('Ready'));
    expect(requests.resolve).toEqual([['RT-1001', 'NOPE-1', 'RT-2002', 'hm-10001', 'RT-4004', 'RT-5005', 'RT-3003']]);
    expect(statusOfRow(2)).toHaveTextContent('Product not found');
    expect(statusOfRow(3)).toHaveTextContent('Invalid quantity: sold in steps of 5 from 10.');
    // No quantity: the product's minimum is taken; found by the buyer's own number.
    expect(screen.getByRole('textbox', { name: 'Quantity, row 4' })).toHaveValue('1');
    expect(within(row(4)).getByText(/Your number HM-10001/)).toBeInTheDocument();
    expect(statusOfRow(5)).toHaveTextContent('Out of stock: only 3 available.');
    expect(statusOfRow(6)).toHaveTextContent('This product cannot be ordered.');
    expect(statusOfRow(7)).toHaveTextContent('Ready');
    expect(screen.getByRole('combobox', { name: 'Product or article number, row 2' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'Quantity, row 3' })).toHaveAccessibleDescription(
      /Invalid quantity: sold in steps of 5 from 10\./,
    );
    expect(screen.getByText(/3 of 7 rows ready to order/)).toHaveTextContent('4 rows need your attention.');
  });

  it('§5: a quantity off the grid offers the nearest valid one; arrow keys step on the product’s grid', async () => {
    const user = userEvent.setup();
    apiServer.use(...quickOrderHandlers());
    renderAccount(<QuickOrderForm />);
    paste(screen.getByRole('combobox', { name: 'Product or article number, row 1' }), 'RT-2002\t7');
    await waitFor(() => expect(statusOfRow(1)).toHaveTextContent('Invalid quantity: below the minimum of 10.'));
    await user.click(screen.getByRole('button', { name: 'Use 10 (row 1)' }));
    expect(statusOfRow(1)).toHaveTextContent('Ready');
    const quantity = screen.getByRole('textbox', { name: 'Quantity, row 1' });
    await user.click(quantity);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(quantity).toHaveValue('20');
    await user.keyboard('{ArrowDown}');
    expect(quantity).toHaveValue('15');
    expect(quantity).toHaveAccessibleDescription(/Minimum 10, maximum 100, in steps of 5/);
  });

  it('keyboard only: number, Enter to the quantity, Enter to the next row (a new one at the end)', async () => {
    const user = userEvent.setup();
    apiServer.use(...quickOrderHandlers());
    renderAccount(<QuickOrderForm />);
    const rowsBefore = screen.getAllByRole('row').length;
    await user.click(screen.getByRole('combobox', { name: 'Product or article number, row 5' }));
    await user.keyboard('RT-1001{Enter}');
    expect(screen.getByRole('textbox', { name: 'Quantity, row 5' })).toHaveFocus();
    await waitFor(() => expect(statusOfRow(5)).toHaveTextContent('Ready'));
    await user.keyboard('{Control>}a{/Control}4{Enter}');
    expect(screen.getByRole('combobox', { name: 'Product or article number, row 6' })).toHaveFocus();
    expect(screen.getAllByRole('row').length).toBeGreaterThan(rowsBefore);
    expect(screen.getByRole('textbox', { name: 'Quantity, row 5' })).toHaveValue('4');
  });

  it(`the typeahead asks after ${quickOrderSuggestDebounceMs} ms of typing pause and finds products by the own number`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const requests = recorded();
    apiServer.use(...quickOrderHandlers({ requests }));
    renderAccount(<QuickOrderForm />);
    const number = screen.getByRole('combobox', { name: 'Product or article number, row 1' });
    act(() => number.focus());
    act(() => void fireEvent.input(number, { target: { value: 'HM-1' } }));
    await act(() => vi.advanceTimersByTimeAsync(quickOrderSuggestDebounceMs - 1));
    expect(requests.suggest).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    const list = await screen.findByRole('listbox', { name: 'Products matching row 1' });
    expect(requests.suggest).toEqual(['HM-1']);
    expect(within(list).getByRole('option')).toHaveTextContent('Copper tube 15 mm');
    expect(number).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(number, { key: 'ArrowDown' });
    expect(number).toHaveAttribute('aria-activedescendant', within(list).getByRole('option').id);
    fireEvent.keyDown(number, { key: 'Enter' });
    expect(number).toHaveValue('RT-1001');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Quantity, row 1' })).toHaveFocus();
  });

  it('add all to cart: the ready rows in one multi-add; a row the cart refuses is named and the rest goes in (§8)', async () => {
    const user = userEvent.setup();
    const requests = recorded();
    const onAdded = vi.fn();
    apiServer.use(
      ...quickOrderHandlers({
        requests,
        refuse: {
          'p-3003': { status: '400', code: errorCodes.outOfStock, title: 'Bad Request', detail: 'out of stock' },
        },
      }),
    );
    renderAccount(<QuickOrderForm onAdded={onAdded} />);
    paste(
      screen.getByRole('combobox', { name: 'Product or article number, row 1' }),
      clipboardRows([
        ['RT-1001', '2'],
        ['NOPE-1', '1'],
        ['RT-3003', '1,5'],
        ['RT-2002', '15'],
      ]),
    );
    await waitFor(() => expect(statusOfRow(4)).toHaveTextContent('Ready'));
    await user.click(screen.getByRole('button', { name: 'Add all to cart' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('2 products have been put into the cart.'),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 rows could not be put into the cart; they stay in the list.',
    );
    expect(requests.cartAdds.map((body) => body.items.map((item) => [item.referencedId, item.quantity]))).toEqual([
      [
        ['p-1001', 2],
        ['p-3003', 1.5],
        ['p-2002', 15],
      ],
      [
        ['p-1001', 2],
        ['p-2002', 15],
      ],
    ]);
    // The added rows leave the grid; the unknown number and the refused row stay, each named.
    expect(screen.getByRole('combobox', { name: 'Product or article number, row 1' })).toHaveValue('NOPE-1');
    expect(screen.getByRole('combobox', { name: 'Product or article number, row 2' })).toHaveValue('RT-3003');
    expect(statusOfRow(2)).toHaveTextContent('Out of stock.');
    expect(onAdded).toHaveBeenCalledWith(2);
  });

  it('a CSV file is read by the server and its rows fill the grid; a bad file shows its §8 text', async () => {
    const user = userEvent.setup();
    apiServer.use(
      ...quickOrderHandlers({
        csvRows: [
          { line: 2, number: 'RT-1001', quantity: '4' },
          { line: 3, number: 'RT-2002', quantity: '20' },
        ],
      }),
    );
    renderAccount(<QuickOrderForm />);
    const file = new File(['Nummer;Menge\r\nRT-1001;4\r\nRT-2002;20\r\n'], 'order.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Upload CSV'), file);
    await waitFor(() => expect(screen.getByText('2 rows read from order.csv.')).toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Product or article number, row 2' })).toHaveValue('RT-2002');
    expect(statusOfRow(2)).toHaveTextContent('Ready');

    apiServer.use(...quickOrderHandlers({ csvError: { status: 400, code: errorCodes.csvEmptyFile } }));
    await user.upload(screen.getByLabelText('Upload CSV'), new File([''], 'empty.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
  });
});
