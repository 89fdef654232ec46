// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';

afterEach(cleanup);

describe('ForgotPasswordDialog', () => {
  it('requires the username before submitting (storefront.md §2 Forgot-password dialog)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ForgotPasswordDialog defaultOpen onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter your username.')).not.toBeNull();
    await user.type(screen.getByLabelText('Username'), 'lead.buyer');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(onSubmit).toHaveBeenCalledWith('lead.buyer');
  });

  it('has a register button to /register/company (storefront.md §2)', () => {
    render(<ForgotPasswordDialog defaultOpen />);
    expect(screen.getByRole('link', { name: 'Register your company' }).getAttribute('href')).toBe('/register/company');
  });

  it('shows error and confirmation messages', () => {
    render(<ForgotPasswordDialog defaultOpen error="Too many attempts." confirmation="Check your mailbox." />);
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts.');
    expect(screen.getByRole('status').textContent).toBe('Check your mailbox.');
  });

  it('can be closed (storefront.md §2 "each dialog can be closed")', async () => {
    const user = userEvent.setup();
    render(<ForgotPasswordDialog defaultOpen />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('passes className to the dialog panel', () => {
    render(<ForgotPasswordDialog defaultOpen className="extra" />);
    expect(screen.getByRole('dialog').classList.contains('extra')).toBe(true);
    expect(screen.getByRole('dialog').getAttribute('data-slot')).toBe('forgot-password-dialog');
  });
});
