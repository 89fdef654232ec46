import type { ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { drawerMessages } from './messages';

/** Drawer (sheet) root: open state controlled with `open`/`onOpenChange` or uncontrolled with `defaultOpen`. */
export function Drawer(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="drawer" {...props} />;
}

/** The element that opens the drawer; use `asChild` to open it from a Button. */
export function DrawerTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="drawer-trigger" {...props} />;
}

/** Any element that closes the drawer (e.g. "Show results"). */
export function DrawerClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="drawer-close" {...props} />;
}

/** The panel's edge: `right` (default), `left` (navigation) or `bottom` (mobile filters, sheets). */
export const drawerContentVariants = cva(
  'fixed z-(--z-modal) flex flex-col gap-4 overflow-auto bg-surface p-6 text-foreground shadow-popover',
  {
    variants: {
      side: {
        right: 'inset-y-0 right-0 h-full w-[min(24rem,calc(100vw-3rem))] border-l border-border',
        left: 'inset-y-0 left-0 h-full w-[min(24rem,calc(100vw-3rem))] border-r border-border',
        bottom: 'inset-x-0 bottom-0 max-h-[85vh] w-full rounded-t-lg border-t border-border',
      },
    },
    defaultVariants: { side: 'right' },
  },
);

/** The edge a drawer slides in from. */
export type DrawerSide = NonNullable<VariantProps<typeof drawerContentVariants>['side']>;

export type DrawerContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof drawerContentVariants> & {
    /** Shows the localized close button in the corner (default true). */
    showCloseButton?: boolean;
    /** Accessible name of the close button (default: the localized "Close"). */
    closeLabel?: string | undefined;
  };

/**
 * The side panel with its overlay: a modal dialog (focus trapped, Escape and the overlay close it, focus
 * returns to the trigger). Needs a DrawerTitle.
 */
export function DrawerContent({
  className,
  children,
  side,
  showCloseButton = true,
  closeLabel,
  ...props
}: DrawerContentProps) {
  const t = useUiMessages(drawerMessages);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="drawer-overlay" className="fixed inset-0 z-(--z-overlay) bg-black/50" />
      <DialogPrimitive.Content
        data-slot="drawer-content"
        data-side={side ?? 'right'}
        className={cn(drawerContentVariants({ side }), className)}
        {...props}
      >
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close
            data-slot="drawer-close"
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
export function DrawerHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="drawer-header" className={cn('flex flex-col gap-1 pr-8', className)} {...props} />;
}

/** Action row at the bottom, kept at the panel's end. */
export function DrawerFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="drawer-footer" className={cn('mt-auto flex flex-col gap-2', className)} {...props} />;
}

/** The drawer's accessible name. */
export function DrawerTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title data-slot="drawer-title" className={cn('text-lg font-semibold', className)} {...props} />
  );
}

/** The drawer's accessible description. */
export function DrawerDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="drawer-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
