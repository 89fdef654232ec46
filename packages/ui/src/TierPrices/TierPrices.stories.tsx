import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { tierPriceRows } from '@ratchet/store-api-contract/rules';
import { TierPrices } from './TierPrices';

const rows = tierPriceRows(12.35, [
  { from: 10, discountPercent: 5 },
  { from: 50, discountPercent: 10 },
  { from: 250, discountPercent: 15 },
]);

const meta = {
  title: 'Components/TierPrices',
  component: TierPrices,
  args: { rows },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TierPrices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four quantity ranges, the last open-ended. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('tbody tr')).toHaveLength(4);
    await expect(canvasElement.querySelector('tbody tr:last-child')).toHaveTextContent('from 250');
  },
};

/** The range of the counter's quantity is marked. */
export const CurrentQuantity: Story = {
  args: { quantity: 60 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-current="true"]')).toHaveTextContent('50 – 249');
  },
};

/** Sold in steps of ten from a minimum of ten, in German. */
export const StepsGerman: Story = {
  args: {
    rows: tierPriceRows(2, [{ from: 100, discountPercent: 5 }], { minPurchase: 10, purchaseSteps: 10 }),
    size: 'sm',
  },
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('caption')).toHaveTextContent('Staffelpreise');
    await expect(canvasElement.querySelector('tbody tr')).toHaveTextContent('10 – 90');
  },
};
