import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { desktopViewport } from '../lib/storyViewports';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';

const meta = {
  title: 'Shell/ForgotPasswordDialog',
  component: ForgotPasswordDialog,
  ...desktopViewport,
  parameters: { ...desktopViewport.parameters, screenshot: { target: 'viewport' } },
  args: { defaultOpen: true, onSubmit: fn() },
} satisfies Meta<typeof ForgotPasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open and empty (storefront.md §2 Forgot-password dialog). */
export const Open: Story = {
  play: async () => {
    await expect(screen.getByRole('dialog', { name: 'Forgot your password?' })).toBeVisible();
  },
};

/** The username is required. */
export const UsernameRequired: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    await expect(screen.getByText('Please enter your username.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** After the request was accepted. */
export const Confirmed: Story = {
  args: { confirmation: 'If the username exists, we have sent you an e-mail.' },
  play: async () => {
    await expect(screen.getByRole('status')).toBeVisible();
  },
};
