/**
 * Cost centre (issue 13; account-area.md §2 "Cost centre: external contacts", §3 Cost centre external contact,
 * §6 ROLE_ACCESS_COST_CENTER / ROLE_MANAGE_COST_CENTER, §7 Cost centre).
 *
 * An external contact is a person outside the shop (a cost-centre owner at the buyer's company) that orders are
 * booked to. The company has a list of them; the caller links one to their cart (assign) or unlinks it
 * (dismiss); placing the order stores the cart's contact with the order (docs/decisions.md, cost centre).
 */
import { z } from 'zod';
import { pagerSchema } from '../company/schemas';

/** Longest accepted search term. */
export const externalContactSearchMaxLength = 100;

/** One external contact (account-area.md §3): identifier, name, e-mail and whether it is linked to the cart. */
export const externalContactSchema = z.object({
  id: z.string(),
  /** The company's own key of the contact (e.g. its cost-centre number). */
  identifier: z.string(),
  name: z.string(),
  email: z.string(),
  /** True for the contact linked to the caller's cart (at most one). */
  linked: z.boolean(),
  apiAlias: z.literal('ratchet_external_contact'),
});
export type ExternalContact = z.infer<typeof externalContactSchema>;

/**
 * GET /ratchet/cost-center/external-contact: the company's contacts ordered by name; `search` matches the
 * identifier, name or e-mail (contains, case-insensitive); paged (default 20).
 */
export const externalContactListQuerySchema = z.object({
  search: z
    .string()
    .max(externalContactSearchMaxLength)
    .transform((value) => value.trim())
    .optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ExternalContactListQuery = z.input<typeof externalContactListQuerySchema>;

export const externalContactListResponseSchema = z.object({
  contacts: z.array(externalContactSchema),
  pager: pagerSchema,
  apiAlias: z.literal('ratchet_external_contact_list'),
});
export type ExternalContactListResponse = z.infer<typeof externalContactListResponseSchema>;

/**
 * POST /ratchet/cost-center/external-contact-assign: link the contact to the caller's cart (replacing the one
 * linked before). Another company's or an unknown id: 404 RATCHET__EXTERNAL_CONTACT_NOT_FOUND.
 */
export const assignExternalContactBodySchema = z.object({ externalContactId: z.string().trim().min(1).max(64) });
export type AssignExternalContactBody = z.input<typeof assignExternalContactBodySchema>;

/** The contact linked to the caller's cart, or null (assign, dismiss and the cart read answer it). */
export const cartExternalContactResponseSchema = z.object({
  externalContact: externalContactSchema.nullable(),
  apiAlias: z.literal('ratchet_cart_external_contact'),
});
export type CartExternalContactResponse = z.infer<typeof cartExternalContactResponseSchema>;

/** The contact as stored with a placed order (a copy: later changes of the contact do not alter the order). */
export const orderExternalContactSchema = z.object({
  identifier: z.string(),
  name: z.string(),
  email: z.string(),
});
export type OrderExternalContact = z.infer<typeof orderExternalContactSchema>;
