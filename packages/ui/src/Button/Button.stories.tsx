import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShoppingCart } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonVariantNames } from './Button';

const variants = buttonVariantNames;

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Add to cart', onClick: fn() },
  argTypes: { variant: { control: 'select', options: variants } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Every look side by side (storefront.md: button types). */
export const AllVariants: Story = {
  render: (args) => (
    <div className="grid grid-cols-3 gap-3">
      {variants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
      <Button {...args} size="icon" aria-label="Cart">
        <ShoppingCart aria-hidden="true" />
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /add to cart/i });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Add to cart' })).toHaveFocus();
  },
};

export const AsLink: Story = {
  args: { asChild: true, variant: 'outline', children: <a href="#cart">Go to cart</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Go to cart' })).toHaveAttribute('data-slot', 'button');
  },
};

/** The optional dark tokens (toolbar global `theme`). */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: AllVariants.render,
};
