import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { defaultValue: 'description' },
  parameters: { storyRoot: { width: 420 } },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Product information">
        <TabsTrigger value="description">Description</TabsTrigger>
        <TabsTrigger value="properties">Properties</TabsTrigger>
        <TabsTrigger value="downloads" disabled>
          Downloads
        </TabsTrigger>
      </TabsList>
      <TabsContent value="description">
        Forged chrome-vanadium steel, chrome plated, with a 72-tooth ratchet.
      </TabsContent>
      <TabsContent value="properties">Drive 1/2 inch · Torque 40–200 Nm · Length 465 mm</TabsContent>
      <TabsContent value="downloads">Data sheet (PDF)</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {};

export const SecondSelected: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Properties' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Properties' })).toHaveTextContent('Drive 1/2 inch');
  },
};

/** Arrow keys move between tabs and skip the disabled one. */
export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('tab', { name: 'Description' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Description' })).toHaveFocus();
  },
};
