import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { ForgotPasswordDialog } from '../ForgotPasswordDialog';
import { desktopViewport } from '../lib/storyViewports';
import { LoginDialog } from './LoginDialog';

const meta = {
  title: 'Shell/LoginDialog',
  component: LoginDialog,
  ...desktopViewport,
  parameters: { ...desktopViewport.parameters, screenshot: { target: 'viewport' } },
  args: { defaultOpen: true, onLogin: fn(), onForgotPassword: fn(), onOpenChange: fn() },
} satisfies Meta<typeof LoginDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open and empty (storefront.md §2 Login dialog). */
export const Open: Story = {
  play: async () => {
    await expect(screen.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  },
};

/** Submitting empty fields shows the required-field messages. */
export const RequiredFields: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await expect(screen.getByText('Please enter your password.')).toBeVisible();
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

/** The password shown with the toggle. */
export const PasswordShown: Story = {
  play: async () => {
    await userEvent.type(screen.getByLabelText('Username'), 'lead.buyer');
    await userEvent.type(screen.getByLabelText('Password'), 'secret!');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    await expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};

/** The server's message and the busy submit button. */
export const ServerErrorAndBusy: Story = {
  args: { error: 'Username or password is wrong.', busy: true },
  play: async () => {
    await expect(screen.getByRole('alert')).toHaveTextContent('Username or password is wrong.');
  },
};

/** Closed: nothing but the page. */
export const Closed: Story = {
  args: { defaultOpen: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

function AuthDialogs() {
  const [dialog, setDialog] = useState<'login' | 'forgot' | null>(null);
  return (
    <>
      <Button variant="loginOrRegister" onClick={() => setDialog('login')}>
        Log in or register
      </Button>
      <LoginDialog
        open={dialog === 'login'}
        onOpenChange={(open) => setDialog(open ? 'login' : null)}
        onForgotPassword={() => setDialog('forgot')}
      />
      <ForgotPasswordDialog open={dialog === 'forgot'} onOpenChange={(open) => setDialog(open ? 'forgot' : null)} />
    </>
  );
}

/** The forgot-password link hides the login dialog and shows the forgot-password dialog (storefront.md §2). */
export const SwitchToForgotPassword: Story = {
  render: () => <AuthDialogs />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in or register' }));
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();
    await expect(screen.getByRole('dialog', { name: 'Forgot your password?' })).toBeVisible();
  },
};
