import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { storeApiError } from '../testing/fixtures';
import { withAccountApi } from '../testing/storyApi';
import { desktopTallViewport, desktopViewport, mobileTallViewport } from '../testing/storyViewports';
import { CompanyRegistration } from './CompanyRegistration';
import { CustomerRegistration } from './CustomerRegistration';
import { RegistrationChoice } from './RegistrationChoice';
import { RegistrationConfirm } from './RegistrationConfirm';

const api = 'http://store.test/store-api';
const storefrontUrl = 'http://shop.test/de-at';
const allFlags = {
  mobile: true,
  fax: true,
  existingCompanyNumber: true,
  invoiceEmail: true,
  branchIndustry: true,
  customerFunction: true,
  citySearch: true,
};

const meta = {
  title: 'Account/Registration',
  component: CompanyRegistration,
  args: { storefrontUrl, flags: allFlags },
  decorators: [
    withAccountApi(
      http.get(`${api}/ratchet/register/cities/search`, () =>
        HttpResponse.json({ cities: [{ zipcode: '4020', city: 'Linz', country: 'AT', apiAlias: 'ratchet_city' }] }),
      ),
      http.get(`${api}/ratchet/register/company/exists`, () => storeApiError(404, 'COMPANY_DOESNT_EXIST')),
      http.post(`${api}/ratchet/register/confirm`, () =>
        HttpResponse.json({ success: true, username: 'maria', apiAlias: 'ratchet_registration_confirm' }),
      ),
    ),
  ],
  ...desktopTallViewport,
} satisfies Meta<typeof CompanyRegistration>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first step with every flagged field. */
export const CompanyData: Story = {};

/** Without the flagged fields. */
export const CompanyDataPlain: Story = { args: { flags: {} } };

/** The personal step (German at 375 px). */
export const PersonalDataGermanMobile: Story = {
  ...mobileTallViewport,
  globals: { ...mobileTallViewport.globals, locale: 'de-DE' },
  args: { initialStep: 'personal' },
};

/** The end: check your e-mail. */
export const Done: Story = { args: { initialStep: 'done' } };

/** The choice of /register. */
export const Choice: Story = { ...desktopViewport, render: () => <RegistrationChoice /> };

/** A new user of an existing company: the failed check in Dutch. */
export const CustomerCheckFailedDutch: Story = {
  ...desktopViewport,
  globals: { ...desktopViewport.globals, locale: 'nl-NL' },
  render: () => <CustomerRegistration storefrontUrl={storefrontUrl} />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Klantnummer/ }), '999999');
    await userEvent.type(canvas.getByRole('textbox', { name: /Btw-nummer/ }), 'BE0403019261');
    await userEvent.click(canvas.getByRole('button', { name: 'Volgende' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Onjuiste klantgegevens');
    // The screenshot shows the step's error, not whether the clicked button still holds the focus (timing).
    const next = canvas.getByRole('button', { name: 'Volgende' });
    await waitFor(() => expect(next).toBeEnabled());
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  },
};

/** The double opt-in link confirmed. */
export const Confirmed: Story = {
  ...desktopViewport,
  render: () => <RegistrationConfirm hash="0123456789abcdef0123" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Log in now' })).toBeVisible();
  },
};
