import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../Dialog/Dialog';
import { cn } from '../lib/cn';

/**
 * Shared frame of the login and forgot-password dialogs: a composition of the Dialog primitives
 * (modal, focus trapped, Escape and the close button close it), titled and optionally described.
 */
export function AuthDialogFrame({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  slot,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string | undefined;
  closeLabel: string;
  slot: string;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot={slot}
        data-state={open ? 'open' : 'closed'}
        closeLabel={closeLabel}
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn('max-w-md', className)}
      >
        <DialogHeader>
          <DialogTitle className="text-xl">{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
