import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MobileMenu, mobileMenuBack, mobileMenuLevel } from '../MobileMenu';
import { SearchBar } from '../SearchBar';
import { demoCountries, demoMain, demoService } from '../lib/shellFixtures';
import { mobileViewport } from '../lib/storyViewports';
import { MobileHeader, type MobileHeaderProps } from './MobileHeader';

const meta = {
  title: 'Shell/MobileHeader',
  component: MobileHeader,
  ...mobileViewport,
  parameters: { ...mobileViewport.parameters, storyRoot: { width: '100%', minHeight: 200 } },
  args: {
    logo: <span className="text-xl font-bold text-primary">Ratchet</span>,
    domains: [
      { domainId: 'at', languageLocaleCode: 'de-AT' },
      { domainId: 'be-nl', languageLocaleCode: 'nl-BE' },
    ],
    currentDomainId: 'at',
    onLoginClick: fn(),
    onMenuButtonClick: fn(),
    search: <SearchBar placeholderWords={['screws']} animatePlaceholder={false} />,
  },
} satisfies Meta<typeof MobileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged out, empty cart, menu closed (storefront.md §2 Header, mobile). */
export const LoggedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log in or register' })).toBeVisible();
  },
};

/** Logged in with 2 products in the cart. */
export const LoggedInWithCart: Story = {
  args: { loggedIn: true, cartCount: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Cart, 2 products' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My account' })).toBeVisible();
  },
};

/** The search maximised while focused. */
export const SearchMaximised: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Search' }));
    await expect(canvas.getByRole('banner')).toHaveAttribute('data-search', 'maximised');
  },
};

function WithMenu(props: MobileHeaderProps) {
  const [open, setOpen] = useState(false);
  const [stack, setStack] = useState<readonly string[]>([]);
  const level = mobileMenuLevel(open, stack);
  return (
    <>
      <MobileHeader
        {...props}
        menuLevel={level}
        onMenuButtonClick={() => {
          if (!open) return setOpen(true);
          const back = mobileMenuBack(stack);
          if (back === null) setOpen(false);
          else setStack(back);
        }}
      />
      <MobileMenu
        open={open}
        onOpenChange={setOpen}
        stack={stack}
        onStackChange={setStack}
        main={demoMain}
        service={demoService}
        countries={demoCountries}
      />
    </>
  );
}

/** Hamburger opens the menu, a drill-down turns it into back (storefront.md §2, §4 Mobile menu). */
export const MenuSubLevel: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  render: (args) => <WithMenu {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Fasteners' }));
    await expect(canvas.getByRole('button', { name: 'Back', expanded: true })).toBeVisible();
  },
};
