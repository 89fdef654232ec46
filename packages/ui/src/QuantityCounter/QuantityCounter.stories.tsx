import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { QuantityCounter } from './QuantityCounter';

const meta = {
  title: 'Components/QuantityCounter',
  component: QuantityCounter,
  args: { minPurchase: 5, purchaseStep: 5, maxPurchase: 50, onChange: fn(), onValidityChange: fn() },
  argTypes: { status: { control: 'inline-radio', options: ['default', 'success', 'error'] } },
} satisfies Meta<typeof QuantityCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starts at the minimum; plus adds one purchase step (storefront.md §5). */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await expect(input).toHaveValue('5');
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(input).toHaveValue('10');
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
  },
};

/** Sold by the metre: two-decimal steps. */
export const FractionalSteps: Story = {
  args: { minPurchase: 0.5, purchaseStep: 0.25, maxPurchase: null, defaultValue: 1.25 },
};

/** At the maximum the plus button is disabled. */
export const AtMaximum: Story = {
  args: { defaultValue: 50 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  },
};

/** A value off the step grid shows the hint and reports invalid; blur snaps it down. */
export const InvalidTyped: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '17');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Invalid quantity. Minimum 5, maximum 50, in steps of 5')).toBeVisible();
    await expect(args.onValidityChange).toHaveBeenLastCalledWith(false);
  },
};

export const SnapsOnBlur: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '17');
    await userEvent.tab();
    await expect(input).toHaveValue('15');
    await expect(args.onValidityChange).toHaveBeenLastCalledWith(true);
  },
};

export const StatusSuccess: Story = { args: { status: 'success' } };

export const StatusError: Story = { args: { status: 'error' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled();
  },
};

/** Texts follow the shop locale (toolbar global), here de-DE with a decimal comma. */
export const GermanInvalid: Story = {
  args: { minPurchase: 0.5, purchaseStep: 0.25, maxPurchase: 10 },
  globals: { locale: 'de-DE' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Menge' });
    await userEvent.clear(input);
    await userEvent.type(input, '0,6');
    await expect(canvas.getByText('Ungültige Menge. Minimum 0,5, Maximum 10, in Schritten von 0,25')).toBeVisible();
  },
};
