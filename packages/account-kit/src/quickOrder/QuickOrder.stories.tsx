import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorCodes } from '@ratchet/store-api-contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clipboardRows, quickOrderHandlers } from '../testing/quickOrderFixtures';
import { withAccountApi } from '../testing/storyApi';
import { desktopTallViewport, mobileTallViewport } from '../testing/storyViewports';
import { QuickOrderForm } from './QuickOrderForm';

/** Rows of every state: ready, unknown number, not buyable, out of stock, below minimum, off the step, above maximum. */
const everyState = clipboardRows([
  ['RT-1001', '4'],
  ['NOPE-404', '1'],
  ['RT-5005', '1'],
  ['RT-4004', '5'],
  ['RT-2002', '5'],
  ['RT-2002', '12'],
  ['RT-2002', '120'],
  ['RT-3003', '2,5'],
]);

/** Pastes text into an input as Excel's clipboard does (a paste event carrying text/plain). */
function paste(input: HTMLElement, text: string) {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
}

const meta = {
  title: 'Account/Quick order',
  component: QuickOrderForm,
  args: { onAdded: fn() },
  decorators: [withAccountApi(...quickOrderHandlers())],
  ...desktopTallViewport,
} satisfies Meta<typeof QuickOrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh grid: five empty rows to type into. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Product or article number, row 1' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add all to cart' })).toBeEnabled();
  },
};

/** Rows pasted from a spreadsheet, each with its state and text (account-area.md §8, storefront.md §5). */
export const PastedEveryState: Story = {
  play: async ({ canvas }) => {
    paste(canvas.getByRole('combobox', { name: 'Product or article number, row 1' }), everyState);
    await waitFor(() => expect(canvas.getByText(/2 of 8 rows ready to order/)).toBeVisible());
    await expect(canvas.getByText(/Product not found/)).toBeVisible();
    await expect(canvas.getByText('Invalid quantity: above the maximum of 100.')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The numbers are being checked (the answer has not come yet). */
export const Checking: Story = {
  decorators: [withAccountApi(...quickOrderHandlers({ resolveDelayed: true }))],
  play: async ({ canvas }) => {
    paste(
      canvas.getByRole('combobox', { name: 'Product or article number, row 1' }),
      clipboardRows([['RT-1001', '2']]),
    );
    await expect(await canvas.findByText('Checking…')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The typeahead: the buyer's own number finds the product (WAI-ARIA combobox, arrow keys and Enter). */
export const Typeahead: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Product or article number, row 1' }), 'HM-1');
    const list = await canvas.findByRole('listbox', { name: 'Products matching row 1' }, { timeout: 3000 });
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(list).getByRole('option', { selected: true })).toHaveTextContent('Copper tube 15 mm');
  },
};

/** After 'add all to cart': the ready rows went in, the one the cart refused stays named. */
export const AddedWithRefusedRow: Story = {
  decorators: [
    withAccountApi(
      ...quickOrderHandlers({
        refuse: {
          'p-3003': { status: '400', code: errorCodes.outOfStock, title: 'Bad Request', detail: 'out of stock' },
        },
      }),
    ),
  ],
  play: async ({ canvas, args }) => {
    paste(
      canvas.getByRole('combobox', { name: 'Product or article number, row 1' }),
      clipboardRows([
        ['RT-1001', '2'],
        ['RT-3003', '1,5'],
        ['RT-2002', '15'],
      ]),
    );
    await waitFor(() => expect(canvas.getByText(/3 of 3 rows ready to order/)).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Add all to cart' }));
    await expect(await canvas.findByText(/2 products have been put into the cart\./)).toBeVisible();
    await waitFor(() => expect(args.onAdded).toHaveBeenCalledWith(2));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A CSV file the server cannot use: its §8 text. */
export const UploadFailed: Story = {
  decorators: [withAccountApi(...quickOrderHandlers({ csvError: { status: 400, code: errorCodes.csvEmptyFile } }))],
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('Upload CSV'), new File([''], 'empty.csv', { type: 'text/csv' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/** German at 375 px with pasted rows: each row a card. */
export const GermanMobile: Story = {
  ...mobileTallViewport,
  globals: { ...mobileTallViewport.globals, locale: 'de-DE' },
  play: async ({ canvas }) => {
    paste(canvas.getByRole('combobox', { name: 'Artikel- oder eigene Nummer, Zeile 1' }), everyState);
    await waitFor(() => expect(canvas.getByText(/2 von 8 Zeilen bestellbereit/)).toBeVisible());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
