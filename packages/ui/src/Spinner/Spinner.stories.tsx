import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Announced as a status "Loading" (localized). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-4">
      <Spinner size="sm" label="Loading small" />
      <Spinner size="md" label="Loading medium" />
      <Spinner size="lg" label="Loading large" />
      <Spinner tone="muted" label="Loading muted" />
      <span className="inline-flex rounded-md bg-primary p-2">
        <Spinner tone="inverted" size="sm" label="Loading on primary" />
      </span>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(5);
  },
};

/** A specific label replaces "Loading"; className reaches the root. */
export const CustomLabel: Story = {
  args: { label: 'Saving the order list', className: 'p-1' },
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('status', { name: 'Saving the order list' });
    await expect(spinner).toHaveClass('p-1');
    await expect(spinner).toHaveAttribute('data-slot', 'spinner');
  },
};
