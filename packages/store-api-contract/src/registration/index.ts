export {
  checkedVatNumberSchema,
  citySchema,
  citySearchQuerySchema,
  citySearchResponseSchema,
  companyCheckSchema,
  companyExistsResponseSchema,
  confirmRegistrationBodySchema,
  confirmRegistrationResponseSchema,
  registerCompanyBodySchema,
  registerCompanyCustomerBodySchema,
  registrationCompanySchema,
  registrationPersonalSchema,
  registrationResponseSchema,
  vatNumberSchema,
} from './schemas';
export type {
  City,
  CitySearchQuery,
  CitySearchResponse,
  CompanyCheck,
  CompanyExistsResponse,
  ConfirmRegistrationBody,
  RegisterCompanyBody,
  RegisterCompanyCustomerBody,
  RegistrationCompany,
  RegistrationPersonal,
  RegistrationResponse,
} from './schemas';
export {
  checkCompanyExists,
  confirmRegistration,
  registerCompany,
  registerCompanyCustomer,
  registrationOperations,
  searchCities,
} from './operations';
export { checkVatNumber, isValidVatNumber } from './vat';
export type { VatNumberCheck } from './vat';
