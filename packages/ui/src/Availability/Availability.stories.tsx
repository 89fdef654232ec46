import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UiLocaleProvider, uiLocales } from '../i18n/UiLocaleProvider';
import { Availability } from './Availability';

const meta = {
  title: 'Components/Availability',
  component: Availability,
  args: { available: true },
} satisfies Meta<typeof Availability>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor sees only "Available" (storefront.md §6: stock amounts are for logged-in customers). */
export const VisitorAvailable: Story = {
  play: async ({ canvasElement }) => {
    const availability = canvasElement.querySelector('[data-slot="availability"]');
    await expect(availability).toHaveTextContent(/^Available$/);
    await expect(availability).toHaveAttribute('data-variant', 'visitor');
  },
};

/** A visitor and a product that cannot be ordered. */
export const VisitorUnavailable: Story = {
  args: { available: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="availability"]')).toHaveTextContent('Not available');
  },
};

/** A customer: the stock amount (two decimals) and the delivery time as a range in days. */
export const CustomerInStock: Story = {
  args: { stock: 1250, deliveryDays: { minDays: 1, maxDays: 3 } },
  play: async ({ canvasElement }) => {
    const availability = canvasElement.querySelector('[data-slot="availability"]');
    await expect(availability).toHaveTextContent('1.250,00 pcs. in stock');
    await expect(availability).toHaveTextContent('Delivery in 1–3 days');
  },
};

/** A customer, nothing in stock but orderable: "Not in stock", the delivery time and when it is back. */
export const CustomerRestock: Story = {
  args: { stock: 0, deliveryDays: { minDays: 7, maxDays: 14 }, restockDays: 5 },
  play: async ({ canvasElement }) => {
    const availability = canvasElement.querySelector('[data-slot="availability"]');
    await expect(availability).toHaveAttribute('data-state', 'delayed');
    await expect(availability).toHaveTextContent('Back in stock in 5 days');
  },
};

/** A customer, metre goods, small size (as in cards and tables). */
export const CustomerMetreSmall: Story = {
  args: { stock: 12.5, unit: 'metre', deliveryDays: { minDays: 2, maxDays: 2 }, size: 'sm' },
  play: async ({ canvasElement }) => {
    const availability = canvasElement.querySelector('[data-slot="availability"]');
    await expect(availability).toHaveTextContent('12,50 m in stock');
    await expect(availability).toHaveClass('text-xs');
  },
};

/** The four shop locales for a customer. */
export const AllLocales: Story = {
  args: { stock: 40, deliveryDays: { minDays: 3, maxDays: 5 } },
  render: (args) => (
    <dl className="grid grid-cols-[auto_auto] gap-x-6 gap-y-2 text-sm">
      {uiLocales.map((locale) => (
        <div key={locale} className="contents">
          <dt className="font-medium">{locale}</dt>
          <dd>
            <UiLocaleProvider locale={locale}>
              <Availability {...args} />
            </UiLocaleProvider>
          </dd>
        </div>
      ))}
    </dl>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="availability"]')).toHaveLength(4);
  },
};
