import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiServer, apiBase } from '../testing/apiServer';
import { buyerRights, leadBuyer, rightsWith, storeApiError } from '../testing/fixtures';
import { renderAccount } from '../testing/render';
import { RightsEditor } from './RightsEditor';
import { UserRightsEditor } from './UserRightsEditor';

const userId = '0190a8a8-0000-7000-8000-000000000002';

describe('RightsEditor (account-area.md §6: all 24 role codes, grouped and explained)', () => {
  it('account-area.md §6: shows every one of the 24 codes once, in five groups, in the user’s language', () => {
    renderAccount(<RightsEditor rights={buyerRights} userName="Max Muster" onSave={vi.fn()} />, { locale: 'de-DE' });
    expect(screen.getAllByRole('checkbox')).toHaveLength(24);
    expect(screen.getAllByRole('group')).toHaveLength(5);
    const ordering = screen.getByRole('group', { name: 'Bestellen' });
    expect(within(ordering).getByRole('checkbox', { name: 'Preise sehen' })).toBeChecked();
    expect(within(ordering).getByRole('checkbox', { name: 'Preise sehen' })).toHaveAccessibleDescription(
      'Die Preise der Firma in Katalog, Warenkorb und Bestellungen sehen.',
    );
  });

  it('issue 11: giving and taking rights saves every code with its flag', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async (rights: { code: string; enabled: boolean }[]) => ({
      ok: true as const,
      data: rights as never,
    }));
    renderAccount(<RightsEditor rights={buyerRights} userName="Max Muster" onSave={onSave} />);
    await user.click(screen.getByRole('checkbox', { name: 'Address book' }));
    await user.click(screen.getByRole('checkbox', { name: 'Place orders' }));
    await user.click(screen.getByRole('button', { name: 'Save rights' }));
    const saved = onSave.mock.calls[0]?.[0] ?? [];
    expect(saved).toHaveLength(24);
    expect(
      saved
        .filter((right) => right.enabled)
        .map((right) => right.code)
        .sort(),
    ).toEqual(['ROLE_MANAGE_ADDRESSES', 'ROLE_MANAGE_OWN_ACCOUNT', 'ROLE_VIEW_PRICES']);
    expect(await screen.findByRole('status')).toHaveTextContent('The rights have been saved.');
  });

  it('issue 11: one’s own right to manage users cannot be switched off, not even by “switch off all”', async () => {
    const user = userEvent.setup();
    renderAccount(
      <RightsEditor
        rights={rightsWith(['ROLE_MANAGE_CONTACTS', 'ROLE_MANAGE_ADDRESSES'])}
        userName="Lena Huber"
        isSelf
        onSave={vi.fn()}
      />,
    );
    const manageUsers = screen.getByRole('checkbox', { name: 'Manage users' });
    expect(manageUsers).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Switch off all: Company and own account' }));
    expect(manageUsers).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Address book' })).not.toBeChecked();
  });

  it('account-area.md §8: a refused save shows the server’s reason and keeps the draft', async () => {
    const user = userEvent.setup();
    apiServer.use(
      http.get(`${apiBase}/ratchet/account/:id/role`, () => HttpResponse.json({ roles: buyerRights })),
      http.put(`${apiBase}/ratchet/account/:id/role`, () => storeApiError(400, 'RATCHET__LAST_ACTIVE_LEAD_BUYER')),
    );
    renderAccount(<UserRightsEditor userId={userId} userName="Max Muster" />);
    await user.click(await screen.findByRole('checkbox', { name: 'Place orders' }));
    await user.click(screen.getByRole('button', { name: 'Save rights' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The company must keep at least one active lead buyer.');
    // The buyer had the right; the unticked box stays unticked for another try.
    expect(screen.getByRole('checkbox', { name: 'Place orders' })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('You have unsaved changes.');
  });

  it('account-area.md §7: the editor reads GET …/account/{id}/role and writes PUT with the same id', async () => {
    const user = userEvent.setup();
    const puts: unknown[] = [];
    apiServer.use(
      http.get(`${apiBase}/ratchet/account/:id/role`, ({ params }) =>
        params.id === userId
          ? HttpResponse.json({ roles: buyerRights })
          : storeApiError(404, 'CHECKOUT__CUSTOMER_NOT_FOUND'),
      ),
      http.put(`${apiBase}/ratchet/account/:id/role`, async ({ params, request }) => {
        const body = (await request.json()) as { roles: { code: string; enabled: boolean }[] };
        puts.push(params.id);
        return HttpResponse.json({ roles: body.roles });
      }),
    );
    renderAccount(<UserRightsEditor userId={userId} userName="Max Muster" isSelf={leadBuyer.id === userId} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Invoices' }));
    await act(() => user.click(screen.getByRole('button', { name: 'Save rights' })));
    expect(puts).toEqual([userId]);
    expect(await screen.findByRole('status')).toHaveTextContent('The rights have been saved.');
    expect(screen.getByRole('checkbox', { name: 'Invoices' })).toBeChecked();
  });
});
