import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { orderHandlers } from '../testing/orderFixtures';
import { withAccountApi } from '../testing/storyApi';
import { desktopTallViewport, mobileTallViewport } from '../testing/storyViewports';
import { OrderDetailView } from './OrderDetailView';
import { OrderHistoryList } from './OrderHistoryList';
import { emptyOrderHistoryState, type OrderHistoryState } from './orderHistoryState';

/** The list with its state in the story (the storefront keeps it in the URL), or one order's detail. */
function OrdersHost({
  initial,
  onUrl,
  detail,
}: {
  initial: OrderHistoryState;
  onUrl: (state: OrderHistoryState) => void;
  detail?: boolean;
}) {
  const [state, setState] = useState(initial);
  if (detail) return <OrderDetailView request={{ orderNumber: '10027' }} />;
  return (
    <OrderHistoryList
      state={state}
      onStateChange={(next) => {
        onUrl(next);
        setState(next);
      }}
    />
  );
}

const meta = {
  title: 'Account/Orders',
  component: OrdersHost,
  args: { initial: emptyOrderHistoryState, onUrl: fn() },
  decorators: [withAccountApi(...orderHandlers())],
  ...desktopTallViewport,
} satisfies Meta<typeof OrdersHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The history: number, date, status, references, lines, buyer and total. */
export const History: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('row', { name: /10025/ })).toBeVisible();
  },
};

/** Filtered by one §4 status. */
export const FilteredByStatus: Story = {
  args: { initial: { ...emptyOrderHistoryState, status: 'open' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('row', { name: /10026/ })).toBeVisible();
    await expect(canvas.queryByRole('row', { name: /10027/ })).toBeNull();
  },
};

/** A from-date after the to-date: the §5 error, no list. */
export const DateRangeInvalid: Story = {
  args: { initial: { ...emptyOrderHistoryState, from: '2026-03-20', to: '2026-03-01' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The from-date must not be later than the to-date.',
    );
  },
};

/** No order matches. */
export const Empty: Story = {
  decorators: [withAccountApi(...orderHandlers([]))],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No orders')).toBeVisible();
  },
};

/** German at 375 px. */
export const GermanMobile: Story = {
  ...mobileTallViewport,
  globals: { ...mobileTallViewport.globals, locale: 'de-DE' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('row', { name: /10027/ })).toBeVisible();
  },
};

/** One order: lines, addresses, shipping, additional cost, VAT and total. */
export const Detail: Story = {
  args: { detail: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Order lines' })).toBeVisible();
  },
};

/** After a reorder: the lines added, and the product not added named with its reason. */
export const Reordered: Story = {
  args: { detail: true },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Reorder' });
    await userEvent.click(button);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Auslaufventil alt (RT-9999)');
    // Busy, never disabled, while the lines went into the cart: the pressed button keeps the focus (its ring).
    await expect(button).toHaveFocus();
  },
};

/** One order in French at 375 px. */
export const DetailFrenchMobile: Story = {
  args: { detail: true },
  ...mobileTallViewport,
  globals: { ...mobileTallViewport.globals, locale: 'fr-FR' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Lignes de commande' })).toBeVisible();
  },
};
