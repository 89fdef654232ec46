import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Popper } from './Popper';

const meta = {
  title: 'Components/Popper',
  component: Popper,
  args: {
    reference: 'Delivery time',
    children: 'Ships in 2–3 working days from our central warehouse.',
    onOpenChange: fn(),
  },
  parameters: { storyRoot: { width: 360, minHeight: 160 } },
} satisfies Meta<typeof Popper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Shown on click of its reference; a click in the popover hides it (storefront.md §4). */
export const OpenedByClick: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delivery time' }));
    const popover = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(popover).toHaveTextContent('Ships in 2–3 working days');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
  },
};

/** Shown while the mouse rests on the reference. */
export const OpenedByHover: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Delivery time' }));
    await expect(within(canvasElement.ownerDocument.body).getByRole('dialog')).toBeVisible();
  },
};

export const ClosedByClickInPopover: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delivery time' }));
    await userEvent.click(within(canvasElement.ownerDocument.body).getByText(/Ships in 2–3 working days/));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** An icon reference needs a label. */
export const IconReference: Story = {
  args: {
    reference: <Info aria-hidden="true" className="size-4" />,
    referenceLabel: 'Price information',
    defaultOpen: true,
  },
};
