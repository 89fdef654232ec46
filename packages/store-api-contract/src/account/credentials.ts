/**
 * The credential forms' bodies (storefront.md §5 login; account-area.md §5 password rules): the server validates
 * requests with them and the storefront's login and new-password forms check input with the same schemas.
 * Kept apart from the area's other schemas so that importing them pulls in zod and nothing every page runs.
 */
import { z } from 'zod';
import { passwordMinLength } from '../rules/password';

/** Login body (storefront.md §5: username and password required). */
export const loginBodySchema = z.object({
  username: z.string().trim().min(1, 'username is required'),
  password: z.string().min(1, 'password is required'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** A new password and its confirmation (account-area.md §5: minimum length, confirmation mismatch). */
const newPasswordFields = {
  newPassword: z.string().min(passwordMinLength).max(1024),
  newPasswordConfirm: z.string().max(1024),
};
const confirmationMatches = (body: { newPassword: string; newPasswordConfirm: string }) =>
  body.newPassword === body.newPasswordConfirm;
const confirmationMismatch = { message: 'password confirmation does not match', path: ['newPasswordConfirm'] };

/** The new-password pair on its own: the storefront's password forms check it before sending. */
export const newPasswordSchema = z.object(newPasswordFields).refine(confirmationMatches, confirmationMismatch);

/** The recovery hash of the mail link (or of a forced recovery). */
export const recoveryHashSchema = z.string().min(16).max(200);

/** Confirm a new password with the recovery hash from the mail (or from a forced recovery). */
export const recoveryPasswordBodySchema = z
  .object({ hash: recoveryHashSchema, ...newPasswordFields })
  .refine(confirmationMatches, confirmationMismatch);
export type RecoveryPasswordBody = z.infer<typeof recoveryPasswordBodySchema>;
