import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiBase, apiServer } from '../testing/apiServer';
import { storeApiError } from '../testing/fixtures';
import { renderAccount } from '../testing/render';
import { companyUsers } from '../testing/userFixtures';
import { CompanyUserForm } from './CompanyUserForm';

const storefrontUrl = 'http://shop.test/de-at';

describe('CompanyUserForm (account-area.md §2 customer/create and details)', () => {
  it('account-area.md §7: a new user is created with the set-password link’s storefront URL', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const onSaved = vi.fn();
    apiServer.use(
      http.post(`${apiBase}/ratchet/companies/customers/create`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(companyUsers[3]);
      }),
    );
    renderAccount(<CompanyUserForm storefrontUrl={storefrontUrl} onSaved={onSaved} />);
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Max');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Muster');
    await user.type(screen.getByRole('textbox', { name: /Username/ }), 'max.muster');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'max@example.test');
    await user.click(screen.getByRole('switch', { name: 'Lead buyer' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodies[0]).toMatchObject({
      firstName: 'Max',
      lastName: 'Muster',
      username: 'max.muster',
      email: 'max@example.test',
      active: true,
      leadBuyer: true,
      storefrontUrl,
    });
  });

  it('account-area.md §8: a username already taken shows at the username in the user’s language', async () => {
    const user = userEvent.setup();
    const existing = companyUsers[2];
    if (!existing) throw new Error('fixture missing');
    apiServer.use(
      http.patch(`${apiBase}/ratchet/companies/customers/:id`, () =>
        storeApiError(400, 'VIOLATION::CUSTOMER_USERNAME_NOT_UNIQUE', '/username'),
      ),
    );
    renderAccount(<CompanyUserForm user={existing} storefrontUrl={storefrontUrl} />);
    const username = screen.getByRole('textbox', { name: /Username/ });
    await user.clear(username);
    await user.type(username, 'lena');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(username).toHaveAccessibleDescription('The username must be unique.'));
  });
});
