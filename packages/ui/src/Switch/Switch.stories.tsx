import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { label: 'Budget transferable', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off; a click turns it on. */
export const Off: Story = {
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Budget transferable' });
    await userEvent.click(control);
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await userEvent.click(control);
    await expect(control).toHaveAttribute('aria-checked', 'false');
  },
};

/** On, with help text (account-area.md §3 flow "budget renewable"). */
export const On: Story = {
  args: { label: 'Budget renewable', defaultChecked: true, description: 'The budget starts again each period' },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Budget renewable' });
    await expect(control).toHaveAttribute('aria-checked', 'true');
    await expect(control).toHaveAccessibleDescription('The budget starts again each period');
  },
};

/** Small size. */
export const Small: Story = {
  args: { size: 'sm', defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Budget transferable' })).toHaveAttribute('data-variant', 'sm');
  },
};

/** Disabled. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Budget transferable' })).toBeDisabled();
  },
};

/** Keyboard: Tab reaches it, Space toggles; className reaches the switch. */
export const Keyboard: Story = {
  args: { className: 'shadow-card' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const control = canvas.getByRole('switch', { name: 'Budget transferable' });
    await expect(control).toHaveFocus();
    await expect(control).toHaveClass('shadow-card');
    await userEvent.keyboard(' ');
    await expect(control).toHaveAttribute('aria-checked', 'true');
  },
};
