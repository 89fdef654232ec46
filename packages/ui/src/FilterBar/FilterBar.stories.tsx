import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field, fieldControlVariants } from '../Field';
import { desktopViewport, mobileViewport } from '../lib/storyViewports';
import { FilterBar, type ActiveFilter } from './FilterBar';

/** account-area.md §2: the order history filters by status (and the list by dates and reference). */
const orderFilters: ActiveFilter[] = [
  { id: 'status', label: 'Status: open' },
  { id: 'from', label: 'From 02/02/2026' },
  { id: 'reference', label: 'Reference: PO-2026-114' },
];

type OrderFilterBarArgs = {
  initialFilters: ActiveFilter[];
  layout: 'auto' | 'inline' | 'drawer';
  onRemoveFilter: (id: string) => void;
  onResetAll: () => void;
};

/** A host holding the filters: chips go on remove, all go on reset. */
function OrderFilterBar({ initialFilters, layout, onRemoveFilter, onResetAll }: OrderFilterBarArgs) {
  const [filters, setFilters] = useState(initialFilters);
  return (
    <FilterBar
      label="Order filters"
      layout={layout}
      activeFilters={filters}
      onRemoveFilter={(id) => {
        onRemoveFilter(id);
        setFilters((current) => current.filter((filter) => filter.id !== id));
      }}
      onResetAll={() => {
        onResetAll();
        setFilters([]);
      }}
    >
      <Field label="Status" className="min-w-48">
        <select className={fieldControlVariants()} defaultValue="open">
          <option value="">All</option>
          <option value="open">Open</option>
          <option value="shipped">Shipped</option>
          <option value="invoiced">Invoiced</option>
        </select>
      </Field>
      <Field label="From" className="min-w-40">
        <input type="date" className={fieldControlVariants()} defaultValue="2026-02-02" />
      </Field>
      <Field label="Customer reference" className="min-w-56">
        <input className={fieldControlVariants()} defaultValue="PO-2026-114" />
      </Field>
    </FilterBar>
  );
}

const meta = {
  title: 'Components/FilterBar',
  component: OrderFilterBar,
  args: { initialFilters: orderFilters, layout: 'auto', onRemoveFilter: fn(), onResetAll: fn() },
  argTypes: { layout: { control: 'inline-radio', options: ['auto', 'inline', 'drawer'] } },
  ...desktopViewport,
} satisfies Meta<typeof OrderFilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: controls in a row, the active filters as chips with "reset all". */
export const WithActiveFilters: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('search', { name: 'Order filters' });
    await expect(region).toHaveAttribute('data-layout', 'inline');
    await expect(within(region).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** No filter in effect: no chips, no reset. */
export const NoActiveFilters: Story = {
  args: { initialFilters: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Reset all' })).not.toBeInTheDocument();
  },
};

/** Removing a chip: the host is told, focus moves to the next chip. */
export const RemoveFilter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove filter Status: open' }));
    await expect(args.onRemoveFilter).toHaveBeenCalledWith('status');
    await expect(canvas.getByRole('button', { name: 'Remove filter From 02/02/2026' })).toHaveFocus();
  },
};

/** "Reset all" clears every filter. */
export const ResetAll: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset all' }));
    await expect(args.onResetAll).toHaveBeenCalled();
    await expect(canvas.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
  },
};

/** Phone: the controls behind "Filters (3)", the chips below it. */
export const Mobile: Story = {
  ...mobileViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'Order filters' })).toHaveAttribute('data-layout', 'drawer');
    await expect(canvas.getByRole('button', { name: 'Filters (3)' })).toBeVisible();
  },
};

/** Phone with the filter drawer open from the bottom. */
export const MobileDrawerOpen: Story = {
  ...mobileViewport,
  parameters: { ...mobileViewport.parameters, screenshot: { target: 'viewport' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filters (3)' }));
    const drawer = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Filters' });
    await expect(within(drawer).getByRole('combobox', { name: 'Status' })).toBeVisible();
  },
};
