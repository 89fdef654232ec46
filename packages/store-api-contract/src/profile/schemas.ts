/**
 * The own profile (account-area.md §2 Profile: change password and profile data; §5 "changing the password
 * requires the correct current password"). Shopware's paths and field names where Shopware has the call
 * (`/account/change-profile`, `/account/change-password`).
 */
import { z } from 'zod';
import { passwordMinLength } from '../rules/password';
import { accountFieldLimits as limits, registrationLanguages, salutations } from '../rules/registration';

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** The caller's contact data (dashboard contact information; profile form). */
export const profileSchema = z.object({
  id: z.string(),
  salutation: z.enum(salutations).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  username: z.string(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  fax: z.string().nullable(),
  customerFunction: z.string().nullable(),
  language: z.enum(registrationLanguages).nullable(),
  leadBuyer: z.boolean(),
  apiAlias: z.literal('ratchet_profile'),
});
export type Profile = z.infer<typeof profileSchema>;

/** POST /account/change-profile: the own contact data (ROLE_MANAGE_OWN_CONTACT_INFO). */
export const changeProfileBodySchema = z.object({
  salutation: z.enum(salutations).nullable().optional(),
  firstName: z.string().trim().min(1).max(limits.name),
  lastName: z.string().trim().min(1).max(limits.name),
  email: z.email().max(limits.email),
  phone: optionalText(limits.phone),
  mobile: optionalText(limits.phone),
  fax: optionalText(limits.phone),
  customerFunction: optionalText(limits.customerFunction),
  language: z.enum(registrationLanguages).nullable().optional(),
});
export type ChangeProfileBody = z.input<typeof changeProfileBodySchema>;

/**
 * POST /account/change-password (Shopware's fields): the current password (CUSTOMER_PASSWORD_NOT_CORRECT when
 * wrong) and the new one twice under the new-password rules (rules/password.ts).
 */
export const changePasswordBodySchema = z
  .object({
    password: z.string().min(1).max(1024),
    newPassword: z.string().min(passwordMinLength).max(1024),
    newPasswordConfirm: z.string().max(1024),
  })
  .refine((body) => body.newPassword === body.newPasswordConfirm, {
    message: 'password confirmation does not match',
    path: ['newPasswordConfirm'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** `{ success: true }`. */
export const profileSuccessSchema = z.object({ success: z.literal(true), apiAlias: z.literal('array_struct') });
