import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobileViewport, desktopViewport } from '../lib/storyViewports';
import { FilterDrawer } from '../FilterPanel';
import { ListingToolbar } from './ListingToolbar';

const sortings = [
  { key: 'topseller', label: 'Topseller' },
  { key: 'name-asc', label: 'Name A-Z' },
  { key: 'price-asc', label: 'Price ascending' },
  { key: 'price-desc', label: 'Price descending' },
];

const meta = {
  title: 'Components/ListingToolbar',
  component: ListingToolbar,
  args: { total: 114, sortings, order: 'topseller', limit: 24, onOrderChange: fn(), onLimitChange: fn() },
  ...desktopViewport,
} satisfies Meta<typeof ListingToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Total, sort order and page size. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('114 products');
  },
};

/** Choosing 48 per page. */
export const PageSize: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Per page' }), '48');
    await expect(args.onLimitChange).toHaveBeenCalledWith(48);
  },
};

/** One hit. */
export const OneResult: Story = { args: { total: 1 } };

/** Phone: the filter drawer button first; the controls wrap. */
export const Mobile: Story = {
  ...mobileViewport,
  args: {
    start: (
      <FilterDrawer activeCount={2}>
        <p>Filters</p>
      </FilterDrawer>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  },
};
