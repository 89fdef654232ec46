import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { alignEndDecorator } from '../lib/storyDecorators';
import { LanguageSwitcher } from './LanguageSwitcher';

const meta = {
  title: 'Shell/LanguageSwitcher',
  component: LanguageSwitcher,
  parameters: { storyRoot: { width: 160, minHeight: 200 } },
  decorators: [alignEndDecorator],
  args: {
    domains: [
      { domainId: 'at', languageLocaleCode: 'de-AT', languageName: 'Deutsch' },
      { domainId: 'be-nl', languageLocaleCode: 'nl-BE', languageName: 'Nederlands' },
      { domainId: 'be-fr', languageLocaleCode: 'fr-BE', languageName: 'Français' },
    ],
    currentDomainId: 'be-nl',
    onSelect: fn(),
  },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the current two-letter code (storefront.md §2 Language switcher). */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Language: NL' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open: every language, the current one highlighted. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Language: NL' }));
    await expect(canvas.getByRole('button', { name: 'NL' })).toHaveAttribute('aria-current', 'true');
  },
};

/** Choosing another language calls onSelect with its domain. */
export const Choose: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Language: NL' }));
    await userEvent.click(canvas.getByRole('button', { name: 'FR' }));
    await expect(args.onSelect).toHaveBeenCalledWith(args.domains[2]);
  },
};

/** One domain: nothing is rendered. */
export const SingleDomain: Story = {
  args: { domains: [{ domainId: 'at', languageLocaleCode: 'de-AT' }], currentDomainId: 'at' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
