import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobileViewport } from '../lib/storyViewports';
import { VariantsTable, type VariantsTableRow } from './VariantsTable';

const row = (number: string, length: string, overrides: Partial<VariantsTableRow> = {}): VariantsTableRow => ({
  id: `id-${number}`,
  productNumber: number,
  options: [
    { group: 'Thread', option: 'M8' },
    { group: 'Length', option: length },
  ],
  available: true,
  stock: 1200,
  deliveryDays: { minDays: 1, maxDays: 3 },
  unitPrice: 0.42,
  minPurchase: 100,
  purchaseSteps: 100,
  maxPurchase: null,
  ...overrides,
});

const rows = [
  row('R0000007', '20 mm'),
  row('R0000008', '30 mm', { stock: 0, deliveryDays: { minDays: 7, maxDays: 14 }, unitPrice: 0.47 }),
  row('R0000009', '40 mm', { available: false, unitPrice: 0.51 }),
];

const meta = {
  title: 'Components/VariantsTable',
  component: VariantsTable,
  args: { rows, onAddSelected: fn() },
} satisfies Meta<typeof VariantsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One row per variant (options, number, availability for a customer, price, counter); nothing selected. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Add selected to cart' })).toBeDisabled();
  },
};

/** Two variants selected and added in one call. */
export const AddSelected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select R0000007' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select R0000008' }));
    await expect(canvas.getByText('2 variants selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add selected to cart' }));
    await expect(args.onAddSelected).toHaveBeenCalledWith([
      { id: 'id-R0000007', quantity: 100 },
      { id: 'id-R0000008', quantity: 100 },
    ]);
  },
};

/** A visitor: availability without stock, no prices column (viewer without ROLE_VIEW_PRICES). */
export const VisitorWithoutPrices: Story = {
  args: {
    rows: rows.map((entry) => ({ ...entry, stock: null, deliveryDays: null, unitPrice: null })),
    hidePrices: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: 'Unit price' })).toBeNull();
    await expect(within(canvas.getByRole('table')).getAllByText('Available')).toHaveLength(2);
  },
};

/** An add on its way: the button waits. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all variants' }));
    await expect(canvas.getByRole('button', { name: 'Add selected to cart' })).toBeDisabled();
  },
};

/** On a 375px phone one card per variant instead of the table, in Dutch; a changed quantity selects its card. */
export const Mobile: Story = {
  ...mobileViewport,
  globals: { ...mobileViewport.globals, locale: 'nl-NL' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    const [first] = canvas.getAllByRole('button', { name: 'Aantal verhogen' });
    if (first) await userEvent.click(first);
    await expect(canvas.getByText('1 variant geselecteerd')).toBeVisible();
  },
};
