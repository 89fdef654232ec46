export { ConfirmDialog, confirmDialogActionVariants } from './ConfirmDialog';
export type { ConfirmDialogComment, ConfirmDialogProps } from './ConfirmDialog';
