import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProductTabs } from './ProductTabs';

const tabs = [
  {
    id: 'description',
    label: 'Description',
    content: <p>Hexagon head bolt with partial thread for steel construction.</p>,
  },
  {
    id: 'additional',
    label: 'Additional information',
    content: (
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="text-muted-foreground">Material</dt>
        <dd>Steel 8.8</dd>
        <dt className="text-muted-foreground">Thread</dt>
        <dd>M8</dd>
      </dl>
    ),
  },
  { id: 'applications', label: 'Applications', content: null },
  { id: 'downloads', label: 'Downloads', content: <a href="#datasheet">Technical datasheet (PDF)</a> },
];

const meta = {
  title: 'Components/ProductTabs',
  component: ProductTabs,
  args: { tabs, label: 'Product information' },
} satisfies Meta<typeof ProductTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only tabs with content (Applications has none); the first is open. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab')).toHaveLength(3);
    await expect(canvas.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Arrow keys move between the tabs and open them. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Description' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Additional information' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Steel 8.8');
  },
};

/** Opened on a given tab (the variants tab for `?showVariantsTable=true`). */
export const OpenOnDownloads: Story = {
  args: { defaultValue: 'downloads' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tabpanel')).toHaveTextContent('Technical datasheet');
  },
};
