import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Input } from '../Input';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './Dialog';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="loginOrRegister">Log in or register</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Login</DialogTitle>
          <DialogDescription>Sign in with your customer account.</DialogDescription>
        </DialogHeader>
        <Input label="Username" defaultValue="buyer@example.com" />
        <Input label="Password" type="password" passwordToggle defaultValue="secret-123" />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="white">Cancel</Button>
          </DialogClose>
          <Button>Log in</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the trigger. Opening moves focus in; Escape closes and returns focus. */
export const Closed: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Log in or register' });
    await userEvent.click(trigger);
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Login' });
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
  },
};

/** Open over the page with its overlay. */
export const Open: Story = {
  args: { defaultOpen: true },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await expect(body.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};
