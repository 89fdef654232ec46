import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../lib/cn';

/** Shared frame of the login and forgot-password dialogs: modal, titled, closable. */
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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-(--z-overlay) bg-black/50" />
        <Dialog.Content
          data-slot={slot}
          data-state={open ? 'open' : 'closed'}
          aria-describedby={undefined}
          className={cn(
            'fixed top-1/2 left-1/2 z-(--z-modal) w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-surface p-6 text-foreground shadow-popover',
            className,
          )}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-semibold">{title}</Dialog.Title>
              {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
            </div>
            <Dialog.Close
              aria-label={closeLabel}
              className="inline-flex size-8 cursor-pointer items-center justify-center rounded-md hover:bg-secondary focus-visible:outline-2 focus-visible:outline-focus"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
