/**
 * Registration (account-area.md §2 Registration, §3 Registration fields, §7 Registration, §8 registration codes):
 * a new company in two steps (company data, personal data), a new user of an existing company (company check,
 * then personal data), the double opt-in confirmation and the city search by postal code.
 *
 * Field groups follow the steps, so a problem's `source.pointer` names its step and field (`/company/vatNumber`,
 * `/personal/username`). Fields behind a feature flag (mobile, fax, existing company number, invoice e-mail,
 * branch industry, customer function, is-new) are optional: the form shows them when the flag is on.
 */
import { z } from 'zod';
import { passwordMinLength } from '../rules/password';
import {
  accountFieldLimits as limits,
  branchCodes,
  citySearchCountries,
  companyCountries,
  existingCompanyNumberPattern,
  registrationLanguages,
  salutations,
  usernamePattern,
} from '../rules/registration';
import { isValidVatNumber } from './vat';

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();

/** A VAT number (format and check digit per EU country, jsvat); the server answers INVALID_VAT_NUMBER itself. */
export const vatNumberSchema = z.string().trim().min(4).max(20);
/** The same, checked on the client before sending (the form's INVALID_VAT_NUMBER at the field). */
export const checkedVatNumberSchema = vatNumberSchema.refine(isValidVatNumber, { message: 'INVALID_VAT_NUMBER' });

/** Step one of a new company: company data and its (billing) address (account-area.md §3). */
export const registrationCompanySchema = z.object({
  name: text(limits.companyName),
  vatNumber: vatNumberSchema,
  /** isNew flag: the company is new to the supplier (no existing company number). */
  isNew: z.boolean().optional(),
  /** Existing company number flag: 6 digits (account-area.md §5, §9), for companies already buying offline. */
  existingCompanyNumber: z.string().trim().regex(existingCompanyNumberPattern).optional(),
  /** Invoice e-mail flag. */
  emailForInvoice: z.email().max(limits.email).optional(),
  /** Branch industry flag: the preferred branch and the company's industry. */
  branch: z.enum(branchCodes).optional(),
  industry: optionalText(limits.industry),
  phone: text(limits.phone),
  country: z.enum(companyCountries),
  street: text(limits.street),
  houseNumber: text(limits.houseNumber),
  box: optionalText(limits.box),
  zipcode: text(limits.zipcode),
  city: text(limits.city),
  additional: optionalText(limits.additional),
});
export type RegistrationCompany = z.infer<typeof registrationCompanySchema>;

/** Personal data of the registering user (account-area.md §3; username and password for the login). */
export const registrationPersonalSchema = z
  .object({
    salutation: z.enum(salutations),
    firstName: text(limits.name),
    lastName: text(limits.name),
    email: z.email().max(limits.email),
    username: z.string().trim().min(limits.usernameMin).max(limits.username).regex(usernamePattern),
    password: z.string().min(passwordMinLength).max(1024),
    passwordConfirm: z.string().max(1024),
    phone: optionalText(limits.phone),
    /** Mobile flag. */
    mobile: optionalText(limits.phone),
    /** Fax flag. */
    fax: optionalText(limits.phone),
    /** Customer function flag: the user's job in the company. */
    customerFunction: optionalText(limits.customerFunction),
    /** Language of the user's mails (default: the registering domain's). */
    language: z.enum(registrationLanguages).optional(),
  })
  .refine((personal) => personal.password === personal.passwordConfirm, {
    message: 'password confirmation does not match',
    path: ['passwordConfirm'],
  });
export type RegistrationPersonal = z.infer<typeof registrationPersonalSchema>;

/** Privacy acceptance is required (account-area.md §3, §5 "a required checkbox must be ticked"). */
const privacySchema = z.literal(true, { message: 'privacy must be accepted' });

/** The storefront URL the mail links point to (must be a domain of the sales channel, like recovery). */
const storefrontUrlSchema = z.url({ protocol: /^https?$/ });

/** POST /ratchet/register/company: a new company with its first user (the lead buyer). */
export const registerCompanyBodySchema = z.object({
  company: registrationCompanySchema,
  personal: registrationPersonalSchema,
  privacyAccepted: privacySchema,
  storefrontUrl: storefrontUrlSchema,
});
export type RegisterCompanyBody = z.infer<typeof registerCompanyBodySchema>;

/** Answer of a registration: the new records; the company (or user) stays inactive until confirmed/activated. */
export const registrationResponseSchema = z.object({
  companyId: z.string(),
  customerId: z.string(),
  /** True: a mail was written (double opt-in for a company, the lead buyers' notice for a user). */
  mailSent: z.boolean(),
  apiAlias: z.literal('ratchet_registration'),
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/** The company check of a new user (account-area.md §2: customer number and VAT number). */
export const companyCheckSchema = z.object({
  customerNumber: z.string().trim().min(1).max(20),
  vatNumber: vatNumberSchema,
});
export type CompanyCheck = z.infer<typeof companyCheckSchema>;

/** Answer of the company check: the company's name to show in the confirm step. */
export const companyExistsResponseSchema = z.object({
  exists: z.literal(true),
  companyName: z.string(),
  apiAlias: z.literal('ratchet_company_exists'),
});
export type CompanyExistsResponse = z.infer<typeof companyExistsResponseSchema>;

/** POST /ratchet/register/company/customer: a new user of an existing company. */
export const registerCompanyCustomerBodySchema = z.object({
  company: companyCheckSchema,
  personal: registrationPersonalSchema,
  privacyAccepted: privacySchema,
  storefrontUrl: storefrontUrlSchema,
});
export type RegisterCompanyCustomerBody = z.infer<typeof registerCompanyCustomerBodySchema>;

/** The double opt-in link's hash. */
export const confirmRegistrationBodySchema = z.object({ hash: z.string().min(16).max(200) });
export type ConfirmRegistrationBody = z.infer<typeof confirmRegistrationBodySchema>;

/** Answer of the confirmation: the username to prefill the login with. */
export const confirmRegistrationResponseSchema = z.object({
  success: z.literal(true),
  username: z.string(),
  apiAlias: z.literal('ratchet_registration_confirm'),
});

/** City search query (GET /ratchet/register/cities/search): country and the postal code typed so far. */
export const citySearchQuerySchema = z.object({
  country: z.enum(citySearchCountries),
  zipcode: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/),
});
export type CitySearchQuery = z.infer<typeof citySearchQuerySchema>;

/** One city of a postal code. */
export const citySchema = z.object({
  zipcode: z.string(),
  city: z.string(),
  country: z.enum(citySearchCountries),
  apiAlias: z.literal('ratchet_city'),
});
export type City = z.infer<typeof citySchema>;

/** Cities whose postal code starts with the typed digits, by postal code then name. */
export const citySearchResponseSchema = z.object({ cities: z.array(citySchema) });
export type CitySearchResponse = z.infer<typeof citySearchResponseSchema>;
