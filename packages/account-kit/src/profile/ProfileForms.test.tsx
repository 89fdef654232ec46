import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiBase, apiServer } from '../testing/apiServer';
import { storeApiError } from '../testing/fixtures';
import { profile } from '../testing/profileFixtures';
import { renderAccount } from '../testing/render';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileForm } from './ProfileForm';

describe('ProfileForm and ChangePasswordForm (account-area.md §2 Profile, §5)', () => {
  it('account-area.md §2: the own contact data is saved with the contract body', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    apiServer.use(
      http.get(`${apiBase}/ratchet/account/profile`, () => HttpResponse.json(profile)),
      http.post(`${apiBase}/account/change-profile`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json({ ...profile, ...body });
      }),
      http.post(`${apiBase}/account/customer`, () => HttpResponse.json(null)),
    );
    renderAccount(<ProfileForm profile={profile} />);
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '+43 732 123456');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your contact data has been saved.')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ firstName: 'Lena', phone: '+43 732 123456', mobile: null });
  });

  it('issue 11: without ROLE_MANAGE_OWN_CONTACT_INFO the data is read only', () => {
    apiServer.use(http.get(`${apiBase}/ratchet/account/profile`, () => HttpResponse.json(profile)));
    renderAccount(<ProfileForm profile={profile} canEdit={false} />);
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('account-area.md §5: a wrong current password shows at the current password (CUSTOMER_PASSWORD_NOT_CORRECT)', async () => {
    const user = userEvent.setup();
    apiServer.use(
      http.post(`${apiBase}/account/change-password`, () =>
        storeApiError(400, 'CUSTOMER_PASSWORD_NOT_CORRECT', '/password'),
      ),
    );
    renderAccount(<ChangePasswordForm />);
    await user.type(screen.getByLabelText(/Current password/), 'wrong-password');
    await user.type(screen.getByLabelText(/^New password/), 'a-new-secret-1');
    await user.type(screen.getByLabelText(/Repeat new password/), 'a-new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Current password/)).toHaveAccessibleDescription('The password is not correct.'),
    );
  });

  it('account-area.md §5: the confirmation must match; nothing is sent', async () => {
    const user = userEvent.setup();
    renderAccount(<ChangePasswordForm />, { locale: 'de-DE' });
    await user.type(screen.getByLabelText(/Aktuelles Passwort/), 'current-password');
    await user.type(screen.getByLabelText(/^Neues Passwort(?! wiederholen)/), 'a-new-secret-1');
    await user.type(screen.getByLabelText(/Neues Passwort wiederholen/), 'another-secret');
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Neues Passwort wiederholen/)).toHaveAccessibleDescription(
        'Die Passwörter stimmen nicht überein',
      ),
    );
  });
});
