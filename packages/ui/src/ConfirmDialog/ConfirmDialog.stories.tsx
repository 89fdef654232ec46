import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Approve 2 orders?',
    description: 'Orders 10042 and 10043 are placed with the supplier at once.',
    confirmLabel: 'Approve',
    onConfirm: fn(),
    onOpenChange: fn(),
    trigger: <Button>Approve selected</Button>,
  },
  parameters: { screenshot: { target: 'viewport' } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the trigger opens it with focus on Cancel; Escape closes and returns focus. */
export const Closed: Story = {
  parameters: { screenshot: { target: 'story' } },
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Approve selected' });
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('alertdialog', { name: 'Approve 2 orders?' })).toBeVisible();
    await expect(body.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Open with the default (primary) confirm button. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Approve 2 orders?' }),
    ).toHaveAccessibleDescription('Orders 10042 and 10043 are placed with the supplier at once.');
  },
};

/** Destructive: the confirm button in the danger colour. */
export const Destructive: Story = {
  args: {
    defaultOpen: true,
    variant: 'destructive',
    title: 'Delete all article links?',
    description: 'All 214 article links of your company are removed. This cannot be undone.',
    confirmLabel: 'Delete all',
  },
};

/** Decline with a required comment: confirming without one shows the required-field text. */
export const DeclineWithComment: Story = {
  args: {
    defaultOpen: true,
    variant: 'destructive',
    title: 'Decline order 10042?',
    description: 'The buyer is told the reason.',
    confirmLabel: 'Decline',
    comment: { label: 'Reason', required: true, maxLength: 255 },
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const reason = body.getByRole('textbox', { name: 'Reason' });
    await expect(reason).toHaveFocus();
    await userEvent.click(body.getByRole('button', { name: 'Decline' }));
    await expect(reason).toHaveAccessibleDescription('This is a required field');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Pending: the decision runs; both buttons wait and the dialog cannot be dismissed. */
export const Pending: Story = {
  args: { open: true, pending: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(body.getByRole('alertdialog', { name: 'Approve 2 orders?' })).toHaveAttribute('aria-busy', 'true');
  },
};
