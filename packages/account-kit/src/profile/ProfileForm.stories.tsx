import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { storeApiError } from '../testing/fixtures';
import { profile } from '../testing/profileFixtures';
import { withAccountApi } from '../testing/storyApi';
import { desktopViewport, mobileViewport } from '../testing/storyViewports';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileForm } from './ProfileForm';

const api = 'http://store.test/store-api';

const meta = {
  title: 'Account/ProfileForm',
  component: ProfileForm,
  args: { profile },
  decorators: [
    withAccountApi(
      http.get(`${api}/ratchet/account/profile`, () => HttpResponse.json(profile)),
      http.post(`${api}/account/change-profile`, async ({ request }) =>
        HttpResponse.json({ ...profile, ...((await request.json()) as object) }),
      ),
      http.post(`${api}/account/customer`, () => storeApiError(403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN')),
      http.post(`${api}/account/change-password`, () =>
        storeApiError(400, 'CUSTOMER_PASSWORD_NOT_CORRECT', '/password'),
      ),
    ),
  ],
  ...desktopViewport,
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The own contact data, editable. */
export const Editable: Story = {};

/** Saved. */
export const Saved: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Your contact data has been saved.')).toBeVisible();
  },
};

/** Without the right to change the own contact data. */
export const ReadOnly: Story = { args: { canEdit: false } };

/** The password change with a wrong current password (French at 375 px). */
export const WrongCurrentPassword: Story = {
  ...mobileViewport,
  globals: { ...mobileViewport.globals, locale: 'fr-FR' },
  render: () => <ChangePasswordForm />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Mot de passe actuel/), 'wrong-password');
    await userEvent.type(canvas.getByLabelText(/^Nouveau mot de passe/), 'a-new-secret-1');
    await userEvent.type(canvas.getByLabelText(/Répéter le nouveau mot de passe/), 'a-new-secret-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Changer le mot de passe' }));
    await expect(await canvas.findByText('The password is not correct.')).toBeVisible();
    // The screenshot shows the form's error state, not whether the clicked button still holds the focus (that
    // depended on timing).
    const submit = canvas.getByRole('button', { name: 'Changer le mot de passe' });
    await waitFor(() => expect(submit).toBeEnabled());
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  },
};
