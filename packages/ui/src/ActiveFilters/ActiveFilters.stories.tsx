import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { desktopViewport, mobileViewport } from '../lib/storyViewports';
import { ActiveFilters, type ActiveFilter } from './ActiveFilters';

/** storefront.md §2 listing filters: property options, a manufacturer and a price range. */
const listingFilters: ActiveFilter[] = [
  { id: 'property:steel', label: 'Material: Steel' },
  { id: 'property:m8', label: 'Thread: M8' },
  { id: 'manufacturer:acme', label: 'Manufacturer: Würth' },
  { id: 'price', label: 'Price: €5,00 – €20,00' },
];

type HostArgs = { initialFilters: ActiveFilter[]; onRemoveFilter: (id: string) => void; onResetAll: () => void };

/** A host holding the filters: chips go on remove, all go on reset. */
function ListingActiveFilters({ initialFilters, onRemoveFilter, onResetAll }: HostArgs) {
  const [filters, setFilters] = useState(initialFilters);
  return (
    <ActiveFilters
      filters={filters}
      onRemoveFilter={(id) => {
        onRemoveFilter(id);
        setFilters((current) => current.filter((filter) => filter.id !== id));
      }}
      onResetAll={() => {
        onResetAll();
        setFilters([]);
      }}
    />
  );
}

const meta = {
  title: 'Components/ActiveFilters',
  component: ListingActiveFilters,
  args: { initialFilters: listingFilters, onRemoveFilter: fn(), onResetAll: fn() },
  ...desktopViewport,
} satisfies Meta<typeof ListingActiveFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four filters in effect, each a chip, and "reset all". */
export const Filtered: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Reset all' })).toBeVisible();
  },
};

/** One filter. */
export const OneFilter: Story = { args: { initialFilters: listingFilters.slice(0, 1) } };

/** Removing a chip: the host is told, focus moves to the chip now in its place. */
export const RemoveFilter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove filter Thread: M8' }));
    await expect(args.onRemoveFilter).toHaveBeenCalledWith('property:m8');
    await expect(canvas.getByRole('button', { name: 'Remove filter Manufacturer: Würth' })).toHaveFocus();
  },
};

/** "Reset all" removes every chip; nothing is left on the page. */
export const ResetAll: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset all' }));
    await expect(args.onResetAll).toHaveBeenCalled();
    await expect(canvas.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
  },
};

/** Phone: the chips wrap onto several lines. */
export const Mobile: Story = { ...mobileViewport };
