export { changePasswordBodySchema, changeProfileBodySchema, profileSchema, profileSuccessSchema } from './schemas';
export type { ChangePasswordBody, ChangeProfileBody, Profile } from './schemas';
export { changePassword, changeProfile, profileOperationScreens, profileOperations, readProfile } from './operations';
