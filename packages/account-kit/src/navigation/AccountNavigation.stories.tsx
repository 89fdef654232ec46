import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { allRights, buyerRights } from '../testing/fixtures';
import { withAccountApi } from '../testing/storyApi';
import { desktopViewport, mobileViewport } from '../testing/storyViewports';
import { AccountNavigation } from './AccountNavigation';

const meta = {
  title: 'Account/AccountNavigation',
  component: AccountNavigation,
  decorators: [withAccountApi()],
  args: {
    rights: allRights,
    flags: { orderHistory: true, invoiceHistory: true, offerHistory: true, costCentreModule: true },
    currentPath: '/account/addressbook',
  },
  parameters: { storyRoot: { width: 280 } },
} satisfies Meta<typeof AccountNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lead buyer with every right: all screens, the address book marked as the current page. */
export const LeadBuyer: Story = {
  ...desktopViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Address book' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Users' })).toBeVisible();
  },
};

/** A buyer with own-account rights only: dashboard and profile. */
export const Buyer: Story = {
  ...desktopViewport,
  args: { rights: buyerRights, flags: {}, currentPath: '/account/dashboard' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

/** 375 px: the list folds behind one button named by the current screen. */
export const MobileClosed: Story = {
  ...mobileViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Account menu: Address book' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('link', { name: 'Users' })).toBeNull();
  },
};

/** 375 px, opened. */
export const MobileOpen: Story = {
  ...mobileViewport,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu: Address book' }));
    await expect(canvas.getByRole('link', { name: 'Users' })).toBeVisible();
  },
};

/** Dutch texts. */
export const Dutch: Story = {
  ...desktopViewport,
  globals: { ...desktopViewport.globals, locale: 'nl-NL' },
};
