import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { RadioGroup, type RadioOption } from './RadioGroup';

/** Budget periods of an order reference (account-area.md §3). */
const periods: RadioOption[] = [
  { value: 'daily', label: 'Daily', description: '1 day' },
  { value: 'weekly', label: 'Weekly', description: '7 days' },
  { value: 'monthly', label: 'Monthly', description: '30 days' },
  { value: 'custom', label: 'Custom', description: 'Start and end date', disabled: true },
];

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { label: 'Budget period', options: periods, onValueChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet. */
export const Unselected: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Budget period' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Custom' })).toBeDisabled();
  },
};

/** One chosen, with help text. */
export const Selected: Story = {
  args: { defaultValue: 'monthly', description: 'How often the budget renews', name: 'period' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toHaveAttribute('aria-checked', 'true');
  },
};

/** Keyboard (WAI-ARIA radio group): Tab to the chosen radio, ArrowDown moves and chooses. */
export const Keyboard: Story = {
  args: { defaultValue: 'weekly' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Weekly' })).toHaveFocus();
    // Held down like a real key press: Radix focuses the next radio after a timeout and checks it
    // only while the arrow key is still down.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Monthly' })).toHaveAttribute('aria-checked', 'true'));
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('monthly');
  },
};

/** In a row (salutation). */
export const Horizontal: Story = {
  args: {
    label: 'Salutation',
    orientation: 'horizontal',
    options: [
      { value: 'female', label: 'Ms' },
      { value: 'male', label: 'Mr' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Salutation' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
  },
};

/** Required and not chosen: the error is linked to the group; className reaches the group. */
export const Invalid: Story = {
  args: { required: true, errorMessage: 'Choose a budget period.', className: 'pl-1' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Budget period' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose a budget period.');
    await expect(group).toHaveClass('pl-1');
  },
};

/** Disabled group. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'daily' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Daily' })).toBeDisabled();
  },
};
