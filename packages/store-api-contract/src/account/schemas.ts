import { z } from 'zod';
import { passwordMinLength } from '../rules/password';
import { roleCodes } from '../rules/roles';

export { passwordMinLength };
// The form bodies live in credentials.ts (no rule every page runs depends on it, so the browser loads these schemas
// and zod only on the form pages); they are part of this area's schemas all the same.
export {
  loginBodySchema,
  newPasswordSchema,
  recoveryHashSchema,
  recoveryPasswordBodySchema,
  type LoginBody,
  type RecoveryPasswordBody,
} from './credentials';

/** Login and logout answer: the new context token (also in the `sw-context-token` header). */
export const contextTokenResponseSchema = z.object({
  contextToken: z.string(),
  redirectUrl: z.string().nullable(),
  apiAlias: z.literal('array_struct'),
});
export type ContextTokenResponse = z.infer<typeof contextTokenResponseSchema>;

/** A customer address (storefront.md §3 Customer: default billing and shipping address with country). */
export const customerAddressSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  street: z.string(),
  zipcode: z.string(),
  city: z.string(),
  countryId: z.string(),
  country: z.object({ id: z.string(), iso: z.string(), name: z.string(), apiAlias: z.literal('country') }),
  apiAlias: z.literal('customer_address'),
});
export type CustomerAddress = z.infer<typeof customerAddressSchema>;

/** The flow (approval rule) the customer belongs to, with its budget (account-area.md §3). */
export const customerFlowSchema = z.object({
  id: z.string(),
  name: z.string(),
  budget: z.number(),
  budgetRemaining: z.number(),
});

/** The logged-in customer with the associations the storefront reads (storefront.md §3 Customer). */
export const customerSchema = z.object({
  id: z.string(),
  active: z.boolean(),
  guest: z.boolean(),
  salutation: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  customerNumber: z.string(),
  company: z.object({
    id: z.string(),
    companyNumber: z.string(),
    name: z.string(),
    active: z.boolean(),
  }),
  /** `ratchet_oci_customer`: the customer orders through OCI punch-out. */
  customFields: z.object({ ratchet_oci_customer: z.boolean() }),
  extensions: z.object({
    /** Extension fields username and leadBuyer (storefront.md §3). */
    ratchet: z.object({ username: z.string(), leadBuyer: z.boolean() }),
  }),
  flow: customerFlowSchema.nullable(),
  defaultBillingAddressId: z.string().nullable(),
  defaultShippingAddressId: z.string().nullable(),
  defaultBillingAddress: customerAddressSchema.nullable(),
  defaultShippingAddress: customerAddressSchema.nullable(),
  addresses: z.array(customerAddressSchema),
  orderCount: z.number().int(),
  doubleOptInRegistration: z.boolean(),
  doubleOptInConfirmDate: z.string().nullable(),
  apiAlias: z.literal('customer'),
});
export type Customer = z.infer<typeof customerSchema>;

/** Current-customer body: Shopware criteria are accepted; the associations the storefront reads are always loaded. */
export const readCustomerBodySchema = z
  .object({ associations: z.record(z.string(), z.unknown()).optional() })
  .catchall(z.unknown())
  .optional();

/** Path parameters of the rights call. */
export const customerRolesPathSchema = z.object({ id: z.uuid() });

/** One rights entry (account-area.md §6). */
export const customerRoleSchema = z.object({ code: z.enum(roleCodes), enabled: z.boolean() });

/** Rights of one customer: every one of the 24 role codes with its enabled flag. */
export const customerRolesResponseSchema = z.object({ roles: z.array(customerRoleSchema) });
export type CustomerRolesResponse = z.infer<typeof customerRolesResponseSchema>;

/** Forgot password: the username and the storefront URL the mail links to (storefront.md §7). */
export const sendRecoveryMailBodySchema = z.object({
  username: z.string().trim().min(1, 'username is required'),
  storefrontUrl: z.url({ protocol: /^https?$/ }),
});
export type SendRecoveryMailBody = z.infer<typeof sendRecoveryMailBodySchema>;

/** `{ success: true }` answer of the recovery routes. */
export const successResponseSchema = z.object({ success: z.literal(true), apiAlias: z.literal('array_struct') });
