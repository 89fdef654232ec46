/**
 * Registration and company data rules (account-area.md §2 Registration, §3 Registration fields, §5, §9): the
 * countries a company registers in, the 6-digit existing company number, salutations, languages, branch codes
 * and field lengths. Pure module: the contract's schemas, the registration forms and the server read it.
 */

/** Countries a company registers and keeps addresses in: the shop's two sites (Austria, Belgium). */
export const companyCountries = ['AT', 'BE'] as const;
/** A company or address country. */
export type CompanyCountry = (typeof companyCountries)[number];

/** Countries whose postal codes the city search knows (issue 11: Austria and Belgium; 4 digits each). */
export const citySearchCountries = companyCountries;
/** A postal code of the city search: 4 digits in Austria and Belgium. */
export const postalCodePattern = /^\d{4}$/;
/** Fewest digits of a postal code before the city search answers (prefix search). */
export const citySearchMinDigits = 2;
/** Most cities one search answers. */
export const citySearchMaxResults = 20;

/** The existing company number: exactly 6 digits (account-area.md §5, §9). */
export const existingCompanyNumberPattern = /^\d{6}$/;
/** True when `value` is a valid existing company number (6 digits). */
export function isExistingCompanyNumber(value: string): boolean {
  return existingCompanyNumberPattern.test(value);
}

/** The prefix field (account-area.md §3: female or male). */
export const salutations = ['female', 'male'] as const;
export type Salutation = (typeof salutations)[number];

/** Languages a registering user may choose (account-area.md §9 supported locales). */
export const registrationLanguages = ['de-DE', 'nl-NL', 'fr-FR', 'en-GB'] as const;
export type RegistrationLanguage = (typeof registrationLanguages)[number];

/** The supplier's branch codes (account-area.md §3 Other enumerations): the company's preferred branch. */
export const branchCodes = ['IMH_ANT', 'IMH_HAS', 'IMI_IZE', 'IML_LIE', 'IML_WAL', 'IMM_MEL', 'VDB_IND'] as const;
export type BranchCode = (typeof branchCodes)[number];

/** Field lengths of the registration, profile, user and address forms (bounds the spec leaves open). */
export const accountFieldLimits = {
  name: 100,
  companyName: 150,
  street: 150,
  houseNumber: 20,
  box: 20,
  zipcode: 10,
  city: 100,
  additional: 150,
  phone: 30,
  email: 254,
  username: 100,
  usernameMin: 3,
  customerFunction: 100,
  industry: 100,
} as const;

/** Usernames: letters, digits and `.`, `_`, `-`, `@` (e-mail addresses may serve as usernames). */
export const usernamePattern = /^[A-Za-z0-9._@-]+$/;

/** A VAT number as users type it (blanks, dots and dashes), reduced to the compact form jsvat checks: `ATU 135 856 27` → `ATU13585627`. */
export function compactVatNumber(value: string): string {
  return value.replace(/[\s.\-/]/g, '').toUpperCase();
}

/** How long a double opt-in link of a company registration stays valid (hours). */
export const registrationConfirmValidityHours = 72;
