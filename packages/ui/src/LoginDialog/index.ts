export { LoginDialog, companyRegistrationPath } from './LoginDialog';
export type { LoginCredentials, LoginDialogProps } from './LoginDialog';
export { loginDialogMessages } from './messages';
