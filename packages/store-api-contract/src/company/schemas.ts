/**
 * The company side of the account area (account-area.md §3 User (managed), Address, Rights entry; §6; §7 Users
 * and rights, Addresses): the user list with filters, sort and pager, user create/edit/delete, the rights
 * editor's write, the address book and the company's own data for the dashboard.
 *
 * Ids in paths and bodies are plain strings here: the server answers a malformed one with the spec's
 * 400 VIOLATION::INVALID_UUID (account-area.md §8) instead of a schema failure, and an unknown role code with
 * 400 VIOLATION::INVALID_ROLE.
 */
import { z } from 'zod';
import {
  companyUserAmountFields,
  companyUserDeleteMaxIds,
  companyUserFields,
  companyUserFlagFields,
  companyUserMaxPageSize,
  companyUserPageSize,
  companyUserTermMaxLength,
  companyUserTextFields,
} from '../rules/companyUsers';
import { accountFieldLimits as limits, companyCountries, salutations, usernamePattern } from '../rules/registration';
import { roleCodes } from '../rules/roles';

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
/** An id as sent (checked by the server: 400 VIOLATION::INVALID_UUID). */
const idSchema = z.string().min(1).max(64);
const username = z.string().trim().min(limits.usernameMin).max(limits.username).regex(usernamePattern);

// ---------------------------------------------------------------------------------------------- users

/** One filter of the user list (account-area.md §7: contains, equals and range). A text and a flag filter share
 * the `equals` type, so this is a plain union tried in order. */
export const companyUserFilterSchema = z.union([
  z.object({
    type: z.enum(['contains', 'equals']),
    field: z.enum(companyUserTextFields),
    value: z.string().max(companyUserTermMaxLength),
  }),
  z.object({ type: z.literal('equals'), field: z.enum(companyUserFlagFields), value: z.boolean() }),
  z.object({
    type: z.literal('range'),
    field: z.enum(companyUserAmountFields),
    parameters: z.object({ gte: z.number().min(0).optional(), lte: z.number().min(0).optional() }),
  }),
]);

/** POST /ratchet/companies/customers: page, term, limit, filter, sort (default page size 20). */
export const companyCustomerListBodySchema = z.object({
  page: z.number().int().min(1).max(100000).default(1),
  limit: z.number().int().min(1).max(companyUserMaxPageSize).default(companyUserPageSize),
  /** Searches first name, last name, username and e-mail (contains, case-insensitive). */
  term: z.string().trim().max(companyUserTermMaxLength).optional(),
  filter: z.array(companyUserFilterSchema).max(20).default([]),
  sort: z
    .array(z.object({ field: z.enum(companyUserFields), order: z.enum(['ASC', 'DESC', 'asc', 'desc']).default('ASC') }))
    .max(3)
    .default([]),
});
export type CompanyCustomerListBody = z.input<typeof companyCustomerListBodySchema>;

/** A user of the company as the list and the detail show it (account-area.md §3 User (managed)). */
export const companyCustomerSchema = z.object({
  id: z.string(),
  salutation: z.enum(salutations).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  /** Status active/inactive (account-area.md §4). */
  active: z.boolean(),
  leadBuyer: z.boolean(),
  /** The user's flow (approval rule), if any. */
  flow: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The flow's budget and what remains of it in euro (two decimals); null without a flow. */
  budget: z.number().nullable(),
  budgetRemaining: z.number().nullable(),
  /** When the user registered themselves and waits for a lead buyer to activate them. */
  awaitingActivation: z.boolean(),
  createdAt: z.string(),
  apiAlias: z.literal('ratchet_company_customer'),
});
export type CompanyCustomer = z.infer<typeof companyCustomerSchema>;

/** The list's pager (account-area.md §7 "returns customers and a pager"). */
export const pagerSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  /** Number of pages (at least 1). */
  pageCount: z.number().int(),
});
export type Pager = z.infer<typeof pagerSchema>;

export const companyCustomerListResponseSchema = z.object({
  customers: z.array(companyCustomerSchema),
  pager: pagerSchema,
  apiAlias: z.literal('ratchet_company_customer_list'),
});
export type CompanyCustomerListResponse = z.infer<typeof companyCustomerListResponseSchema>;

/** Path of the user calls. */
export const companyCustomerPathSchema = z.object({ id: idSchema });

/**
 * A new user (account-area.md §2 customer/create): names, username, e-mail, status, lead buyer and, optionally,
 * the starting rights (default: `newUserDefaultRoles`). The user gets a mail with a link to set their password.
 */
export const createCompanyCustomerBodySchema = z.object({
  salutation: z.enum(salutations).nullable().optional(),
  firstName: text(limits.name),
  lastName: text(limits.name),
  username,
  email: z.email().max(limits.email),
  active: z.boolean().default(true),
  leadBuyer: z.boolean().default(false),
  /** Role codes to enable; unknown codes answer VIOLATION::INVALID_ROLE. */
  roles: z.array(z.string().max(64)).max(roleCodes.length).optional(),
  /** Where the set-password link of the welcome mail points (a domain of the sales channel). */
  storefrontUrl: z.url({ protocol: /^https?$/ }),
});
export type CreateCompanyCustomerBody = z.input<typeof createCompanyCustomerBodySchema>;

/** PATCH /ratchet/companies/customers/{id}: any of names, username, e-mail, status, lead buyer. */
export const updateCompanyCustomerBodySchema = z
  .object({
    salutation: z.enum(salutations).nullable(),
    firstName: text(limits.name),
    lastName: text(limits.name),
    username,
    email: z.email().max(limits.email),
    active: z.boolean(),
    leadBuyer: z.boolean(),
  })
  .partial();
export type UpdateCompanyCustomerBody = z.input<typeof updateCompanyCustomerBodySchema>;

/** DELETE /ratchet/companies/customers with customerIds (account-area.md §7). */
export const deleteCompanyCustomersBodySchema = z.object({
  customerIds: z.array(idSchema).min(1).max(companyUserDeleteMaxIds),
});
export type DeleteCompanyCustomersBody = z.infer<typeof deleteCompanyCustomersBodySchema>;

export const deleteCompanyCustomersResponseSchema = z.object({
  deleted: z.array(z.string()),
  apiAlias: z.literal('ratchet_company_customer_delete'),
});

/** PUT /ratchet/account/{id}/role: every code with its flag; codes left out keep their state. */
export const updateCustomerRolesBodySchema = z.object({
  roles: z
    .array(z.object({ code: z.string().max(64), enabled: z.boolean() }))
    .min(1)
    .max(roleCodes.length * 2),
});
export type UpdateCustomerRolesBody = z.infer<typeof updateCustomerRolesBodySchema>;

/** Path of the rights write (the read lives in the account area: readCustomerRoles). */
export const customerRolesWritePathSchema = z.object({ id: idSchema });

// ------------------------------------------------------------------------------------------ addresses

/** An address of the company's address book (account-area.md §3 Address; one is the default). */
export const companyAddressSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  /** Name on the address (a person, a site or department). */
  name: z.string(),
  email: z.string().nullable(),
  street: z.string(),
  houseNumber: z.string(),
  box: z.string().nullable(),
  zipcode: z.string(),
  city: z.string(),
  additional: z.string().nullable(),
  country: z.enum(companyCountries),
  /** The main address (default); exactly one per company. */
  isDefault: z.boolean(),
  apiAlias: z.literal('ratchet_company_address'),
});
export type CompanyAddress = z.infer<typeof companyAddressSchema>;

/** The address fields a create or edit sends. */
export const companyAddressBodySchema = z.object({
  name: text(limits.companyName),
  email: z.email().max(limits.email).nullable().optional(),
  street: text(limits.street),
  houseNumber: text(limits.houseNumber),
  box: optionalText(limits.box),
  zipcode: text(limits.zipcode),
  city: text(limits.city),
  additional: optionalText(limits.additional),
  country: z.enum(companyCountries),
  /** Make it the default (the former default stops being one). */
  isDefault: z.boolean().optional(),
});
export type CompanyAddressBody = z.input<typeof companyAddressBodySchema>;

/** Paths of the address calls (account-area.md §7: companyId and addressId). */
export const companyPathSchema = z.object({ companyId: idSchema });
export const companyAddressPathSchema = z.object({ companyId: idSchema, addressId: idSchema });

/** Deleting the default names the address that becomes the default. */
export const deleteCompanyAddressQuerySchema = z.object({ newDefaultAddressId: idSchema.optional() });

export const companyAddressListResponseSchema = z.object({
  addresses: z.array(companyAddressSchema),
  apiAlias: z.literal('ratchet_company_address_list'),
});
export type CompanyAddressListResponse = z.infer<typeof companyAddressListResponseSchema>;

// ---------------------------------------------------------------------------------------------- company

/** The caller's company for the dashboard (account-area.md §2: number, name, VAT, billing address). */
export const companySchema = z.object({
  id: z.string(),
  companyNumber: z.string(),
  name: z.string(),
  vatNumber: z.string().nullable(),
  active: z.boolean(),
  billingAddress: z
    .object({
      street: z.string(),
      houseNumber: z.string(),
      box: z.string().nullable(),
      zipcode: z.string(),
      city: z.string(),
      additional: z.string().nullable(),
      country: z.enum(companyCountries),
    })
    .nullable(),
  /** The address book's default (the shipping address the dashboard shows). */
  defaultAddress: companyAddressSchema.nullable(),
  apiAlias: z.literal('ratchet_company'),
});
export type Company = z.infer<typeof companySchema>;
