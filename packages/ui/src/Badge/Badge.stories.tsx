import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { count: 3, 'aria-label': 'Cart products: 3' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cart count (storefront.md §2 Header). */
export const Count: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Cart products: 3')).toHaveTextContent(/^3$/);
  },
};

/** Above 99 the badge shows "99+". */
export const Overflow: Story = {
  args: { count: 120, 'aria-label': 'Cart products: 120' },
  play: async ({ canvas }) => {
    const badge = canvas.getByLabelText('Cart products: 120');
    await expect(badge).toHaveTextContent('99+');
    await expect(badge).toHaveAttribute('data-state', 'overflow');
  },
};

/** A mega-menu badge text (storefront.md §2 "optional badge text"). */
export const Text: Story = {
  args: { count: undefined, 'aria-label': undefined, variant: 'success', children: 'New' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New')).toHaveAttribute('data-variant', 'success');
  },
};

/** Every colour role and size. */
export const Variants: Story = {
  args: { count: undefined, 'aria-label': undefined },
  render: () => (
    <div className="flex flex-col gap-3">
      {(['sm', 'md'] as const).map((size) => (
        <div key={size} className="flex items-center gap-2">
          {(['primary', 'secondary', 'success', 'warn', 'danger', 'outline'] as const).map((variant) => (
            <Badge key={variant} variant={variant} size={size}>
              {variant}
            </Badge>
          ))}
          <Badge size={size} count={7} />
          <Badge size={size} count={250} />
        </div>
      ))}
    </div>
  ),
};

/** className reaches the root. */
export const CustomClass: Story = {
  args: { className: 'shadow-card' },
  play: async ({ canvas }) => {
    const badge = canvas.getByLabelText('Cart products: 3');
    await expect(badge).toHaveClass('shadow-card');
    await expect(badge).toHaveAttribute('data-slot', 'badge');
  },
};
