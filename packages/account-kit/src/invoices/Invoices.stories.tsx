import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { invoiceHandlers } from '../testing/invoiceFixtures';
import { withAccountApi } from '../testing/storyApi';
import { desktopTallViewport, mobileTallViewport } from '../testing/storyViewports';
import { InvoiceHistoryList } from './InvoiceHistoryList';
import { emptyInvoiceHistoryState, type InvoiceHistoryState } from './invoiceHistoryState';

/** The list with its state in the story (the storefront keeps it in the URL). */
function InvoicesHost({
  initial,
  onUrl,
}: {
  initial: InvoiceHistoryState;
  onUrl: (state: InvoiceHistoryState) => void;
}) {
  const [state, setState] = useState(initial);
  return (
    <InvoiceHistoryList
      state={state}
      onStateChange={(next) => {
        onUrl(next);
        setState(next);
      }}
    />
  );
}

const meta = {
  title: 'Account/Invoices',
  component: InvoicesHost,
  args: { initial: emptyInvoiceHistoryState, onUrl: fn() },
  decorators: [withAccountApi(...invoiceHandlers())],
  ...desktopTallViewport,
} satisfies Meta<typeof InvoicesHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The invoices: number, dates, order number, reference, shipping note, total, PDF and proof of delivery. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('row', { name: /7100025/ })).toBeVisible();
  },
};

/** Filtered by order number and customer reference (the reset shows). */
export const Filtered: Story = {
  args: { initial: { ...emptyInvoiceHistoryState, orderNumber: '1002', customerReference: 'halle' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('row', { name: /7100027/ })).toBeVisible();
    await expect(canvas.queryByRole('row', { name: /7100025/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Reset filters' })).toBeVisible();
  },
};

/** A from-date after the to-date: the §5 error, no list. */
export const DateRangeInvalid: Story = {
  args: { initial: { ...emptyInvoiceHistoryState, from: '2026-03-20', to: '2026-03-01' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The from-date must not be later than the to-date.',
    );
  },
};

/** Several pages: the pager links each page. */
export const Paged: Story = {
  decorators: [withAccountApi(...invoiceHandlers(undefined, 64))],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Page 4' })).toBeVisible();
  },
};

/** No invoice matches. */
export const Empty: Story = {
  decorators: [withAccountApi(...invoiceHandlers([]))],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No invoices')).toBeVisible();
  },
};

/** German at 375 px. */
export const GermanMobile: Story = {
  ...mobileTallViewport,
  globals: { ...mobileTallViewport.globals, locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'Rechnung 7100027 als PDF herunterladen' }),
    ).toBeInTheDocument();
  },
};
