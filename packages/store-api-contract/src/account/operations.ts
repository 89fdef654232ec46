import { defineOperation } from '../operation';
import {
  contextTokenResponseSchema,
  customerRolesPathSchema,
  customerRolesResponseSchema,
  customerSchema,
  loginBodySchema,
  readCustomerBodySchema,
  recoveryPasswordBodySchema,
  sendRecoveryMailBodySchema,
  successResponseSchema,
} from './schemas';

/** Login by username and password; the context token is replaced (storefront.md §7). */
export const loginCustomer = defineOperation('loginCustomer post /account/login', {
  body: loginBodySchema,
  response: contextTokenResponseSchema,
  access: 'anonymous',
});

/** Logout: the context gets a new token without a customer. */
export const logoutCustomer = defineOperation('logoutCustomer post /account/logout', {
  response: contextTokenResponseSchema,
  access: 'customer',
});

/** The logged-in customer with company, addresses, flow budget and extension fields. */
export const readCustomer = defineOperation('readCustomer post /account/customer', {
  body: readCustomerBodySchema,
  response: customerSchema,
  access: 'customer',
});

/** Rights of a customer: one's own, or those of one's company with ROLE_MANAGE_CONTACTS. */
export const readCustomerRoles = defineOperation('readCustomerRoles get /ratchet/account/{id}/role', {
  pathParams: customerRolesPathSchema,
  response: customerRolesResponseSchema,
  access: 'customer',
});

/** Forgot password: writes a recovery mail; answers success whether or not the username exists. */
export const sendRecoveryMail = defineOperation('sendRecoveryMail post /account/recovery-password', {
  body: sendRecoveryMailBodySchema,
  response: successResponseSchema,
  access: 'anonymous',
});

/** Sets a new password with a recovery hash. */
export const recoveryPassword = defineOperation('recoveryPassword post /account/recovery-password-confirm', {
  body: recoveryPasswordBodySchema,
  response: successResponseSchema,
  access: 'anonymous',
});

/** The account operations, keyed by operation key. */
export const accountOperations = {
  [loginCustomer.key]: loginCustomer,
  [logoutCustomer.key]: logoutCustomer,
  [readCustomer.key]: readCustomer,
  [readCustomerRoles.key]: readCustomerRoles,
  [sendRecoveryMail.key]: sendRecoveryMail,
  [recoveryPassword.key]: recoveryPassword,
} as const;
