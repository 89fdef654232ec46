import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SortSelect } from './SortSelect';

/** A category listing's sortings (the store-API's `availableSortings`). */
const categorySortings = [
  { key: 'topseller', label: 'Topseller' },
  { key: 'name-asc', label: 'Name A-Z' },
  { key: 'name-desc', label: 'Name Z-A' },
  { key: 'price-asc', label: 'Price ascending' },
  { key: 'price-desc', label: 'Price descending' },
  { key: 'newest', label: 'Newest' },
];

const meta = {
  title: 'Components/SortSelect',
  component: SortSelect,
  args: { sortings: categorySortings, value: 'topseller', onChange: fn() },
  parameters: { storyRoot: { width: 260 } },
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default order of a category. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Best sellers');
  },
};

/** Choosing another order tells the host (the browser's own list opens, not part of the screenshot). */
export const Choose: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Price, lowest first');
    await expect(args.onChange).toHaveBeenCalledWith('price-asc');
  },
};

/** Search results: best match first, no price sortings (a viewer without prices). */
export const SearchWithoutPrices: Story = {
  args: {
    sortings: [{ key: 'score', label: 'Relevance' }, ...categorySortings.filter((s) => !s.key.startsWith('price'))],
    value: 'score',
  },
};
