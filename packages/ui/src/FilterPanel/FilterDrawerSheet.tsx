import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Drawer, DrawerClose, DrawerContent, DrawerFooter, DrawerHeader, DrawerTitle } from '../Drawer';

export interface FilterDrawerSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The drawer's title ("Filters"). */
  title: string;
  /** The closing button's text ("Show 42 results"). */
  closeLabel: string;
  /** Id of FilterDrawer's trigger, which gets the focus back when the drawer closes. */
  triggerId: string;
  children: ReactNode;
}

/**
 * The bottom Drawer of FilterDrawer, a module of its own: the Drawer (Radix Dialog, focus trap, scroll lock) loads when
 * the phone's filter button is wanted, not with every listing page (issue 10 budget: listing JS <= 110 KB gzip).
 */
export function FilterDrawerSheet({
  open,
  onOpenChange,
  title,
  closeLabel,
  triggerId,
  children,
}: FilterDrawerSheetProps) {
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent
        side="bottom"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          // The trigger is not a Radix DialogTrigger (it renders before this module loads): focus goes back to it here.
          event.preventDefault();
          document.getElementById(triggerId)?.focus();
        }}
      >
        <DrawerHeader>
          <DrawerTitle>{title}</DrawerTitle>
        </DrawerHeader>
        {children}
        {/* The closing button stays in view while the panel scrolls. */}
        <DrawerFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t border-border bg-surface px-6 py-4">
          <DrawerClose asChild>
            <Button>{closeLabel}</Button>
          </DrawerClose>
        </DrawerFooter>
      </DrawerContent>
    </Drawer>
  );
}
