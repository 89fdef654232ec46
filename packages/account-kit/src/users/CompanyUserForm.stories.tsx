import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent } from 'storybook/test';
import { storeApiError } from '../testing/fixtures';
import { withAccountApi } from '../testing/storyApi';
import { desktopViewport, mobileViewport } from '../testing/storyViewports';
import { companyUsers } from '../testing/userFixtures';
import { CompanyUserForm } from './CompanyUserForm';

const api = 'http://store.test/store-api';

const meta = {
  title: 'Account/CompanyUserForm',
  component: CompanyUserForm,
  args: { storefrontUrl: 'http://shop.test/de-at', onSaved: fn(), onCancel: fn() },
  decorators: [
    withAccountApi(
      http.post(`${api}/ratchet/companies/customers/create`, () =>
        storeApiError(400, 'VIOLATION::USERNAME_EXISTS', '/username'),
      ),
      http.patch(`${api}/ratchet/companies/customers/:id`, () => HttpResponse.json(companyUsers[2])),
    ),
  ],
  ...desktopViewport,
} satisfies Meta<typeof CompanyUserForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new user. */
export const Create: Story = {};

/** Editing a user. */
export const Edit: Story = { args: { user: companyUsers[2] } };

/** The username is taken: the server's reason shows at the username. */
export const UsernameTaken: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /First name/ }), 'Max');
    await userEvent.type(canvas.getByRole('textbox', { name: /Last name/ }), 'Muster');
    await userEvent.type(canvas.getByRole('textbox', { name: /Username/ }), 'lena');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'max@example.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('This username already exists.')).toBeVisible();
  },
};

/** German at 375 px. */
export const GermanMobile: Story = {
  ...mobileViewport,
  globals: { ...mobileViewport.globals, locale: 'de-DE' },
  args: { user: companyUsers[5] },
};
