import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchBar, type SearchBarResult } from './SearchBar';

const image = (color: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="56" height="56"><rect width="56" height="56" fill="${color}"/></svg>`,
  );

const results: SearchBarResult[] = Array.from({ length: 7 }, (_, index) => ({
  id: `p${index}`,
  name: `Hex screw DIN 933 M8x${(index + 1) * 10}`,
  productNumber: `HS-933-08${index}`,
  manufacturer: 'Gruber Metall',
  availability: index === 2 ? 'Delivery in 3–5 days' : 'In stock',
  imageUrl:
    index === 4 ? null : image(['#9aa7c7', '#c79a9a', '#9ac7a4', '#c7bf9a', '#b29ac7', '#9ac2c7', '#c7a99a'][index]!),
  properties: [
    { group: 'Material', option: 'Steel 8.8' },
    { group: 'Length', option: `${(index + 1) * 10} mm` },
    { group: 'Coating', option: 'Zinc plated' },
    { group: 'Head', option: 'Hex' },
    { group: 'Thread', option: 'M8' },
  ],
}));

const meta = {
  title: 'Shell/SearchBar',
  component: SearchBar,
  parameters: { storyRoot: { width: 520, minHeight: 560 } },
  args: {
    placeholderWords: ['screws', 'gloves', 'drills'],
    animatePlaceholder: false,
    onQueryChange: fn(),
    onSearch: fn(),
    onSelectResult: fn(),
    onFocus: fn(),
    onBlur: fn(),
    firstPropertyGroup: 'Thread',
  },
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty and unfocused: the placeholder shows the first word (typing is off for a stable screenshot). */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Search' })).toHaveAttribute('placeholder', 'Search for screws');
  },
};

/** Focused with results: at most 5, the Thread group first, show more (storefront.md §2 Search). */
export const Results: Story = {
  args: { defaultQuery: 'M8', results },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(args.onFocus).toHaveBeenCalled();
    await expect(canvas.getAllByRole('option')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'Show all results' })).toHaveAttribute('href', '/search?query=M8');
  },
};

/** Arrow keys highlight a result (combobox pattern). */
export const KeyboardHighlight: Story = {
  args: { defaultQuery: 'M8', results },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
  },
};

/** While the quick search runs. */
export const Loading: Story = {
  args: { defaultQuery: 'M8', loading: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching…');
  },
};

/** No results for the query. */
export const NoResults: Story = {
  args: { defaultQuery: 'xyz', results: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(canvas.getByRole('status')).toHaveTextContent('No products found for “xyz”.');
  },
};

const customerResults: SearchBarResult[] = [
  {
    ...results[0]!,
    availability: '483 pcs. in stock · delivery in 1–3 days',
    articleNumber: 'HM-10001',
  },
  {
    ...results[1]!,
    availability: 'Not in stock · delivery in 14–28 days',
    availabilityState: 'delayed',
  },
  {
    ...results[2]!,
    availability: 'Not available',
    availabilityState: 'unavailable',
    articleNumber: 'HM-10007',
  },
];

/**
 * A logged-in customer: stock and delivery time, not-available results and the customer's own article numbers
 * (storefront.md §2 Search, §6). Each option is named by name and number only; the rest describes it.
 */
export const CustomerResults: Story = {
  args: { defaultQuery: 'M8', results: customerResults },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    const option = canvas.getByRole('option', { name: 'Hex screw DIN 933 M8x10 Item no. HS-933-080' });
    await expect(option).toHaveAccessibleDescription(
      'Gruber Metall 483 pcs. in stock · delivery in 1–3 days Your article no. HM-10001 Thread: M8 | Material: Steel 8.8 | Length: 10 mm | Coating: Zinc plated',
    );
    await expect(canvas.getAllByRole('option')[2]).toHaveTextContent('Not available');
  },
};
