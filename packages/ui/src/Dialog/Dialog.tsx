import type { ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { dialogMessages } from './messages';

/** Modal dialog root (open state controlled with `open`/`onOpenChange` or uncontrolled with `defaultOpen`). */
export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

/** The element that opens the dialog; use `asChild` to open it from a Button. */
export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

/** Any element that closes the dialog. */
export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

/** The dialog panel's widths: `md` (default, 32rem) and the narrower `sm` (28rem) of the login dialogs. */
export const dialogContentVariants = cva(
  'fixed top-1/2 left-1/2 z-(--z-modal) flex max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-auto rounded-lg bg-surface p-6 text-foreground shadow-popover',
  {
    variants: { size: { sm: 'max-w-md', md: 'max-w-lg' } },
    defaultVariants: { size: 'md' },
  },
);

/** The dialog title's sizes: `md` (default) and the larger `lg` of the login dialogs. */
export const dialogTitleVariants = cva('font-semibold', {
  variants: { size: { md: 'text-lg', lg: 'text-xl' } },
  defaultVariants: { size: 'md' },
});

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /** Shows the localized close button in the corner (default true). */
    showCloseButton?: boolean;
    /** Accessible name of the close button (default: the localized "Close"). */
    closeLabel?: string | undefined;
  };

/**
 * The dialog panel with its overlay: focus is trapped inside, Escape and the close button close it,
 * focus returns to the trigger. Needs a DialogTitle (and usually a DialogDescription).
 */
export function DialogContent({
  className,
  children,
  showCloseButton = true,
  closeLabel,
  size,
  ...props
}: DialogContentProps) {
  const t = useUiMessages(dialogMessages);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="dialog-overlay" className="fixed inset-0 z-(--z-overlay) bg-black/50" />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(dialogContentVariants({ size }), className)}
        {...props}
      >
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            className="absolute top-3 right-3 inline-flex size-8 cursor-pointer items-center justify-center rounded-sm text-muted-foreground hover:bg-muted hover:text-foreground [&_svg]:size-4"
            aria-label={closeLabel ?? t('close')}
          >
            <X aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Title and description block at the top. */
export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-1 pr-8', className)} {...props} />;
}

/** Action row at the bottom. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export type DialogTitleProps = ComponentProps<typeof DialogPrimitive.Title> & VariantProps<typeof dialogTitleVariants>;

/** The dialog's accessible name. */
export function DialogTitle({ className, size, ...props }: DialogTitleProps) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn(dialogTitleVariants({ size }), className)}
      {...props}
    />
  );
}

/** The dialog's accessible description. */
export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
