import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UiLocaleProvider, uiLocales } from '../i18n/UiLocaleProvider';
import { Price } from './Price';

const meta = {
  title: 'Components/Price',
  component: Price,
  args: { amount: 1234.5, taxDisplay: 'gross' },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Gross price: euro, two decimals, comma (storefront.md §9). */
export const Gross: Story = {
  play: async ({ canvasElement }) => {
    const price = canvasElement.querySelector('[data-slot="price"]');
    await expect(price).toHaveTextContent('€1.234,50');
    await expect(price).toHaveTextContent('incl. VAT');
  },
};

/** Net price, labelled as excluding VAT. */
export const Net: Story = {
  args: { amount: 19.9, taxDisplay: 'net', size: 'lg' },
  play: async ({ canvasElement }) => {
    const price = canvasElement.querySelector('[data-slot="price"]');
    await expect(price).toHaveAttribute('data-variant', 'net');
    await expect(price).toHaveTextContent('excl. VAT');
  },
};

/** The four shop locales side by side: every one shows a decimal comma. */
export const AllLocales: Story = {
  render: (args) => (
    <dl className="grid grid-cols-[auto_auto] gap-x-6 gap-y-2 text-sm">
      {uiLocales.map((locale) => (
        <div key={locale} className="contents">
          <dt className="font-medium">{locale}</dt>
          <dd>
            <UiLocaleProvider locale={locale}>
              <Price {...args} />
            </UiLocaleProvider>
          </dd>
        </div>
      ))}
    </dl>
  ),
  play: async ({ canvasElement }) => {
    const amounts = [...canvasElement.querySelectorAll('[data-slot="price-amount"]')];
    await expect(amounts).toHaveLength(4);
    for (const amount of amounts) await expect(amount.textContent).toMatch(/1.234,50/);
  },
};

/** A missing amount shows "Price not available"; className reaches the root. */
export const Unavailable: Story = {
  args: { amount: Number.NaN, className: 'italic' },
  play: async ({ canvasElement }) => {
    const price = canvasElement.querySelector('[data-slot="price"]');
    await expect(price).toHaveTextContent('Price not available');
    await expect(price).toHaveClass('italic');
  },
};
