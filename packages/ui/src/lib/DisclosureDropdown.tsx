import { useId, useRef, type ComponentProps, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from './cn';
import { useControllableState } from './useControllableState';
import { useDismiss } from './useDismiss';

/** What the panel of a DisclosureDropdown gets to wire itself to the toggle. */
export interface DisclosurePanelControls {
  /** The id the panel must carry: the toggle's `aria-controls` names it. */
  panelId: string;
  /** Closes the dropdown (e.g. after a link in the panel was followed). */
  close: () => void;
}

/** The open state of a dropdown, controlled or not (the same props on every header dropdown). */
export interface DisclosureOpenProps {
  /** Controlled open state. */
  open?: boolean | undefined;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean | undefined;
  /** Called when the dropdown opens or closes. */
  onOpenChange?: ((open: boolean) => void) | undefined;
}

export type DisclosureDropdownProps = Omit<ComponentProps<'div'>, 'children'> &
  DisclosureOpenProps & {
    /** Content of the toggle button; the turning chevron follows it. */
    trigger: ReactNode;
    /** Classes of the toggle button (each header dropdown has its own look). */
    triggerClassName: string;
    /** Accessible name of the toggle when its visible content is too short to say what it opens. */
    triggerLabel?: string | undefined;
    /** The panel, rendered only while open. */
    children: (controls: DisclosurePanelControls) => ReactNode;
  };

/** The chevron of a disclosure toggle: points down when closed, up when open. */
export function DisclosureChevron({ open }: { open: boolean }) {
  return <ChevronDown aria-hidden className={cn('size-4 transition-transform', open && 'rotate-180')} />;
}

/**
 * The disclosure the header dropdowns share (storefront.md §2: account dropdown, language and countries
 * switchers): a toggle button with `aria-expanded`/`aria-controls` and a panel below it that closes on an
 * outside click, on Escape and through `close`. Open or closed shows as `data-state` on the root.
 */
export function DisclosureDropdown({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  triggerClassName,
  triggerLabel,
  children,
  className,
  ...props
}: DisclosureDropdownProps) {
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = () => setOpen(false);
  useDismiss(rootRef, open, close);
  return (
    <div
      ref={rootRef}
      data-state={open ? 'open' : 'closed'}
      className={cn('relative inline-block', className)}
      {...props}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={triggerLabel}
        onClick={() => setOpen((previous) => !previous)}
        className={triggerClassName}
      >
        {trigger}
        <DisclosureChevron open={open} />
      </button>
      {open ? children({ panelId, close }) : null}
    </div>
  );
}
