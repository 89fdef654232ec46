import { customerRolesResponseSchema } from '../account/schemas';
import { defineOperation } from '../operation';
import { screenAccess } from '../screenAccess';
import {
  companyAddressBodySchema,
  companyAddressListResponseSchema,
  companyAddressPathSchema,
  companyAddressSchema,
  companyCustomerListBodySchema,
  companyCustomerListResponseSchema,
  companyCustomerPathSchema,
  companyCustomerSchema,
  companyPathSchema,
  companySchema,
  createCompanyCustomerBodySchema,
  customerRolesWritePathSchema,
  deleteCompanyAddressQuerySchema,
  deleteCompanyCustomersBodySchema,
  deleteCompanyCustomersResponseSchema,
  updateCompanyCustomerBodySchema,
  updateCustomerRolesBodySchema,
} from './schemas';

// Users and rights (account-area.md §7): the users screen's right, ROLE_MANAGE_CONTACTS, from the route table.

/** The company's users: page, term, limit, filter, sort; customers and a pager (default page size 20). */
export const listCompanyCustomers = defineOperation('listCompanyCustomers post /ratchet/companies/customers', {
  body: companyCustomerListBodySchema,
  response: companyCustomerListResponseSchema,
  access: screenAccess('users'),
});

/** One user of the company (another company's id: 404 CHECKOUT__CUSTOMER_NOT_FOUND). */
export const readCompanyCustomer = defineOperation('readCompanyCustomer get /ratchet/companies/customers/{id}', {
  pathParams: companyCustomerPathSchema,
  response: companyCustomerSchema,
  access: screenAccess('users'),
});

/**
 * A new user (VIOLATION::USERNAME_EXISTS when the username is taken, VIOLATION::INVALID_ROLE for an unknown
 * code); a welcome mail carries a link to set the password.
 */
export const createCompanyCustomer = defineOperation('createCompanyCustomer post /ratchet/companies/customers/create', {
  body: createCompanyCustomerBodySchema,
  response: companyCustomerSchema,
  access: screenAccess('users'),
});

/**
 * Edit names, username (VIOLATION::CUSTOMER_USERNAME_NOT_UNIQUE), e-mail, status and lead buyer. A deactivated
 * user's sessions end; nobody deactivates themselves; the company keeps at least one active lead buyer.
 */
export const updateCompanyCustomer = defineOperation('updateCompanyCustomer patch /ratchet/companies/customers/{id}', {
  pathParams: companyCustomerPathSchema,
  body: updateCompanyCustomerBodySchema,
  response: companyCustomerSchema,
  access: screenAccess('users'),
});

/** Delete one or several users (not oneself, not the last active lead buyer); all or nothing. */
export const deleteCompanyCustomers = defineOperation('deleteCompanyCustomers delete /ratchet/companies/customers', {
  body: deleteCompanyCustomersBodySchema,
  response: deleteCompanyCustomersResponseSchema,
  access: screenAccess('users'),
});

/**
 * Save a user's rights (account-area.md §6, §7 PUT …/account/{id}/role); answers all 24 codes as the read does.
 * Nobody removes their own ROLE_MANAGE_CONTACTS. Takes effect on the user's next request.
 */
export const updateCustomerRoles = defineOperation('updateCustomerRoles put /ratchet/account/{id}/role', {
  pathParams: customerRolesWritePathSchema,
  body: updateCustomerRolesBodySchema,
  response: customerRolesResponseSchema,
  access: screenAccess('rights'),
});

// Addresses (account-area.md §7: companyId and addressId in the path): the address book's right.

/** The address book, default first, then by name. */
export const listCompanyAddresses = defineOperation('listCompanyAddresses get /ratchet/companies/{companyId}/address', {
  pathParams: companyPathSchema,
  response: companyAddressListResponseSchema,
  access: screenAccess('addresses'),
});

/** A new address (the first one, or `isDefault: true`, becomes the default). */
export const createCompanyAddress = defineOperation(
  'createCompanyAddress post /ratchet/companies/{companyId}/address',
  {
    pathParams: companyPathSchema,
    body: companyAddressBodySchema,
    response: companyAddressSchema,
    access: screenAccess('addresses'),
  },
);

/** Edit an address (`isDefault: true` makes it the default; false on the default is refused). */
export const updateCompanyAddress = defineOperation(
  'updateCompanyAddress put /ratchet/companies/{companyId}/address/{addressId}',
  {
    pathParams: companyAddressPathSchema,
    body: companyAddressBodySchema,
    response: companyAddressSchema,
    access: screenAccess('addresses'),
  },
);

/** Make an address the default (exactly one per company, also under concurrent calls). */
export const setDefaultCompanyAddress = defineOperation(
  'setDefaultCompanyAddress post /ratchet/companies/{companyId}/address/{addressId}/default',
  {
    pathParams: companyAddressPathSchema,
    response: companyAddressListResponseSchema,
    access: screenAccess('addresses'),
  },
);

/**
 * Delete an address; the default only with `newDefaultAddressId` naming another address
 * (400 RATCHET__DEFAULT_ADDRESS_REQUIRED otherwise). Answers the remaining book.
 */
export const deleteCompanyAddress = defineOperation(
  'deleteCompanyAddress delete /ratchet/companies/{companyId}/address/{addressId}',
  {
    pathParams: companyAddressPathSchema,
    query: deleteCompanyAddressQuerySchema,
    response: companyAddressListResponseSchema,
    access: screenAccess('addresses'),
  },
);

/** The caller's company for the dashboard (number, name, VAT, billing and default address); any logged-in user. */
export const readCompany = defineOperation('readCompany get /ratchet/companies/{companyId}', {
  pathParams: companyPathSchema,
  response: companySchema,
  access: screenAccess('dashboard'),
});

/** The company operations, keyed by operation key. */
export const companyOperations = {
  [listCompanyCustomers.key]: listCompanyCustomers,
  [readCompanyCustomer.key]: readCompanyCustomer,
  [createCompanyCustomer.key]: createCompanyCustomer,
  [updateCompanyCustomer.key]: updateCompanyCustomer,
  [deleteCompanyCustomers.key]: deleteCompanyCustomers,
  [updateCustomerRoles.key]: updateCustomerRoles,
  [listCompanyAddresses.key]: listCompanyAddresses,
  [createCompanyAddress.key]: createCompanyAddress,
  [updateCompanyAddress.key]: updateCompanyAddress,
  [setDefaultCompanyAddress.key]: setDefaultCompanyAddress,
  [deleteCompanyAddress.key]: deleteCompanyAddress,
  [readCompany.key]: readCompany,
} as const;

/** Which account screen each company operation belongs to (the route table's roles are its access). */
export const companyOperationScreens = {
  [listCompanyCustomers.key]: 'users',
  [readCompanyCustomer.key]: 'users',
  [createCompanyCustomer.key]: 'users',
  [updateCompanyCustomer.key]: 'users',
  [deleteCompanyCustomers.key]: 'users',
  [updateCustomerRoles.key]: 'rights',
  [listCompanyAddresses.key]: 'addresses',
  [createCompanyAddress.key]: 'addresses',
  [updateCompanyAddress.key]: 'addresses',
  [setDefaultCompanyAddress.key]: 'addresses',
  [deleteCompanyAddress.key]: 'addresses',
  [readCompany.key]: 'dashboard',
} as const;
