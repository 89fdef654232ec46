import { describe, expect, it } from 'vitest';
import { checkedVatNumberSchema, registerCompanyBodySchema } from './schemas';

const body = {
  company: {
    name: 'Werkhuis BV',
    vatNumber: 'BE0123456749',
    phone: '+32 9 111',
    country: 'BE',
    street: 'Dok',
    houseNumber: '4',
    zipcode: '9000',
    city: 'Gent',
  },
  personal: {
    salutation: 'female',
    firstName: 'Fien',
    lastName: 'Claes',
    email: 'fien@werkhuis.invalid',
    username: 'fien.claes',
    password: 'geheim-wachtwoord',
    passwordConfirm: 'geheim-wachtwoord',
  },
  privacyAccepted: true,
  storefrontUrl: 'http://127.0.0.1:3000/nl-be',
};

const pointerOf = (value: unknown) => {
  const result = registerCompanyBodySchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.path.join('/') ?? '');
};

describe('registration body (account-area.md §3 Registration fields, §5 validation)', () => {
  it('§3: the required fields alone are enough (flagged fields are optional)', () => {
    expect(pointerOf(body)).toBeNull();
  });

  it.each([
    [
      '§5 existing company number has 6 digits',
      { company: { ...body.company, existingCompanyNumber: '12345' } },
      'company/existingCompanyNumber',
    ],
    [
      '§5 password confirmation mismatch',
      { personal: { ...body.personal, passwordConfirm: 'other' } },
      'personal/passwordConfirm',
    ],
    ['§5 invalid e-mail', { personal: { ...body.personal, email: 'no' } }, 'personal/email'],
    ['§5 privacy must be ticked', { privacyAccepted: false }, 'privacyAccepted'],
    ['§5 required field', { company: { ...body.company, city: '' } }, 'company/city'],
    ['§3 country is Austria or Belgium', { company: { ...body.company, country: 'NL' } }, 'company/country'],
    ['§3 prefix female or male', { personal: { ...body.personal, salutation: 'x' } }, 'personal/salutation'],
  ])('%s', (_title, change, pointer) => {
    expect(pointerOf({ ...body, ...change })).toBe(pointer);
  });

  it('§5 "VAT must be a valid number": the form-side schema checks the check digit', () => {
    expect(checkedVatNumberSchema.safeParse('BE0123456749').success).toBe(true);
    expect(checkedVatNumberSchema.safeParse('BE0123456789').success).toBe(false);
  });
});
