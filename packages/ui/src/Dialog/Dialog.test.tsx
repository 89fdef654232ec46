import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiLocaleProvider } from '../i18n/UiLocaleProvider';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './Dialog';

function LoginDialog({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Dialog onOpenChange={onOpenChange}>
      <DialogTrigger>Log in</DialogTrigger>
      <DialogContent className="extra">
        <DialogHeader>
          <DialogTitle>Login</DialogTitle>
          <DialogDescription>Sign in with your customer account.</DialogDescription>
        </DialogHeader>
        <label>
          Username <input />
        </label>
        <DialogClose>Cancel</DialogClose>
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens from its trigger as a named modal dialog and moves focus into it (storefront.md §2 login dialog)', async () => {
    render(<LoginDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    expect(dialog).toHaveAccessibleDescription('Sign in with your customer account.');
    expect(dialog).toHaveClass('extra');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('traps focus: Tab cycles inside the dialog', async () => {
    render(<LoginDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    for (let press = 0; press < 5; press += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('Escape closes it and focus returns to the trigger (storefront.md §2: each dialog can be closed)', async () => {
    const onOpenChange = vi.fn();
    render(<LoginDialog onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Log in' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(trigger).toHaveFocus();
  });

  it('the close button has a localized name and closes the dialog', async () => {
    render(
      <UiLocaleProvider locale="de-DE">
        <LoginDialog />
      </UiLocaleProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
