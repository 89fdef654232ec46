import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AccountDropdown } from '../AccountDropdown';
import { MegaMenu } from '../MegaMenu';
import { SearchBar } from '../SearchBar';
import { demoBannerImageUrl, demoCountries, demoCounters, demoMain, demoService } from '../lib/shellFixtures';
import { desktopViewport } from '../lib/storyViewports';
import { Header } from './Header';

const meta = {
  title: 'Shell/Header',
  component: Header,
  ...desktopViewport,
  parameters: { ...desktopViewport.parameters, storyRoot: { width: '100%', minHeight: 200 } },
  args: {
    logo: <span className="text-2xl font-bold text-primary">Ratchet</span>,
    serviceItems: demoService,
    countries: demoCountries,
    domains: [
      { domainId: 'at', languageLocaleCode: 'de-AT' },
      { domainId: 'be-nl', languageLocaleCode: 'nl-BE' },
      { domainId: 'be-fr', languageLocaleCode: 'fr-BE' },
    ],
    currentDomainId: 'at',
    onSelectDomain: fn(),
    onLoginClick: fn(),
    scrolled: false,
    search: <SearchBar placeholderWords={['screws']} animatePlaceholder={false} />,
    mainNavigation: <MegaMenu items={demoMain} counters={demoCounters} bannerImageUrl={demoBannerImageUrl} />,
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged out, empty cart (no badge), at the top of the page (storefront.md §2 Header). */
export const LoggedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Log in or register' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cart' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Service navigation' })).toBeVisible();
  },
};

/** Logged in with the account dropdown and 3 products in the cart. */
export const LoggedInWithCart: Story = {
  args: {
    loggedIn: true,
    cartCount: 3,
    account: <AccountDropdown customer={{ firstName: 'Anna', lastName: 'Gruber' }} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Cart, 3 products' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'My account' })).toBeVisible();
  },
};

/** Scrolled down: service links and the main navigation hidden, search widened (storefront.md §2, §4). */
export const Scrolled: Story = {
  args: { scrolled: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Service navigation' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  },
};

/** The search focused: service links hidden, search widened. */
export const SearchFocused: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Search' }));
    await expect(canvas.queryByRole('navigation', { name: 'Service navigation' })).toBeNull();
  },
};

/** The 'more' menu with the service items after the first three. */
export const MoreServiceItems: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await expect(canvas.getByRole('link', { name: 'Catalogues' })).toBeVisible();
  },
};
