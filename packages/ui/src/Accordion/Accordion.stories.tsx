import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './Accordion';

const countries = [
  { value: 'at', name: 'Austria', links: 'Vienna · Graz · Linz' },
  { value: 'be', name: 'Belgium', links: 'Brussels · Antwerp · Ghent' },
  { value: 'nl', name: 'Netherlands', links: 'Rotterdam · Utrecht' },
];

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: { type: 'single', collapsible: true },
  parameters: { storyRoot: { width: 360 } },
  render: (args) => (
    <Accordion {...args}>
      {countries.map((country) => (
        <AccordionItem key={country.value} value={country.value} disabled={country.value === 'nl'}>
          <AccordionTrigger>{country.name}</AccordionTrigger>
          <AccordionContent>{country.links}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};

export const OneOpen: Story = { args: { defaultValue: 'be' } };

/** One country open at a time; clicking it again closes it (storefront.md §2). */
export const Toggling: Story = {
  play: async ({ canvas }) => {
    const austria = canvas.getByRole('button', { name: 'Austria' });
    await userEvent.click(austria);
    await expect(canvas.getByRole('region', { name: 'Austria' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Belgium' }));
    await expect(austria).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Belgium' }));
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};
