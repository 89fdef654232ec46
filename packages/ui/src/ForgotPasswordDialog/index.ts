export { ForgotPasswordDialog } from './ForgotPasswordDialog';
export type { ForgotPasswordDialogProps } from './ForgotPasswordDialog';
export { forgotPasswordDialogMessages } from './messages';
