import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  demoOffers,
  offerDetail,
  offerHandlers,
  offerRequestCartHandlers,
  openOfferDetail,
} from '../testing/offerFixtures';
import { withAccountApi } from '../testing/storyApi';
import { desktopTallViewport, desktopViewport, mobileTallViewport, mobileViewport } from '../testing/storyViewports';
import { OfferDetailView } from './OfferDetailView';
import { OfferHistoryList } from './OfferHistoryList';
import { emptyOfferHistoryState, type OfferHistoryState } from './offerHistoryState';
import { RequestOfferDialog } from './RequestOfferDialog';

/** The list with its state in the story (the storefront keeps it in the URL), one offer's detail, or the request. */
function OffersHost({
  initial,
  onUrl,
  view = 'list',
}: {
  initial: OfferHistoryState;
  onUrl: (state: OfferHistoryState) => void;
  view?: 'list' | 'detail' | 'request';
}) {
  const [state, setState] = useState(initial);
  const [open, setOpen] = useState(true);
  if (view === 'detail') return <OfferDetailView offerNumber="5100012" />;
  if (view === 'request') return <RequestOfferDialog open={open} onOpenChange={setOpen} canViewOffers />;
  return (
    <OfferHistoryList
      state={state}
      onStateChange={(next) => {
        onUrl(next);
        setState(next);
      }}
    />
  );
}

const meta = {
  title: 'Account/Offers',
  component: OffersHost,
  args: { initial: emptyOfferHistoryState, onUrl: fn() },
  decorators: [withAccountApi(...offerHandlers())],
  ...desktopTallViewport,
} satisfies Meta<typeof OffersHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The offers: number, date, status, reference, requester, lines, validity, net total, PDF. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('row', { name: /5100010/ })).toBeVisible();
  },
};

/** Filtered by the §4 status 'open'. */
export const FilteredOpen: Story = {
  args: { initial: { ...emptyOfferHistoryState, status: 'open' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('row', { name: /500001/ })).toBeVisible();
    await expect(canvas.queryByRole('row', { name: /5100012/ })).toBeNull();
  },
};

/** A from-date after the to-date: the §5 error, no list. */
export const DateRangeInvalid: Story = {
  args: { initial: { ...emptyOfferHistoryState, from: '2026-03-20', to: '2026-03-01' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The from-date must not be later than the to-date.',
    );
  },
};

/** No offer matches. */
export const Empty: Story = {
  decorators: [withAccountApi(...offerHandlers([]))],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No offers')).toBeVisible();
  },
};

/** Dutch at 375 px. */
export const DutchMobile: Story = {
  ...mobileTallViewport,
  globals: { ...mobileTallViewport.globals, locale: 'nl-NL' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('row', { name: /5100011/ })).toBeVisible();
  },
};

/** A processed offer within its validity: lines, totals, how long the prices hold, PDF, into the cart. */
export const Detail: Story = {
  args: { view: 'detail' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Offer lines' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Put into the cart at the offer’s prices' })).toBeVisible();
  },
};

/** After putting it into the cart: the lines added until the last valid day, the line not added named. */
export const AddedToCart: Story = {
  args: { view: 'detail' },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Put into the cart at the offer’s prices' });
    await userEvent.click(button);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Kugelhahn ½″ (RT-3003)');
    // The screenshot shows the result, not whether the clicked button still holds the focus (timing).
    await waitFor(() => expect(button).toBeEnabled());
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  },
};

/** An open offer: being prepared, no prices, nothing to put into the cart. */
export const DetailOpen: Story = {
  args: { view: 'detail' },
  decorators: [withAccountApi(...offerHandlers(demoOffers(), openOfferDetail()))],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/This offer is being prepared/)).toBeVisible();
  },
};

/** An expired offer: its last valid day, nothing to put into the cart. */
export const DetailExpired: Story = {
  args: { view: 'detail' },
  decorators: [
    withAccountApi(...offerHandlers(demoOffers(), offerDetail({ validUntil: '2026-02-19', canAddToCart: false }))),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/This offer was valid until/)).toBeVisible();
  },
};

/** One offer in French at 375 px. */
export const DetailFrenchMobile: Story = {
  args: { view: 'detail' },
  ...mobileTallViewport,
  globals: { ...mobileTallViewport.globals, locale: 'fr-FR' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Lignes de l’offre' })).toBeVisible();
  },
};

/** Request an offer from the cart: the cart's lines, a message and a reference. */
export const Request: Story = {
  args: { view: 'request' },
  decorators: [withAccountApi(...offerHandlers(), ...offerRequestCartHandlers())],
  ...desktopViewport,
  parameters: { ...desktopViewport.parameters, screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Request an offer' });
    await expect(await within(dialog).findByRole('row', { name: /Pressfitting 15 mm/ })).toBeVisible();
  },
};

/** The request sent: the confirmation with the new offer's number and its link. */
export const Requested: Story = {
  args: { view: 'request' },
  decorators: [withAccountApi(...offerHandlers(), ...offerRequestCartHandlers())],
  ...mobileViewport,
  parameters: { ...mobileViewport.parameters, screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Request an offer' });
    await within(dialog).findByRole('row', { name: /Kupferrohr 15 mm/ });
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Staffelpreise ab 500 Stück?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    await expect(await body.findByRole('link', { name: 'Show offer 500001' })).toBeVisible();
  },
};

/** The request refused (no right, or the cart emptied meanwhile): the server's reason in the dialog. */
export const RequestRefused: Story = {
  args: { view: 'request' },
  decorators: [
    withAccountApi(
      http.post('http://store.test/store-api/ratchet/offer', () =>
        HttpResponse.json(
          { errors: [{ status: '403', code: 'RATCHET__MISSING_PERMISSION', title: 'Forbidden', detail: '' }] },
          { status: 403 },
        ),
      ),
      ...offerRequestCartHandlers(),
    ),
  ],
  ...desktopViewport,
  parameters: { ...desktopViewport.parameters, screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Request an offer' });
    await within(dialog).findByRole('row', { name: /Kupferrohr 15 mm/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    await expect(await within(dialog).findByRole('alert')).toBeVisible();
    // The screenshot shows the refusal, not whether the clicked button still has its focus ring (timing).
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  },
};
