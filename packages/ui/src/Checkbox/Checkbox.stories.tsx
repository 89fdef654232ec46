import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'Lead buyer', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unticked; a click ticks it. */
export const Unchecked: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Lead buyer' });
    await expect(box).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(box);
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    // Back to the state this story shows.
    await userEvent.click(box);
  },
};

/** Ticked, with help text. */
export const Checked: Story = {
  args: { defaultChecked: true, description: 'Can order without approval' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Lead buyer' })).toHaveAccessibleDescription(
      'Can order without approval',
    );
  },
};

/** Some but not all rows ticked: the select-all box of a table (aria-checked="mixed"). */
export const Indeterminate: Story = {
  args: { label: undefined, 'aria-label': 'Select all rows', checked: 'indeterminate' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows' })).toHaveAttribute('aria-checked', 'mixed');
  },
};

/** A required box left unticked (account-area.md §5 "a required checkbox must be ticked"). */
export const Invalid: Story = {
  args: { label: 'I accept the privacy terms', required: true, errorMessage: 'Please accept the privacy terms.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I accept the privacy terms' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Please accept the privacy terms.');
  },
};

/** Disabled; Space does nothing. */
export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Lead buyer' }));
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

/** Keyboard: Tab reaches the box, Space toggles it; className reaches the box. */
export const Keyboard: Story = {
  args: { className: 'shadow-card' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox', { name: 'Lead buyer' });
    await expect(box).toHaveFocus();
    await expect(box).toHaveClass('shadow-card');
    await userEvent.keyboard(' ');
    await expect(box).toHaveAttribute('aria-checked', 'true');
  },
};
