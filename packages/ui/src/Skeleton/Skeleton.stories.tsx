import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { className: 'h-24 w-40' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A block placeholder; className reaches the root. */
export const Rect: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-slot="skeleton"]');
    await expect(block).toHaveClass('h-24');
    await expect(block).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A product card while loading: image, name lines, price; the region is busy. */
export const ProductCard: Story = {
  render: () => (
    <div
      role="region"
      aria-label="Product"
      aria-busy="true"
      className="flex w-56 flex-col gap-3 rounded-lg border border-border p-3"
    >
      <Skeleton className="aspect-square w-full" />
      <Skeleton shape="text" />
      <Skeleton shape="text" className="w-2/3" />
      <div className="flex items-center gap-2">
        <Skeleton shape="circle" className="size-8" />
        <Skeleton shape="text" className="w-20" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Product' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(5);
  },
};
