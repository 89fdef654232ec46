// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ForgotPasswordDialog } from '../ForgotPasswordDialog';
import { UiLocaleProvider } from '../i18n/UiLocaleProvider';
import { LoginDialog } from './LoginDialog';

afterEach(cleanup);

function AuthDialogs() {
  const [dialog, setDialog] = useState<'login' | 'forgot' | null>('login');
  return (
    <>
      <LoginDialog
        open={dialog === 'login'}
        onOpenChange={(open) => setDialog(open ? 'login' : null)}
        onForgotPassword={() => setDialog('forgot')}
      />
      <ForgotPasswordDialog open={dialog === 'forgot'} onOpenChange={(open) => setDialog(open ? 'forgot' : null)} />
    </>
  );
}

describe('LoginDialog', () => {
  it('submits username and password (storefront.md §2 Login dialog)', async () => {
    const user = userEvent.setup();
    const onLogin = vi.fn();
    render(<LoginDialog defaultOpen onLogin={onLogin} />);
    expect(screen.getByRole('dialog', { name: 'Log in' })).not.toBeNull();
    await user.type(screen.getByLabelText('Username'), ' lead.buyer ');
    await user.type(screen.getByLabelText('Password'), 'secret!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onLogin).toHaveBeenCalledWith({ username: 'lead.buyer', password: 'secret!' });
  });

  it('shows required-field messages and does not submit empty fields', async () => {
    const user = userEvent.setup();
    const onLogin = vi.fn();
    render(<LoginDialog defaultOpen onLogin={onLogin} />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onLogin).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter your username.')).not.toBeNull();
    expect(screen.getByText('Please enter your password.')).not.toBeNull();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByLabelText('Username'), 'x');
    expect(screen.queryByText('Please enter your username.')).toBeNull();
  });

  it('toggles the password between hidden and shown (storefront.md §2 "password with show/hide toggle")', async () => {
    const user = userEvent.setup();
    render(<LoginDialog defaultOpen />);
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
  });

  it('shows the server message and a busy submit button', () => {
    render(<LoginDialog defaultOpen busy error="Username or password is wrong." />);
    expect(screen.getByRole('alert').textContent).toBe('Username or password is wrong.');
    expect(screen.getByRole('button', { name: /Log in/ }).getAttribute('aria-busy')).toBe('true');
  });

  it('links the register button to /register/company (storefront.md §2)', () => {
    render(<LoginDialog defaultOpen />);
    expect(screen.getByRole('link', { name: 'Register your company' }).getAttribute('href')).toBe('/register/company');
  });

  it('closes with the close button (storefront.md §2 "each dialog can be closed")', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<LoginDialog defaultOpen onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('the forgot-password link hides the login dialog and shows the forgot-password dialog (storefront.md §2)', async () => {
    const user = userEvent.setup();
    render(<AuthDialogs />);
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Forgot your password?' })).not.toBeNull();
  });

  it('localizes its texts (storefront.md §1)', () => {
    render(
      <UiLocaleProvider locale="nl-NL">
        <LoginDialog defaultOpen />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Inloggen' })).not.toBeNull();
    expect(screen.getByLabelText('Wachtwoord')).not.toBeNull();
  });

  it('passes className to the dialog panel', () => {
    render(<LoginDialog defaultOpen className="extra" />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.classList.contains('extra')).toBe(true);
    expect(dialog.getAttribute('data-slot')).toBe('login-dialog');
  });
});
