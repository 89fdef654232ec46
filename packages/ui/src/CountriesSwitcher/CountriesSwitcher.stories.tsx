import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { alignEndDecorator } from '../lib/storyDecorators';
import { demoCountries } from '../lib/shellFixtures';
import { CountriesSwitcher } from './CountriesSwitcher';

const meta = {
  title: 'Shell/CountriesSwitcher',
  component: CountriesSwitcher,
  parameters: { storyRoot: { width: 300, minHeight: 360 } },
  decorators: [alignEndDecorator],
  args: { countries: demoCountries },
} satisfies Meta<typeof CountriesSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the first country's name (storefront.md §2 Countries switcher). */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Österreich' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open: the list of countries. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Österreich' }));
    await expect(canvas.getByRole('navigation', { name: 'Countries' })).toBeVisible();
  },
};

/** A country expanded to its two levels of links. */
export const CountryExpanded: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Österreich' }));
    await userEvent.click(canvas.getAllByRole('button', { name: 'Österreich' })[1]!);
    await expect(canvas.getByRole('link', { name: 'Shop Simmering' })).toBeVisible();
  },
};
