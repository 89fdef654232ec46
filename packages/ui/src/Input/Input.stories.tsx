import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Input } from './Input';

const meta = {
  title: 'Components/Input',
  component: Input,
  args: { label: 'Company name', onValueChange: fn() },
  parameters: { storyRoot: { width: 360 } },
  argTypes: {
    type: { control: 'select', options: ['text', 'password', 'email', 'number', 'search'] },
    status: { control: 'inline-radio', options: ['default', 'success', 'error'] },
  },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: 'e.g. ACME Industrial Ltd' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Company name' }), 'ACME');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('ACME');
  },
};

export const Email: Story = { args: { label: 'E-mail', type: 'email', defaultValue: 'buyer@example.com' } };

export const NumberType: Story = { args: { label: 'Cost centre', type: 'number', defaultValue: '4711' } };

export const Search: Story = {
  args: { label: 'Search', type: 'search', clearable: true, defaultValue: 'torque wrench' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear input' }));
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  },
};

export const PasswordWithToggle: Story = {
  args: { label: 'Password', type: 'password', passwordToggle: true, defaultValue: 'secret-123' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};

export const StatusSuccess: Story = {
  args: { label: 'Order reference', status: 'success', message: 'Order reference saved', defaultValue: 'PO-2026-114' },
};

export const StatusError: Story = {
  args: {
    label: 'E-mail',
    type: 'email',
    status: 'error',
    message: 'Please enter a valid e-mail address',
    defaultValue: 'buyer@',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const MaxLengthWithCounter: Story = {
  args: { label: 'Remark', maxLength: 40, showCounter: true, defaultValue: 'Deliver to gate 3' },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'ACME Industrial Ltd' } };
