import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { allRights, buyerRights, leadBuyer, leadBuyerCompany } from '../testing/fixtures';
import { withAccountApi } from '../testing/storyApi';
import { desktopViewport, mobileViewport } from '../testing/storyViewports';
import { DashboardOverview } from './DashboardOverview';

const meta = {
  title: 'Account/DashboardOverview',
  component: DashboardOverview,
  decorators: [withAccountApi()],
  args: {
    customer: leadBuyer,
    company: leadBuyerCompany,
    rights: allRights,
    flags: { orderHistory: true, invoiceHistory: true, offerHistory: true, costCentreModule: true },
  },
  ...desktopViewport,
} satisfies Meta<typeof DashboardOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lead buyer: contact, shipping address, company with VAT number and billing address, links everywhere. */
export const LeadBuyer: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Company information' })).toHaveTextContent('ATU13585627');
  },
};

/** A buyer without company rights and without a shipping address: only the profile link. */
export const BuyerWithoutAddress: Story = {
  args: {
    rights: buyerRights,
    customer: { ...leadBuyer, defaultShippingAddress: null },
    company: { ...leadBuyerCompany, defaultAddress: null },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Shipping address' })).toHaveTextContent(
      'No shipping address yet.',
    );
  },
};

/** German texts at 375 px: the cards stack. */
export const GermanMobile: Story = {
  ...mobileViewport,
  globals: { ...mobileViewport.globals, locale: 'de-DE' },
};
