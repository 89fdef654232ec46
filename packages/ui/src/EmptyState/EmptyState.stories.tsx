import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FileText, ListPlus, SearchX } from 'lucide-react';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const onAction = fn();

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    icon: <ListPlus />,
    title: 'No order lists yet',
    description: 'Save the products you order often in a list and order them again in one step.',
    action: <Button onClick={onAction}>Create order list</Button>,
  },
  parameters: { storyRoot: { width: 480 } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Icon, title, text and action. */
export const WithAction: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create order list' }));
    await expect(onAction).toHaveBeenCalled();
  },
};

/** No action: nothing the user can do (e.g. no invoices yet). */
export const WithoutAction: Story = {
  args: {
    icon: <FileText />,
    title: 'No invoices yet',
    description: 'Invoices appear here once an order has been invoiced.',
    action: undefined,
  },
};

/** Compact, inside a filtered table: the way out is resetting the filters. */
export const CompactNoResults: Story = {
  args: {
    size: 'compact',
    headingLevel: 3,
    icon: <SearchX />,
    title: 'No orders match these filters',
    description: undefined,
    action: (
      <Button variant="white" size="sm">
        Reset filters
      </Button>
    ),
  },
};

/** Title only. */
export const TitleOnly: Story = { args: { icon: undefined, description: undefined, action: undefined } };
