import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { mobileViewport } from '../lib/storyViewports';
import { Field, fieldControlVariants } from '../Field';
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

type DrawerStoryArgs = { side: DrawerSide; defaultOpen: boolean };

function FilterDrawer({ side, defaultOpen }: DrawerStoryArgs) {
  return (
    <Drawer defaultOpen={defaultOpen}>
      <DrawerTrigger asChild>
        <Button variant="white">Filters</Button>
      </DrawerTrigger>
      <DrawerContent side={side}>
        <DrawerHeader>
          <DrawerTitle>Filter orders</DrawerTitle>
          <DrawerDescription>Narrow the order history.</DrawerDescription>
        </DrawerHeader>
        <Field label="Order number">
          <input className={fieldControlVariants()} defaultValue="10042" />
        </Field>
        <Field label="Customer reference">
          <input className={fieldControlVariants()} />
        </Field>
        <DrawerFooter>
          <DrawerClose asChild>
            <Button>Show results</Button>
          </DrawerClose>
        </DrawerFooter>
      </DrawerContent>
    </Drawer>
  );
}

const meta = {
  title: 'Components/Drawer',
  component: FilterDrawer,
  args: { side: 'right', defaultOpen: true },
  argTypes: { side: { control: 'inline-radio', options: ['right', 'left', 'bottom'] } },
  parameters: { screenshot: { target: 'viewport' } },
} satisfies Meta<typeof FilterDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the trigger opens it; Escape closes it and focus returns to the trigger. */
export const Closed: Story = {
  args: { defaultOpen: false },
  parameters: { screenshot: { target: 'story' } },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    const drawer = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Filter orders' });
    await expect(drawer).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
  },
};

/** From the right edge (default). */
export const Right: Story = {
  play: async ({ canvasElement }) => {
    const drawer = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Filter orders' });
    await expect(drawer).toHaveAttribute('data-side', 'right');
  },
};

/** From the left edge. */
export const Left: Story = { args: { side: 'left' } };

/** From the bottom: the mobile filter sheet. */
export const Bottom: Story = {
  ...mobileViewport,
  args: { side: 'bottom' },
  parameters: { ...mobileViewport.parameters, screenshot: { target: 'viewport' } },
};
