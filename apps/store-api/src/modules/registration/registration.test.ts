import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyExistsResponseSchema,
  errorCodes,
  registrationResponseSchema,
  roleCodes,
  type RegisterCompanyBody,
} from '@ratchet/store-api-contract';
import { demoIds } from '../../seed/demoCustomers';
import { startTestServer, testDatabases, type TestServer } from '../../testing/testServer';

type ErrorBody = { errors: Array<{ code: string; source?: { pointer?: string } }> };
const firstError = (json: unknown) => (json as ErrorBody).errors[0];
const problem = (response: { status: number; json: unknown }) => [
  response.status,
  firstError(response.json)?.code,
  firstError(response.json)?.source?.pointer,
];

const storefrontUrl = 'http://127.0.0.1:3000/nl-be';

/** A complete new-company registration; `username` and `vatNumber` vary per test. */
function companyBody(username: string, vatNumber: string, changes: Partial<RegisterCompanyBody['company']> = {}) {
  return {
    company: {
      name: `Werkhuis ${username}`,
      vatNumber,
      phone: '+32 9 111 22 33',
      country: 'BE',
      street: 'Dok Noord',
      houseNumber: '4',
      box: 'bus 2',
      zipcode: '9000',
      city: 'Gent',
      isNew: true,
      emailForInvoice: 'facturen@werkhuis.invalid',
      branch: 'IMH_ANT',
      industry: 'Metaalbewerking',
      ...changes,
    },
    personal: {
      salutation: 'female',
      firstName: 'Fien',
      lastName: 'Claes',
      email: `${username}@werkhuis.invalid`,
      username,
      password: 'geheim-wachtwoord',
      passwordConfirm: 'geheim-wachtwoord',
      mobile: '+32 470 12 34 56',
      fax: '+32 9 111 22 34',
      customerFunction: 'Aankoper',
      language: 'nl-NL',
    },
    privacyAccepted: true,
    storefrontUrl,
  };
}

/** Valid Belgian VAT numbers with the right check digit (97 − first eight digits mod 97). */
function belgianVat(seed: number): string {
  const base = 4_000_000 + seed;
  return `BE0${String(base).padStart(7, '0')}${String(97 - (base % 97)).padStart(2, '0')}`;
}

describe.each(testDatabases)('registration (issue 11; account-area.md §2, §3, §7, §8) on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, seed: { products: 0, demo: true } });
  });
  afterAll(() => server?.close());

  const register = (body: unknown) => server.post('/ratchet/register/company', body, { token: null });
  const mailTo = async (recipient: string, kind: string) =>
    (
      await server.db.query<{ body_text: string; subject: string }>(
        'SELECT body_text, subject FROM mail_outbox WHERE recipient = $1 AND kind = $2 ORDER BY created_at DESC',
        [recipient, kind],
      )
    ).rows[0];

  describe('new company (§2 Become a customer: company data, personal data, confirmation)', () => {
    it('§2: registers inactive, mails a double opt-in link that activates the company; the user then logs in', async () => {
      const response = await register(companyBody('fien.claes', belgianVat(1)));
      expect(response.status).toBe(200);
      const answer = registrationResponseSchema.parse(response.json);
      expect(answer.mailSent).toBe(true);

      const before = await server.post(
        '/account/login',
        { username: 'fien.claes', password: 'geheim-wachtwoord' },
        {
          token: null,
        },
      );
      expect(problem(before)[1]).toBe(errorCodes.companyInactive);

      const mail = await mailTo('fien.claes@werkhuis.invalid', 'registration-confirm');
      expect(mail?.subject).toBe('Bevestig uw registratie');
      const link = /https?:\/\/\S+/.exec(mail?.body_text ?? '')?.[0] ?? '';
      expect(link.startsWith(`${storefrontUrl}/register/confirm?hash=`)).toBe(true);
      const hash = new URL(link).searchParams.get('hash');

      const confirmed = await server.post<{ username: string }>('/ratchet/register/confirm', { hash }, { token: null });
      expect(confirmed.status).toBe(200);
      expect(confirmed.json.username).toBe('fien.claes');
      const again = await server.post('/ratchet/register/confirm', { hash }, { token: null });
      expect(problem(again)[1]).toBe(errorCodes.registrationHashInvalid);

      const token = await server.login('fien.claes', 'geheim-wachtwoord');
      const roles = await server.get<{ roles: Array<{ code: string; enabled: boolean }> }>(
        `/ratchet/account/${answer.customerId}/role`,
        { token },
      );
      expect(roles.json.roles.filter((role) => role.enabled)).toHaveLength(roleCodes.length);
      const book = await server.get<{ addresses: Array<{ isDefault: boolean; street: string; box: string | null }> }>(
        `/ratchet/companies/${answer.companyId}/address`,
        { token },
      );
      expect(book.json.addresses).toEqual([
        expect.objectContaining({ isDefault: true, street: 'Dok Noord', box: 'bus 2' }),
      ]);
    });

    it('§3: stores the feature-flagged fields (mobile, fax, invoice e-mail, branch industry, function, is-new, company number)', async () => {
      await register(companyBody('flags.user', belgianVat(2), { existingCompanyNumber: '654321', isNew: false }));
      const { rows } = await server.db.query<Record<string, unknown>>(
        `SELECT co.company_number, co.existing_company_number, co.is_new, co.email_for_invoice, co.branch, co.industry,
                co.vat_number, cu.mobile, cu.fax, cu.customer_function, cu.locale_code, cu.salutation, cu.lead_buyer
           FROM customer cu JOIN company co ON co.id = cu.company_id WHERE cu.username = 'flags.user'`,
      );
      expect(rows[0]).toEqual({
        company_number: '654321',
        existing_company_number: '654321',
        is_new: false,
        email_for_invoice: 'facturen@werkhuis.invalid',
        branch: 'IMH_ANT',
        industry: 'Metaalbewerking',
        vat_number: belgianVat(2),
        mobile: '+32 470 12 34 56',
        fax: '+32 9 111 22 34',
        customer_function: 'Aankoper',
        locale_code: 'nl-NL',
        salutation: 'female',
        lead_buyer: true,
      });
    });

    it.each([
      [
        'INVALID_VAT_NUMBER for a wrong check digit',
        companyBody('vat.a', 'BE0123456789'),
        [400, errorCodes.invalidVatNumber, '/company/vatNumber'],
      ],
      [
        'INVALID_VAT_NUMBER for a number without country',
        companyBody('vat.b', '0123456749'),
        [400, errorCodes.invalidVatNumber, '/company/vatNumber'],
      ],
      [
        'VAT_NUMBER_ALREADY_EXISTS (the demo company’s, typed with blanks)',
        companyBody('vat.c', 'ATU 135 856 27'),
        [400, errorCodes.vatNumberExists, '/company/vatNumber'],
      ],
      [
        'DUPLICATE_USERNAME (any case)',
        companyBody('Lead.Buyer', belgianVat(3)),
        [400, errorCodes.duplicateUsername, '/personal/username'],
      ],
      [
        'CHECKOUT__CUSTOMER_ALREADY_EXISTING_DATA_FOUND for a customer number already online',
        companyBody('num.a', belgianVat(4), { existingCompanyNumber: '100200' }),
        [400, errorCodes.alreadyExistingData, '/company/existingCompanyNumber'],
      ],
      [
        'CLIENT_IS_BLOCKED for a blocked customer number',
        companyBody('num.b', belgianVat(5), { existingCompanyNumber: '500600' }),
        [403, errorCodes.clientIsBlocked, '/company/existingCompanyNumber'],
      ],
      [
        'a 5-digit existing company number (§5: 6 digits)',
        companyBody('num.c', belgianVat(6), { existingCompanyNumber: '12345' }),
        [400, errorCodes.validation, '/company/existingCompanyNumber'],
      ],
      [
        'privacy not accepted (§5 required checkbox)',
        { ...companyBody('priv.a', belgianVat(7)), privacyAccepted: false },
        [400, errorCodes.validation, '/privacyAccepted'],
      ],
      [
        'a storefront URL of another site',
        { ...companyBody('url.a', belgianVat(8)), storefrontUrl: 'https://evil.invalid/' },
        [400, errorCodes.validation, '/storefrontUrl'],
      ],
    ])('§8: %s', async (_title, body, expected) => {
      expect(problem(await register(body))).toEqual(expected);
    });

    it('§8 UNKNOWN: an unexpected failure answers the spec’s UNKNOWN, not a framework error', async () => {
      await server.db.query('ALTER TABLE registration_confirmation RENAME TO registration_confirmation_away');
      try {
        const response = await register(companyBody('unknown.a', belgianVat(9)));
        expect([response.status, firstError(response.json)?.code]).toEqual([500, errorCodes.registrationUnknown]);
      } finally {
        await server.db.query('ALTER TABLE registration_confirmation_away RENAME TO registration_confirmation');
      }
      // Nothing of the failed registration stayed behind.
      const { rows } = await server.db.query("SELECT 1 FROM customer WHERE username = 'unknown.a'");
      expect(rows).toEqual([]);
    });

    it('rate-limited like login (Shopware time back-off): the 11th attempt within 10 s answers 429', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt++) {
        statuses.push((await register(companyBody('rate.limited', 'BE0123456789'))).status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 400));
      expect(statuses[10]).toBe(429);
    });
  });

  describe('new user of an existing company (§2: company check by customer number and VAT number)', () => {
    const check = (customerNumber: string, vatNumber: string) =>
      server.get(`/ratchet/register/company/exists?${new URLSearchParams({ customerNumber, vatNumber }).toString()}`, {
        token: null,
      });

    it.each([
      [
        'a wrong customer number',
        '100201',
        'ATU13585627',
        [404, errorCodes.companyDoesntExist, '/query/customerNumber'],
      ],
      [
        'another company’s VAT number',
        '100200',
        'BE0123456749',
        [404, errorCodes.companyDoesntExist, '/query/customerNumber'],
      ],
      [
        'a VAT number with a wrong check digit',
        '100200',
        'ATU13585626',
        [400, errorCodes.invalidVatNumber, '/query/vatNumber'],
      ],
      ['a blocked company', '500600', 'BE0987654394', [403, errorCodes.clientIsBlocked, '/query/customerNumber']],
    ])('§2/§8: %s is refused', async (_title, customerNumber, vatNumber, expected) => {
      expect(problem(await check(customerNumber, vatNumber))).toEqual(expected);
    });

    it('§2: the right pair names the company', async () => {
      const response = await check('100200', 'atu 13585627');
      expect(response.status).toBe(200);
      expect(companyExistsResponseSchema.parse(response.json).companyName).toBe('Huber Maschinenbau GmbH');
    });

    it('§2: registers the user inactive until a lead buyer activates them; the lead buyers get a mail', async () => {
      const personal = {
        ...companyBody('neu.kollege', '').personal,
        email: 'neu.kollege@huber.demo.invalid',
        language: 'de-DE',
      };
      const wrong = await server.post(
        '/ratchet/register/company/customer',
        {
          company: { customerNumber: '100299', vatNumber: 'ATU13585627' },
          personal,
          privacyAccepted: true,
          storefrontUrl,
        },
        { token: null },
      );
      expect(problem(wrong)).toEqual([404, errorCodes.companyDoesntExist, '/company/customerNumber']);

      const response = await server.post(
        '/ratchet/register/company/customer',
        {
          company: { customerNumber: '100200', vatNumber: 'ATU13585627' },
          personal,
          privacyAccepted: true,
          storefrontUrl,
        },
        { token: null },
      );
      expect(response.status).toBe(200);
      const answer = registrationResponseSchema.parse(response.json);
      expect(answer).toMatchObject({ companyId: demoIds.company, mailSent: true });

      const notYet = await server.post(
        '/account/login',
        { username: 'neu.kollege', password: 'geheim-wachtwoord' },
        {
          token: null,
        },
      );
      expect(problem(notYet)[1]).toBe(errorCodes.customerInactive);
      const mail = await mailTo('lead.buyer@demo.ratchet.invalid', 'registration-awaiting-activation');
      expect(mail?.body_text).toContain(`${storefrontUrl}/account/customer/details/${answer.customerId}`);

      const leadBuyer = await server.contextFor('lead.buyer');
      const listed = await server.get<{ active: boolean; awaitingActivation: boolean }>(
        `/ratchet/companies/customers/${answer.customerId}`,
        { token: leadBuyer },
      );
      expect(listed.json).toMatchObject({ active: false, awaitingActivation: true });
      const activated = await server.request<{ active: boolean; awaitingActivation: boolean }>(
        'PATCH',
        `/ratchet/companies/customers/${answer.customerId}`,
        { token: leadBuyer, body: { active: true } },
      );
      expect(activated.json).toMatchObject({ active: true, awaitingActivation: false });
      expect(await server.login('neu.kollege', 'geheim-wachtwoord')).toEqual(expect.any(String));
    });
  });

  describe('city search by postal code (issue 11: Austria and Belgium)', () => {
    const cities = async (country: string, zipcode: string) =>
      (
        await server.get<{ cities: Array<{ zipcode: string; city: string }> }>(
          `/ratchet/register/cities/search?country=${country}&zipcode=${zipcode}`,
          { token: null },
        )
      ).json.cities;

    it('finds places by the typed digits, in both languages of Brussels, none before two digits', async () => {
      expect(await cities('AT', '402')).toEqual([expect.objectContaining({ zipcode: '4020', city: 'Linz' })]);
      expect((await cities('BE', '1000')).map((city) => city.city)).toEqual(['Brussel', 'Bruxelles']);
      expect((await cities('AT', '10')).length).toBeGreaterThan(5);
      expect(await cities('AT', '4')).toEqual([]);
      const invalid = await server.get('/ratchet/register/cities/search?country=DE&zipcode=10115', { token: null });
      expect(invalid.status).toBe(400);
    });
  });
});
