import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';
import { budgetPeriods } from './fixtures';

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Budget period', options: budgetPeriods, onChange: fn() },
  parameters: { storyRoot: { width: 320 } },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the placeholder. */
export const Placeholder: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Budget period/ })).toHaveTextContent('Please choose');
  },
};

/** A chosen value with help text. */
export const WithValue: Story = {
  args: { defaultValue: 'monthly', description: 'How often the budget renews', name: 'period' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Budget period/ })).toHaveTextContent('Monthly');
  },
};

/** The open list: the chosen option is ticked, a disabled option is dimmed. */
export const Open: Story = {
  args: { defaultValue: 'monthly' },
  parameters: { storyRoot: { width: 320, minHeight: 320 } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Budget period/ }));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: /Custom/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(listbox).getByRole('option', { name: /Yearly/ }));
    await expect(args.onChange).toHaveBeenCalledWith('yearly');
    // Open again so the screenshot shows the list with the new choice.
    await userEvent.click(canvas.getByRole('button', { name: /Budget period/ }));
    await within(document.body).findByRole('listbox');
  },
};

/** Keyboard (WAI-ARIA listbox): Space opens, ArrowDown moves, Enter chooses and returns focus. */
export const Keyboard: Story = {
  args: { defaultValue: 'weekly' },
  parameters: { storyRoot: { width: 320, minHeight: 320 } },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Budget period/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard(' ');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: /Weekly/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('monthly');
    await expect(trigger).toHaveFocus();
  },
};

/** Invalid: the error is linked to the trigger. */
export const Invalid: Story = {
  args: { errorMessage: 'Choose a budget period.', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Budget period/ })).toHaveAccessibleDescription(
      /Choose a budget period\./,
    );
  },
};

/** Disabled; className reaches the root. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'yearly', className: 'max-w-60' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: /Budget period/ })).toBeDisabled();
    await expect(canvasElement.querySelector('[data-slot="select"]')).toHaveClass('max-w-60');
  },
};

/** French placeholder from the UiLocaleProvider. */
export const French: Story = {
  args: { label: 'Période du budget', size: 'sm' },
  globals: { locale: 'fr-FR' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Période du budget/ })).toHaveTextContent('Veuillez choisir');
  },
};
