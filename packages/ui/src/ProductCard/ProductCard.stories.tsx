import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyMedia } from '../ProductImage/storyMedia';
import { mobileViewport } from '../lib/storyViewports';
import { ProductCard } from './ProductCard';
import { hexBolt } from './fixtures';

const meta = {
  title: 'Components/ProductCard',
  component: ProductCard,
  args: { ...hexBolt, onAddToCart: fn() },
  parameters: { storyRoot: { width: 280 } },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: available or not, list net price, counter and add to cart. */
export const Visitor: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart Hexagon head bolt M8 × 40' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(1);
  },
};

/** A customer: stock and delivery range, own article number, tier-price hint, 'new' badge. */
export const Customer: Story = {
  args: {
    availability: { available: true, stock: 483, deliveryDays: { minDays: 1, maxDays: 3 } },
    customerSku: 'HB-8-40',
    isNew: true,
    tierPrices: [
      { quantity: 1, unitPrice: 0.25 },
      { quantity: 100, unitPrice: 0.21 },
    ],
  },
};

/** Out of stock for a customer: orderable, delivered after the restock time. */
export const OutOfStock: Story = {
  args: { availability: { available: true, stock: 0, deliveryDays: { minDays: 14, maxDays: 28 }, restockDays: 10 } },
};

/** Quantity rules (min 10, step 5): the counter starts at 10 and steps by 5. */
export const QuantityRules: Story = {
  args: { quantityRule: { minPurchase: 10, purchaseStep: 5, maxPurchase: 200 } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart Hexagon head bolt M8 × 40' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(15);
  },
};

/** Goods by the metre: price per metre. */
export const ByTheMetre: Story = {
  args: {
    name: 'Steel wire rope 6 mm',
    productNumber: 'SW-20017',
    unit: 'metre',
    unitPrice: 2.4,
    media: storyMedia('Wire rope', '#90a4ae'),
    quantityRule: { minPurchase: 0.5, purchaseStep: 0.5, maxPurchase: null },
  },
};

/** Adding: the button is busy. */
export const Adding: Story = { args: { adding: true } };

/** A product with variants: a link to its variants table instead of adding. */
export const WithVariants: Story = {
  args: { action: 'variants', variantsHref: '#variants', variantCount: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Choose from 6 variants Hexagon head bolt M8 × 40' })).toBeVisible();
  },
};

/** A product that cannot be bought: the mail-to button. */
export const NotBuyable: Story = {
  args: { action: 'request', requestHref: 'mailto:info@ratchet.example', availability: { available: false } },
};

/** A viewer without ROLE_VIEW_PRICES: no price. */
export const WithoutPrice: Story = { args: { unitPrice: null } };

/** No image: a placeholder keeps the card's size. */
export const WithoutImage: Story = { args: { media: null, manufacturer: null } };

/** A list row (phone search results). */
export const ListLayout: Story = {
  ...mobileViewport,
  args: { layout: 'list' },
  parameters: { ...mobileViewport.parameters },
};
