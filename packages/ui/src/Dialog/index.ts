export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  dialogContentVariants,
  dialogTitleVariants,
} from './Dialog';
export type { DialogContentProps, DialogTitleProps } from './Dialog';
