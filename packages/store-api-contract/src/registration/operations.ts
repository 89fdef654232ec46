import { defineOperation } from '../operation';
import {
  citySearchQuerySchema,
  citySearchResponseSchema,
  companyCheckSchema,
  companyExistsResponseSchema,
  confirmRegistrationBodySchema,
  confirmRegistrationResponseSchema,
  registerCompanyBodySchema,
  registerCompanyCustomerBodySchema,
  registrationResponseSchema,
} from './schemas';

/**
 * A new company with its first user, the lead buyer (account-area.md §2, §7). Both start inactive; the double
 * opt-in mail's link confirms the e-mail address and activates them. Codes: INVALID_VAT_NUMBER,
 * VAT_NUMBER_ALREADY_EXISTS, DUPLICATE_USERNAME, CLIENT_IS_BLOCKED, CHECKOUT__CUSTOMER_ALREADY_EXISTING_DATA_FOUND
 * (the existing company number is already registered), UNKNOWN. Rate-limited like login (429).
 */
export const registerCompany = defineOperation('registerCompany post /ratchet/register/company', {
  body: registerCompanyBodySchema,
  response: registrationResponseSchema,
  access: 'anonymous',
});

/**
 * The company check of a new user (account-area.md §2): customer number and VAT number must name the same
 * company. 404 COMPANY_DOESNT_EXIST ('incorrect customer data'), 400 INVALID_VAT_NUMBER, 403 CLIENT_IS_BLOCKED.
 * Rate-limited like login.
 */
export const checkCompanyExists = defineOperation('checkCompanyExists get /ratchet/register/company/exists', {
  query: companyCheckSchema,
  response: companyExistsResponseSchema,
  access: 'anonymous',
});

/**
 * A new user of an existing company (account-area.md §2, §7: returns customerId). The company check runs again;
 * the user stays inactive until a lead buyer activates them, and the company's active lead buyers get a mail.
 * Codes as the check, plus DUPLICATE_USERNAME.
 */
export const registerCompanyCustomer = defineOperation(
  'registerCompanyCustomer post /ratchet/register/company/customer',
  {
    body: registerCompanyCustomerBodySchema,
    response: registrationResponseSchema,
    access: 'anonymous',
  },
);

/** The double opt-in link (`/register/confirm?hash=…`): activates the company and its lead buyer. */
export const confirmRegistration = defineOperation('confirmRegistration post /ratchet/register/confirm', {
  body: confirmRegistrationBodySchema,
  response: confirmRegistrationResponseSchema,
  access: 'anonymous',
});

/** Cities by postal code prefix for Austria and Belgium (account-area.md §7; the city-search flag). */
export const searchCities = defineOperation('searchCities get /ratchet/register/cities/search', {
  query: citySearchQuerySchema,
  response: citySearchResponseSchema,
  access: 'anonymous',
});

/** The registration operations, keyed by operation key. */
export const registrationOperations = {
  [registerCompany.key]: registerCompany,
  [checkCompanyExists.key]: checkCompanyExists,
  [registerCompanyCustomer.key]: registerCompanyCustomer,
  [confirmRegistration.key]: confirmRegistration,
  [searchCities.key]: searchCities,
} as const;
