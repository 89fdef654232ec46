import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobileViewport } from '../lib/storyViewports';
import { CartLine } from './CartLine';

/** A stand-in product drawing (the storefront passes a ProductImage). */
const drawing = (
  <svg viewBox="0 0 80 80" role="presentation" className="size-full text-muted-foreground">
    <rect x="30" y="10" width="20" height="14" rx="2" fill="currentColor" />
    <rect x="36" y="24" width="8" height="46" fill="currentColor" />
  </svg>
);

const meta = {
  title: 'Components/CartLine',
  component: CartLine,
  decorators: [
    (Story) => (
      <ul className="max-w-3xl">
        <Story />
      </ul>
    ),
  ],
  args: {
    name: 'Sechskantschraube DIN 933 M8 × 40, verzinkt',
    productNumber: 'RT-100245',
    customerProductNumber: 'HM-4711',
    image: drawing,
    href: '#product',
    quantity: 50,
    quantityRule: { minPurchase: 25, purchaseStep: 25, maxPurchase: 5000 },
    unitPrice: 0.184,
    totalPrice: 9.2,
    vatRate: 20,
    availability: <p className="text-sm text-success">1.250 pcs. in stock · delivery in 1–3 days</p>,
    deliveryDate: { earliest: '2026-12-02', latest: '2026-12-04' },
    remark: null,
    onQuantityChange: fn(),
    onRemove: fn(),
    onRemarkChange: fn(),
  },
  parameters: { storyRoot: { width: 768 } },
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Image, numbers, counter, stock, delivery date, unit price, net total, VAT and the remark field. */
export const Default: Story = {};

/** A saved remark and an eco notice. */
export const WithRemarkAndEcoNotice: Story = {
  args: {
    remark: 'Kostenstelle 4711 – Halle 3',
    ecoNotice: 'Enthält eine Batterie: Rückgabe kostenlos an jeder Filiale.',
  },
};

/** A typed value off the step grid shows the rule; nothing is sent (storefront.md §5). */
export const OffStepTyped: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('spinbutton', { name: /^Quantity of/ });
    await userEvent.clear(input);
    await userEvent.type(input, '60');
    await expect(canvas.getByText('Invalid quantity. Minimum 25, maximum 5000, in steps of 25')).toBeVisible();
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
  },
};

/** A typed value below the minimum removes the line (storefront.md §5). */
export const BelowMinimumRemoves: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('spinbutton', { name: /^Quantity of/ });
    await userEvent.clear(input);
    await userEvent.type(input, '10{Enter}');
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** A customer without ROLE_VIEW_PRICES: no price anywhere (storefront.md §6). */
export const PricesWithheld: Story = { args: { unitPrice: null, totalPrice: null, vatRate: null } };

/** Another line's change runs: remove and the steppers wait, typing goes on. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Remove/ })).toBeDisabled();
    await expect(canvas.getByRole('spinbutton', { name: /^Quantity of/ })).toBeEnabled();
  },
};

/** Sold by the metre, German texts. */
export const GermanMetreGoods: Story = {
  args: {
    name: 'Hydraulikschlauch 2SN DN10',
    productNumber: 'RT-300017',
    customerProductNumber: null,
    quantity: 12.5,
    quantityRule: { minPurchase: 0.5, purchaseStep: 0.5, maxPurchase: null },
    unitPrice: 7.9,
    totalPrice: 98.75,
  },
  globals: { locale: 'de-DE' },
};

/** 375 px: counter and prices move below the name. */
export const Mobile: Story = { ...mobileViewport, args: { remark: 'Halle 3' } };
