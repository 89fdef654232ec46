import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './DropdownMenu';

function AccountMenu({ onLogout }: { onLogout: () => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger>My account</DropdownMenuTrigger>
      <DropdownMenuContent className="extra">
        <DropdownMenuLabel>ACME Industrial</DropdownMenuLabel>
        <DropdownMenuItem>Order history</DropdownMenuItem>
        <DropdownMenuItem disabled>Offers</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="danger" onSelect={onLogout}>
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

describe('DropdownMenu', () => {
  it('opens a menu from its trigger and runs the selected item (storefront.md §2 account dropdown)', async () => {
    const onLogout = vi.fn();
    render(<AccountMenu onLogout={onLogout} />);
    const trigger = screen.getByRole('button', { name: 'My account' });
    await userEvent.click(trigger);
    const menu = screen.getByRole('menu');
    expect(menu).toHaveClass('extra');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('keyboard: arrows skip disabled items, Escape closes and returns focus', async () => {
    render(<AccountMenu onLogout={() => undefined} />);
    const trigger = screen.getByRole('button', { name: 'My account' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Order history' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: 'Offers' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
