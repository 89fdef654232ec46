import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UiLocaleProvider, uiLocales } from '../i18n/UiLocaleProvider';
import { ConfirmDialog } from './ConfirmDialog';
import { confirmDialogMessages } from './messages';

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (reason: Error) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ConfirmDialog', () => {
  it('account-area.md §4: approving asks for a confirmation first — an alert dialog named by its question, focus on Cancel', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        trigger={<button>Approve</button>}
        title="Approve 2 orders?"
        description="The orders are placed at once."
        onConfirm={onConfirm}
        className="extra"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Approve 2 orders?' });
    expect(dialog).toHaveAccessibleDescription('The orders are placed at once.');
    expect(dialog).toHaveClass('extra');
    expect(dialog).toHaveAttribute('data-variant', 'default');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith('');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('Cancel and Escape close it without confirming and focus returns to the trigger', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        trigger={<button>Delete list</button>}
        title="Delete this order list?"
        onConfirm={onConfirm}
        onOpenChange={onOpenChange}
        variant="destructive"
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Delete list' });
    await userEvent.click(trigger);
    expect(screen.getByRole('alertdialog', { name: 'Delete this order list?' })).toHaveAttribute(
      'data-variant',
      'destructive',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('controlled without a trigger (WAI-ARIA dialog pattern): Escape gives the focus back to the button that opened it', async () => {
    function Host() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Delete: Werk 2</button>
          <ConfirmDialog open={open} onOpenChange={setOpen} title="Delete this address?" onConfirm={() => undefined} />
        </>
      );
    }
    render(<Host />);
    const opener = screen.getByRole('button', { name: 'Delete: Werk 2' });
    await userEvent.click(opener);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('onCloseAutoFocus lets the host place the focus when the opener is gone', async () => {
    const elsewhere = { current: null as HTMLButtonElement | null };
    render(
      <>
        <button ref={(element) => void (elsewhere.current = element)}>New address</button>
        <ConfirmDialog
          defaultOpen
          title="Delete this address?"
          onConfirm={() => undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            elsewhere.current?.focus();
          }}
        />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'New address' })).toHaveFocus());
  });

  it('decline with comment: a required comment blocks confirming with the required-field text (account-area.md §5)', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        defaultOpen
        title="Decline order 10042?"
        comment={{ label: 'Reason', required: true }}
        confirmLabel="Decline"
        variant="destructive"
        onConfirm={onConfirm}
      />,
    );
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription('This is a required field');
    expect(reason).toHaveFocus();
    await userEvent.type(reason, '  Budget exceeded  ');
    expect(reason).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onConfirm).toHaveBeenCalledWith('Budget exceeded');
  });

  it('a promise keeps it open and pending (not dismissable) until it resolves', async () => {
    const decision = deferred();
    render(<ConfirmDialog defaultOpen title="Approve order?" onConfirm={() => decision.promise} />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Approve order?' });
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: /Confirm/ })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    decision.resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('a rejected promise leaves it open and usable again', async () => {
    const decision = deferred();
    render(<ConfirmDialog defaultOpen title="Approve order?" onConfirm={() => decision.promise} />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    decision.reject(new Error('approval failed'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled());
    expect(screen.getByRole('alertdialog', { name: 'Approve order?' })).not.toHaveAttribute('aria-busy');
  });

  it('controlled pending from the host disables both buttons', () => {
    render(<ConfirmDialog open pending title="Delete address?" onConfirm={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('alertdialog', { name: 'Delete address?' })).toHaveAttribute('aria-busy', 'true');
  });

  it('localized default button texts (nl-NL)', () => {
    render(
      <UiLocaleProvider locale="nl-NL">
        <ConfirmDialog open title="Bestelling goedkeuren?" onConfirm={vi.fn()} />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'Bevestigen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuleren' })).toBeInTheDocument();
  });
});

describe('ConfirmDialog texts', () => {
  it.each(uiLocales)('storefront.md §1: %s has every text of en-GB', (locale) => {
    const texts = confirmDialogMessages[locale] ?? {};
    expect(Object.keys(texts).sort()).toEqual(Object.keys(confirmDialogMessages['en-GB']).sort());
    expect(Object.values(texts).every((text) => text.trim() !== '')).toBe(true);
  });
});
