import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addressBookHandlers, companyId } from '../testing/addressFixtures';
import { apiServer } from '../testing/apiServer';
import { renderAccount } from '../testing/render';
import { AddressBook } from './AddressBook';
import { AddressForm } from './AddressForm';

describe('AddressBook (account-area.md §2 address book: list, create, edit, delete, set default)', () => {
  it('account-area.md §3: lists the addresses, the one default marked, with edit links', async () => {
    apiServer.use(...addressBookHandlers());
    renderAccount(<AddressBook companyId={companyId} />);
    const first = await screen.findByRole('listitem', { name: 'Huber Maschinenbau – Zentrale' });
    expect(first).toHaveAttribute('data-state', 'default');
    expect(within(first).getByText('Default address')).toBeInTheDocument();
    expect(screen.getAllByText('Default address')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Edit: Werk 2' })).toHaveAttribute(
      'href',
      '/account/addressbook/details/0190a8a8-0000-7000-8000-0000000000b2',
    );
  });

  it('issue 11: switching the default moves the mark to the chosen address', async () => {
    const user = userEvent.setup();
    apiServer.use(...addressBookHandlers());
    renderAccount(<AddressBook companyId={companyId} />);
    await user.click(await screen.findByRole('button', { name: 'Make default: Werk 2' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Werk 2 is now the default address.');
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: 'Werk 2' })).toHaveAttribute('data-state', 'default'),
    );
    expect(screen.getAllByText('Default address')).toHaveLength(1);
  });

  it('issue 11: the default cannot be deleted without naming another; the named one becomes the default', async () => {
    const user = userEvent.setup();
    apiServer.use(...addressBookHandlers());
    renderAccount(<AddressBook companyId={companyId} />);
    await user.click(await screen.findByRole('button', { name: 'Delete: Huber Maschinenbau – Zentrale' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    expect(dialog).toHaveAccessibleDescription(/is the default address/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Choose another default address before deleting this one.',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Lager Antwerpen' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('listitem', { name: 'Huber Maschinenbau – Zentrale' })).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Lager Antwerpen' })).toHaveAttribute('data-state', 'default');
  });

  it('WAI-ARIA dialog pattern: Escape gives the focus back to the delete button; after a delete it goes to "New address"', async () => {
    const user = userEvent.setup();
    apiServer.use(...addressBookHandlers());
    renderAccount(<AddressBook companyId={companyId} />);
    const deleteButton = await screen.findByRole('button', { name: 'Delete: Werk 2' });
    await user.click(deleteButton);
    await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(deleteButton).toHaveFocus());
    await user.click(deleteButton);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Werk 2' })).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('The address has been deleted.');
    await waitFor(() => expect(screen.getByRole('link', { name: 'New address' })).toHaveFocus());
  });

  it('account-area.md §8: says the address was saved when the form returned to the list', async () => {
    apiServer.use(...addressBookHandlers());
    renderAccount(<AddressBook companyId={companyId} saved />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The address has been saved.'));
  });
});

describe('AddressForm (account-area.md §3 Address, §5 validation)', () => {
  it('account-area.md §5: required fields in the user’s language, nothing sent', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    apiServer.use(...addressBookHandlers());
    renderAccount(<AddressForm companyId={companyId} onSaved={onSaved} />, { locale: 'nl-NL' });
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByRole('textbox', { name: /Naam/ })).toHaveAccessibleDescription(
      expect.stringContaining('Dit is een verplicht veld.'),
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('account-area.md §7: a new address is sent to the company’s book and handed back', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    apiServer.use(...addressBookHandlers());
    renderAccount(<AddressForm companyId={companyId} onSaved={onSaved} />);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Baustelle Wels');
    await user.type(screen.getByRole('textbox', { name: /Street/ }), 'Ringstraße');
    await user.type(screen.getByRole('textbox', { name: /Number/ }), '7');
    await user.type(screen.getByRole('textbox', { name: /Postal code/ }), '4600');
    await user.type(screen.getByRole('textbox', { name: /City/ }), 'Wels');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ name: 'Baustelle Wels', email: null, country: 'AT' });
  });
});
