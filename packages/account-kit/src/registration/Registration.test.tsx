import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiBase, apiServer } from '../testing/apiServer';
import { storeApiError } from '../testing/fixtures';
import { renderAccount } from '../testing/render';
import { CompanyRegistration } from './CompanyRegistration';
import { CustomerRegistration } from './CustomerRegistration';
import { RegistrationConfirm } from './RegistrationConfirm';

const storefrontUrl = 'http://shop.test/de-at';
type User = ReturnType<typeof userEvent.setup>;

async function fillCompany(user: User, vatNumber = 'ATU 135 856 27') {
  await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'Muster Metall GmbH');
  await user.type(screen.getByRole('textbox', { name: /VAT number/ }), vatNumber);
  await user.type(screen.getByRole('textbox', { name: /Phone/ }), '+43 1 234');
  await user.type(screen.getByRole('textbox', { name: /Street/ }), 'Ring');
  await user.type(screen.getByRole('textbox', { name: /^Number/ }), '1');
  await user.type(screen.getByRole('textbox', { name: /Postal code/ }), '1010');
  await user.type(screen.getByRole('textbox', { name: /City/ }), 'Wien');
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

async function fillPersonal(user: User, privacy = true) {
  await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Maria');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Muster');
  await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'maria@muster.test');
  await user.type(screen.getByRole('textbox', { name: /Username/ }), 'maria');
  await user.type(screen.getByLabelText(/^Password/), 'secret-password-1');
  await user.type(screen.getByLabelText(/Repeat password/), 'secret-password-1');
  if (privacy) await user.click(screen.getByRole('checkbox', { name: 'I accept the privacy policy.' }));
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('CompanyRegistration (account-area.md §2 /register/company, issue 11)', () => {
  it('account-area.md §2: company data, personal data, then “check your e-mail”; the VAT number is sent compact', async () => {
    const user = userEvent.setup();
    const bodies: Array<{ company: { vatNumber: string }; privacyAccepted: boolean }> = [];
    apiServer.use(
      http.post(`${apiBase}/ratchet/register/company`, async ({ request }) => {
        bodies.push((await request.json()) as (typeof bodies)[number]);
        return HttpResponse.json({ companyId: 'c', customerId: 'u', mailSent: true, apiAlias: 'ratchet_registration' });
      }),
    );
    renderAccount(<CompanyRegistration storefrontUrl={storefrontUrl} />);
    await fillCompany(user);
    await fillPersonal(user);
    expect(await screen.findByRole('heading', { name: 'Please check your e-mail' })).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ company: { vatNumber: 'ATU13585627' }, privacyAccepted: true, storefrontUrl });
  });

  it('account-area.md §5: a VAT number with a wrong check digit stops at the company step', async () => {
    const user = userEvent.setup();
    renderAccount(<CompanyRegistration storefrontUrl={storefrontUrl} />);
    await fillCompany(user, 'ATU13585626');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /VAT number/ })).toHaveAccessibleDescription(
        expect.stringContaining('The VAT number is not valid.'),
      ),
    );
  });

  it('account-area.md §5: privacy acceptance is required; nothing is sent without it', async () => {
    const user = userEvent.setup();
    renderAccount(<CompanyRegistration storefrontUrl={storefrontUrl} />);
    await fillCompany(user);
    await fillPersonal(user, false);
    expect(await screen.findByText('Please tick this box')).toBeInTheDocument();
  });

  it('issue 11: the server’s codes go back to the step and field they belong to', async () => {
    const user = userEvent.setup();
    apiServer.use(
      http.post(`${apiBase}/ratchet/register/company`, () =>
        storeApiError(400, 'VAT_NUMBER_ALREADY_EXISTS', '/company/vatNumber'),
      ),
    );
    renderAccount(<CompanyRegistration storefrontUrl={storefrontUrl} />);
    await fillCompany(user);
    await fillPersonal(user);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /VAT number/ })).toHaveAccessibleDescription(
        expect.stringContaining('A company with this VAT number is already registered.'),
      ),
    );
  });
});

describe('CustomerRegistration (account-area.md §2 /register/customer)', () => {
  it('account-area.md §2: a failed company check reads “Onjuiste klantgegevens” in Dutch', async () => {
    const user = userEvent.setup();
    apiServer.use(
      http.get(`${apiBase}/ratchet/register/company/exists`, () => storeApiError(404, 'COMPANY_DOESNT_EXIST')),
    );
    renderAccount(<CustomerRegistration storefrontUrl={storefrontUrl} />, { locale: 'nl-NL' });
    await user.type(screen.getByRole('textbox', { name: /Klantnummer/ }), '999999');
    await user.type(screen.getByRole('textbox', { name: /Btw-nummer/ }), 'BE0403019261');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Onjuiste klantgegevens');
  });

  it('issue 11: the right customer number and VAT number lead on to the personal data and the confirmation', async () => {
    const user = userEvent.setup();
    apiServer.use(
      http.get(`${apiBase}/ratchet/register/company/exists`, () =>
        HttpResponse.json({ exists: true, companyName: 'Huber Maschinenbau GmbH', apiAlias: 'ratchet_company_exists' }),
      ),
      http.post(`${apiBase}/ratchet/register/company/customer`, () =>
        HttpResponse.json({ companyId: 'c', customerId: 'u', mailSent: true, apiAlias: 'ratchet_registration' }),
      ),
    );
    renderAccount(<CustomerRegistration storefrontUrl={storefrontUrl} />);
    await user.type(screen.getByRole('textbox', { name: /Customer number/ }), '100001');
    await user.type(screen.getByRole('textbox', { name: /VAT number/ }), 'ATU13585627');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Company found: Huber Maschinenbau GmbH')).toBeInTheDocument();
    await fillPersonal(user);
    expect(await screen.findByText(/A lead buyer of your company will activate your account/)).toBeInTheDocument();
  });
});

describe('RegistrationConfirm (issue 11 double opt-in link)', () => {
  it('issue 11: confirms the hash once and offers the login', async () => {
    const hashes: string[] = [];
    apiServer.use(
      http.post(`${apiBase}/ratchet/register/confirm`, async ({ request }) => {
        hashes.push(((await request.json()) as { hash: string }).hash);
        return HttpResponse.json({ success: true, username: 'maria', apiAlias: 'ratchet_registration_confirm' });
      }),
    );
    renderAccount(<RegistrationConfirm hash="0123456789abcdef0123" />);
    expect(await screen.findByRole('link', { name: 'Log in now' })).toHaveAttribute('href', '/auth');
    expect(hashes).toEqual(['0123456789abcdef0123']);
  });

  it('account-area.md §8: an invalid link says so', async () => {
    apiServer.use(
      http.post(`${apiBase}/ratchet/register/confirm`, () => storeApiError(400, 'RATCHET__REGISTRATION_HASH_INVALID')),
    );
    renderAccount(<RegistrationConfirm hash="0123456789abcdef0123" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The confirmation link is invalid or has expired.');
  });
});
