import { useEffect, useId, useRef, type ComponentProps, type ReactNode } from 'react';
import { Popover } from 'radix-ui';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/useControllableState';

/** Pointer may travel this long (ms) between reference and popover before it closes. */
export const popperCloseDelay = 100;

export type PopperProps = {
  /** The reference the popover belongs to, rendered inside a button (Enter/Space toggles it). */
  reference: ReactNode;
  /** Accessible name of the reference button when `reference` has no text (e.g. an icon). */
  referenceLabel?: string;
  /** Class of the reference button. */
  referenceClassName?: string;
  /** Popover content. */
  children: ReactNode;
  /** Open state (controlled). */
  open?: boolean;
  /** Start state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called with every change of the open state. */
  onOpenChange?: (open: boolean) => void;
  /** Open when the mouse rests on the reference (default true); clicking always toggles. */
  openOnHover?: boolean;
  /** Side of the reference the popover appears on. */
  side?: ComponentProps<typeof Popover.Content>['side'];
  /** Alignment along that side. */
  align?: ComponentProps<typeof Popover.Content>['align'];
  /** Class of the popover panel. */
  className?: string;
};

/**
 * A small popover bound to a reference (storefront.md §4): shown on hover or click of the reference,
 * hidden on mouse leave or a click in the popover; Escape closes it and returns focus to the reference.
 */
export function Popper({
  reference,
  referenceLabel,
  referenceClassName,
  children,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  openOnHover = true,
  side = 'bottom',
  align = 'center',
  className,
}: PopperProps) {
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const referenceId = useId();
  const openedByHover = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), popperCloseDelay);
  };
  const hoverOpen = (event: { pointerType: string }) => {
    if (!openOnHover || event.pointerType !== 'mouse') return;
    cancelClose();
    if (!open) {
      openedByHover.current = true;
      setOpen(true);
    }
  };
  const mouseLeave = (event: { pointerType: string }) => {
    if (!openOnHover || event.pointerType !== 'mouse') return;
    scheduleClose();
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (next) openedByHover.current = false;
        setOpen(next);
      }}
    >
      <Popover.Trigger
        id={referenceId}
        data-slot="popper-reference"
        aria-label={referenceLabel}
        className={cn(
          'inline-flex cursor-pointer items-center gap-1 rounded-sm text-foreground underline-offset-4 hover:underline',
          referenceClassName,
        )}
        onPointerEnter={hoverOpen}
        onPointerLeave={mouseLeave}
        onClick={(event) => {
          // The mouse already opened it by hovering: the click keeps it open instead of toggling it shut.
          if (openedByHover.current && open) {
            event.preventDefault();
            openedByHover.current = false;
          }
        }}
      >
        {reference}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          data-slot="popper"
          // The popover is named by its reference ("Delivery time").
          aria-labelledby={referenceId}
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          // Opened by hover: keep focus where it is; opened by click or keyboard: move focus in.
          onOpenAutoFocus={(event) => {
            if (openedByHover.current) event.preventDefault();
          }}
          onPointerEnter={hoverOpen}
          onPointerLeave={mouseLeave}
          onClick={() => setOpen(false)}
          className={cn(
            'z-(--z-popover) max-w-xs rounded-md border border-border bg-surface p-3 text-sm text-foreground shadow-popover outline-none',
            className,
          )}
        >
          {children}
          <Popover.Arrow className="fill-surface" width={12} height={6} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
