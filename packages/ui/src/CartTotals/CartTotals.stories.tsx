import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileViewport } from '../lib/storyViewports';
import { CartTotals } from './CartTotals';

const meta = {
  title: 'Components/CartTotals',
  component: CartTotals,
  args: {
    subtotal: 120,
    shippingCosts: 9.9,
    freeShipping: { limit: 250, missing: 130 },
    minimumOrder: { minimumValue: 150, additionalCost: 15, reached: false },
    netTotal: 144.9,
    taxes: [{ taxRate: 20, tax: 28.98 }],
    grossTotal: 173.88,
  },
  parameters: { storyRoot: { width: 380 } },
} satisfies Meta<typeof CartTotals>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below the minimum order value and the free-shipping limit: surcharge and the amount still missing. */
export const BelowMinimumAndFreeShipping: Story = {};

/** Above both limits: free shipping, no surcharge; two VAT rates. */
export const FreeShipping: Story = {
  args: {
    subtotal: 412.5,
    shippingCosts: 0,
    freeShipping: { limit: 250, missing: 0 },
    minimumOrder: { minimumValue: 150, additionalCost: 15, reached: true },
    netTotal: 412.5,
    taxes: [
      { taxRate: 20, tax: 72.5 },
      { taxRate: 10, tax: 5 },
    ],
    grossTotal: 490,
  },
};

/** A promotion code's discount. */
export const WithPromotion: Story = {
  args: {
    subtotal: 300,
    promotions: [{ label: 'Promotion RATCHET10', amount: -30 }],
    shippingCosts: 0,
    freeShipping: { limit: 250, missing: 0 },
    minimumOrder: null,
    netTotal: 270,
    taxes: [{ taxRate: 20, tax: 54 }],
    grossTotal: 324,
  },
};

/** Plain, inside the order summary, German. */
export const PlainGerman: Story = { args: { variant: 'plain', heading: null }, globals: { locale: 'de-DE' } };

/** 375 px. */
export const Mobile: Story = { ...mobileViewport };
