import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiLocaleProvider, uiLocales } from '../i18n/UiLocaleProvider';
import type { DrawerSide } from './Drawer';
import {
  Drawer,
  DrawerClose,
  DrawerContent,
  DrawerDescription,
  DrawerFooter,
  DrawerHeader,
  DrawerTitle,
  DrawerTrigger,
} from './Drawer';
import { drawerMessages } from './messages';

function FilterDrawer({ side, onOpenChange }: { side?: DrawerSide; onOpenChange?: (open: boolean) => void }) {
  return (
    <Drawer onOpenChange={onOpenChange}>
      <DrawerTrigger>Filters</DrawerTrigger>
      <DrawerContent side={side} className="extra">
        <DrawerHeader>
          <DrawerTitle>Filter orders</DrawerTitle>
          <DrawerDescription>Narrow the order history.</DrawerDescription>
        </DrawerHeader>
        <label>
          Order number <input />
        </label>
        <DrawerFooter>
          <DrawerClose>Show results</DrawerClose>
        </DrawerFooter>
      </DrawerContent>
    </Drawer>
  );
}

describe('Drawer', () => {
  it('issue 9 item 9: opens as a named modal side panel with focus inside', async () => {
    render(<FilterDrawer />);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = screen.getByRole('dialog', { name: 'Filter orders' });
    expect(drawer).toHaveAccessibleDescription('Narrow the order history.');
    expect(drawer).toHaveClass('extra');
    expect(drawer).toHaveAttribute('data-side', 'right');
    expect(drawer).toHaveAttribute('data-state', 'open');
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
  });

  it('traps focus: Tab stays inside the panel', async () => {
    render(<FilterDrawer side="bottom" />);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = screen.getByRole('dialog', { name: 'Filter orders' });
    expect(drawer).toHaveAttribute('data-side', 'bottom');
    for (let press = 0; press < 5; press += 1) {
      await userEvent.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('Escape closes it and focus returns to the trigger', async () => {
    const onOpenChange = vi.fn();
    render(<FilterDrawer side="left" onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('the close button and a DrawerClose close it; the close button is localized (fr-FR)', async () => {
    render(
      <UiLocaleProvider locale="fr-FR">
        <FilterDrawer />
      </UiLocaleProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show results' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Drawer texts', () => {
  it.each(uiLocales)('storefront.md §1: %s has every text of en-GB', (locale) => {
    const texts = drawerMessages[locale] ?? {};
    expect(Object.keys(texts).sort()).toEqual(Object.keys(drawerMessages['en-GB']).sort());
    expect(Object.values(texts).every((text) => text.trim() !== '')).toBe(true);
  });
});
