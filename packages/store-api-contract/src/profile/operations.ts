import { defineOperation } from '../operation';
import { screenAccess } from '../screenAccess';
import { changePasswordBodySchema, changeProfileBodySchema, profileSchema, profileSuccessSchema } from './schemas';

/** The caller's contact data (dashboard contact information: any logged-in user). */
export const readProfile = defineOperation('readProfile get /ratchet/account/profile', {
  response: profileSchema,
  access: screenAccess('dashboard'),
});

/** Edit the own contact data: the profile screen's right plus ROLE_MANAGE_OWN_CONTACT_INFO. */
export const changeProfile = defineOperation('changeProfile post /account/change-profile', {
  body: changeProfileBodySchema,
  response: profileSchema,
  access: screenAccess('profile', 'ROLE_MANAGE_OWN_CONTACT_INFO'),
});

/**
 * Change the own password with the current one (CUSTOMER_PASSWORD_NOT_CORRECT); the caller's other sessions
 * end, this one stays. Rate-limited like login.
 */
export const changePassword = defineOperation('changePassword post /account/change-password', {
  body: changePasswordBodySchema,
  response: profileSuccessSchema,
  access: screenAccess('profile'),
});

/** The profile operations, keyed by operation key. */
export const profileOperations = {
  [readProfile.key]: readProfile,
  [changeProfile.key]: changeProfile,
  [changePassword.key]: changePassword,
} as const;

/** Which account screen each profile operation belongs to. */
export const profileOperationScreens = {
  [readProfile.key]: 'dashboard',
  [changeProfile.key]: 'profile',
  [changePassword.key]: 'profile',
} as const;
