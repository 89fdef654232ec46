export { ProfileForm } from './ProfileForm';
export type { ProfileFormProps } from './ProfileForm';
export { ChangePasswordForm } from './ChangePasswordForm';
export { useChangePassword, useProfile } from './useProfile';
export type { UseChangePasswordReturn, UseProfileReturn } from './useProfile';
