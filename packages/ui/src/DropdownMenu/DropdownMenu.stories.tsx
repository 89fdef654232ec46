import type { Meta, StoryObj } from '@storybook/react-vite';
import { History, LogOut, FileText } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './DropdownMenu';

const onLogout = fn();

const meta = {
  title: 'Components/DropdownMenu',
  component: DropdownMenu,
  parameters: { storyRoot: { width: 320, minHeight: 260 } },
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="loggedIn">My account</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>ACME Industrial Ltd</DropdownMenuLabel>
        <DropdownMenuGroup>
          <DropdownMenuItem>
            <History aria-hidden="true" /> Order history
          </DropdownMenuItem>
          <DropdownMenuItem disabled>
            <FileText aria-hidden="true" /> Offers
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="danger" onSelect={onLogout}>
          <LogOut aria-hidden="true" /> Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Opened with the keyboard: focus on the first item, disabled items skipped. */
export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole('button', { name: 'My account' }).focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('menuitem', { name: 'Order history' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
  },
};

export const SelectingAnItem: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'My account' }));
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('menuitem', { name: 'Log out' }));
    await expect(onLogout).toHaveBeenCalled();
  },
};
