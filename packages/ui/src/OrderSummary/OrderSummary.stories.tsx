import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartTotals } from '../CartTotals';
import { mobileViewport } from '../lib/storyViewports';
import { OrderSummary } from './OrderSummary';

const address = {
  company: 'Huber Maschinenbau GmbH',
  firstName: 'Anna',
  lastName: 'Huber',
  street: 'Industriestraße 12',
  zipcode: '4020',
  city: 'Linz',
  countryName: 'Austria',
};
const lines = [
  {
    id: '1',
    name: 'Sechskantschraube DIN 933 M8 × 40, verzinkt',
    productNumber: 'RT-100245',
    quantity: 500,
    unitPrice: 0.18,
    totalPrice: 90,
    remark: 'Halle 3',
  },
  {
    id: '2',
    name: 'Schutzhandschuh Nitril, Gr. 9',
    productNumber: 'RT-200311',
    quantity: 24,
    unitPrice: 3.4,
    totalPrice: 81.6,
  },
  {
    id: '3',
    name: 'Hydraulikschlauch 2SN DN10',
    productNumber: 'RT-300017',
    quantity: 12.5,
    unitPrice: 7.9,
    totalPrice: 98.75,
  },
];
const totals = (
  <CartTotals
    variant="plain"
    heading={null}
    subtotal={270.35}
    shippingCosts={0}
    netTotal={270.35}
    taxes={[{ taxRate: 20, tax: 54.07 }]}
    grossTotal={324.42}
  />
);

const meta = {
  title: 'Components/OrderSummary',
  component: OrderSummary,
  args: {
    lines,
    billingAddress: address,
    shipping: { option: 'delivery', address },
    shippingMethod: 'Standard',
    paymentMethod: 'Invoice',
    desiredDeliveryDate: '2026-12-02',
    orderReference: 'PO-2026-0815',
    totals,
  },
  parameters: { storyRoot: { width: 800 } },
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before placing the order: no number yet. */
export const BeforePlacing: Story = {};

/** The confirmation: order number, file number and comment, as the page's main heading. */
export const Confirmation: Story = {
  args: {
    orderNumber: '10042',
    fileNumber: 'AZ 17/2026',
    comment: 'Bitte an Tor 2 anliefern.',
    headingLevel: 1,
    heading: 'Thank you for your order',
  },
};

/** Pickup at a branch. */
export const Pickup: Story = {
  args: { shipping: { option: 'pickup', locationName: 'Antwerpen' }, shippingMethod: 'Pickup' },
};

/** A customer without ROLE_VIEW_PRICES: no price anywhere. */
export const PricesWithheld: Story = {
  args: { lines: lines.map((line) => ({ ...line, unitPrice: null, totalPrice: null })), totals: null },
};

/** German, 375 px. */
export const GermanMobile: Story = {
  ...mobileViewport,
  args: { orderNumber: '10042' },
  globals: { ...mobileViewport.globals, locale: 'de-DE' },
};
