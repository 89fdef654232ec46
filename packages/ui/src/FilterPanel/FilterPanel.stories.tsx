import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobileViewport } from '../lib/storyViewports';
import { FilterDrawer, FilterPanel, type FilterGroup, type FilterOption, type FilterPriceRange } from './FilterPanel';
import { listingFilterGroups, listingManufacturers } from './fixtures';

type HostArgs = {
  groups: FilterGroup[];
  manufacturers: FilterOption[];
  price: FilterPriceRange | null;
  visibleOptionCount?: number;
  onToggleOption: (groupId: string, optionId: string) => void;
  onToggleManufacturer: (id: string) => void;
  onPriceChange: (min: number | null, max: number | null) => void;
};

const toggle = (options: readonly FilterOption[], id: string) =>
  options.map((option) => (option.id === id ? { ...option, selected: !option.selected } : option));

/** A host holding the choices, as the listing holds them in the URL. */
function ListingFilters({ groups: initialGroups, manufacturers: initialManufacturers, ...args }: HostArgs) {
  const [groups, setGroups] = useState(initialGroups);
  const [manufacturers, setManufacturers] = useState(initialManufacturers);
  return (
    <FilterPanel
      className="w-72"
      groups={groups}
      manufacturers={manufacturers}
      price={args.price}
      visibleOptionCount={args.visibleOptionCount}
      onPriceChange={args.onPriceChange}
      onToggleOption={(groupId, optionId) => {
        args.onToggleOption(groupId, optionId);
        setGroups((current) =>
          current.map((group) =>
            group.id === groupId ? { ...group, options: toggle(group.options, optionId) } : group,
          ),
        );
      }}
      onToggleManufacturer={(id) => {
        args.onToggleManufacturer(id);
        setManufacturers((current) => toggle(current, id));
      }}
    />
  );
}

const meta = {
  title: 'Components/FilterPanel',
  component: ListingFilters,
  args: {
    groups: listingFilterGroups,
    manufacturers: listingManufacturers,
    price: { min: 0.12, max: 48.7, value: [5, null] },
    onToggleOption: fn(),
    onToggleManufacturer: fn(),
    onPriceChange: fn(),
  },
  parameters: { storyRoot: { width: 320 } },
} satisfies Meta<typeof ListingFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every display type: text lists (text, select), colour swatches, images; manufacturer and price. Taller than the
 * test browser's viewport, so it has no screenshot: the stories below show each type.
 */
export const AllDisplayTypes: Story = {
  parameters: { storyRoot: { width: 320 }, screenshot: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'M8 (42)' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Red (5)' })).toBeChecked();
    await expect(await canvas.findByRole('slider', { name: 'Minimum Price (net)' })).toBeInTheDocument();
  },
};

/** A text list: counts, a disabled option without products, "Show all". */
export const TextList: Story = {
  args: { groups: listingFilterGroups.slice(0, 2), manufacturers: [], price: null, visibleOptionCount: 5 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Brass (0)' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Steel (30)' }));
    await expect(args.onToggleOption).toHaveBeenCalledWith('material', 'steel');
    await userEvent.click(canvas.getByRole('button', { name: 'Show all (10)' }));
    await expect(within(canvas.getByRole('group', { name: 'Thread' })).getAllByRole('checkbox')).toHaveLength(10);
  },
};

/** Colour swatches from colorHexCode; the chosen one ringed, the one without products dimmed. */
export const ColourSwatches: Story = {
  args: {
    groups: listingFilterGroups.filter((group) => group.displayType === 'color'),
    manufacturers: [],
    price: null,
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Blue (8)' }));
    await expect(args.onToggleOption).toHaveBeenCalledWith('colour', 'blue');
    await expect(canvas.getByRole('checkbox', { name: 'Blue (8)' })).toBeChecked();
  },
};

/** Options with images (media display type); one without an image keeps its place. */
export const MediaOptions: Story = {
  args: {
    groups: listingFilterGroups.filter((group) => group.displayType === 'media'),
    manufacturers: [],
    price: null,
  },
};

/** Manufacturer and price only (a category without filterable properties). */
export const ManufacturerAndPrice: Story = {
  args: { groups: [] },
  play: async ({ canvas, args }) => {
    const upper = await canvas.findByRole('slider', { name: 'Maximum Price (net)' });
    upper.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onPriceChange).toHaveBeenCalledWith(5, 48);
  },
};

/** A viewer without ROLE_VIEW_PRICES: no price filter (issue 10). */
export const WithoutPrices: Story = { args: { price: null } };

/** Phone: the panel in the bottom drawer behind "Filters (2)". */
export const MobileDrawer: Story = {
  ...mobileViewport,
  parameters: { ...mobileViewport.parameters, screenshot: { target: 'viewport' } },
  render: (args) => (
    <FilterDrawer activeCount={2} resultCount={42}>
      <ListingFilters {...args} />
    </FilterDrawer>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filters (2)' }));
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Filters' });
    await expect(within(drawer).getByRole('group', { name: 'Thread' })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Show 42 results' })).toBeVisible();
  },
};
