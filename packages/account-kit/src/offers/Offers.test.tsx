import type { RequestOfferBody } from '@ratchet/store-api-contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { apiServer } from '../testing/apiServer';
import {
  demoOffers,
  offerCartOutcome,
  offerDetail,
  offerHistory,
  offerRequestCartHandlers,
  openOfferDetail,
} from '../testing/offerFixtures';
import { renderAccount } from '../testing/render';
import { OfferDetailView } from './OfferDetailView';
import { OfferHistoryList } from './OfferHistoryList';
import { emptyOfferHistoryState, offerHistoryQuery, type OfferHistoryState } from './offerHistoryState';
import { RequestOfferDialog } from './RequestOfferDialog';

const api = 'http://store.test/store-api';

function serveOffers() {
  const queries: URLSearchParams[] = [];
  apiServer.use(
    http.get(`${api}/ratchet/offer/history`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const status = query.get('status');
      const offers = demoOffers();
      return HttpResponse.json(offerHistory(status ? offers.filter((offer) => offer.status === status) : offers));
    }),
  );
  return queries;
}

function Host() {
  const [state, setState] = useState<OfferHistoryState>(emptyOfferHistoryState);
  return (
    <>
      <output data-testid="url">{offerHistoryQuery(state).toString()}</output>
      <OfferHistoryList state={state} onStateChange={setState} />
    </>
  );
}

describe('OfferHistoryList (account-area.md §2 offers, §3 Offer, §4 offer status; issue 13)', () => {
  it('§3: lists number, date, status, reference, validity and net total; each offer links its detail and its PDF', async () => {
    serveOffers();
    renderAccount(<Host />, { locale: 'de-DE' });
    const table = await screen.findByRole('table', { name: 'Angebote Ihres Unternehmens' });
    const row = await within(table).findByRole('row', { name: /5100012/ });
    for (const value of ['Bearbeitet', 'HALLE-3', 'Lena Huber', '30.04.2026', '1.120,50']) {
      expect(within(row).getByText(new RegExp(value))).toBeInTheDocument();
    }
    expect(within(row).getByRole('link', { name: '5100012' })).toHaveAttribute('href', '/account/offers/5100012');
    expect(within(row).getByRole('link', { name: 'Angebot 5100012 als PDF herunterladen' })).toHaveAttribute(
      'href',
      '/store-api/ratchet/offer/5100012/pdf',
    );
    expect(within(table).getByRole('row', { name: /500001/ })).toHaveTextContent('Offen');
  });

  it('§4: the status filter (open, processed) goes to the URL and the request', async () => {
    const queries = serveOffers();
    const user = userEvent.setup();
    renderAccount(<Host />);
    await screen.findByRole('row', { name: /5100012/ });
    await user.click(screen.getByRole('button', { name: /Status/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All statuses',
      'Open',
      'Processed',
    ]);
    await user.click(screen.getByRole('option', { name: 'Open' }));
    expect(screen.getByTestId('url')).toHaveTextContent('status=open');
    await waitFor(() => expect(screen.queryByRole('row', { name: /5100012/ })).not.toBeInTheDocument());
    expect(queries.at(-1)?.get('status')).toBe('open');
  });

  it('§5: a from-date after the to-date shows the error and sends nothing', async () => {
    const queries = serveOffers();
    renderAccount(<Host />);
    await screen.findByRole('row', { name: /5100012/ });
    fireEvent.input(screen.getByLabelText('Offer date to'), { target: { value: '2026-01-31' } });
    await waitFor(() => expect(queries.at(-1)?.get('to')).toBe('2026-01-31'));
    const sent = queries.length;
    fireEvent.input(screen.getByLabelText('Offer date from'), { target: { value: '2026-02-01' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The from-date must not be later than the to-date.');
    expect(queries).toHaveLength(sent);
  });
});

describe('OfferDetailView (account-area.md §3 Offer lines; issue 13)', () => {
  it('§3 lines: line number, article number, description, quantity, customer article number, delivery date, price, total excl. VAT', async () => {
    apiServer.use(http.get(`${api}/ratchet/offer/history/detail`, () => HttpResponse.json(offerDetail())));
    renderAccount(<OfferDetailView offerNumber="5100012" />, { locale: 'de-DE' });
    const lines = await screen.findByRole('table', { name: 'Angebotspositionen' });
    const first = within(lines).getByRole('row', { name: /RT-1001/ });
    for (const value of ['Kupferrohr 15 mm, 5 m Stange', '200', 'KR-15', '08.04.2026', '4,90', '980,00']) {
      expect(within(first).getByText(new RegExp(value))).toBeInTheDocument();
    }
    const summary = document.querySelector('[data-slot="offer-summary"]');
    expect(summary?.textContent).toMatch(/Summe netto\s*1\.120,50\s*€/);
    expect(summary?.textContent).toMatch(/Gesamtbetrag\s*1\.333,40\s*€/);
    expect(screen.getByText(/Die Angebotspreise gelten bis einschließlich 30\.04\.2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Als PDF herunterladen' })).toHaveAttribute(
      'href',
      '/store-api/ratchet/offer/5100012/pdf',
    );
  });

  it('puts a valid offer into the cart at its prices and names each line not added', async () => {
    const posted: string[] = [];
    apiServer.use(
      http.get(`${api}/ratchet/offer/history/detail`, () => HttpResponse.json(offerDetail())),
      http.post(`${api}/ratchet/offer/:offerNumber/cart`, ({ params }) => {
        posted.push(String(params.offerNumber));
        return HttpResponse.json(offerCartOutcome());
      }),
    );
    const user = userEvent.setup();
    renderAccount(<OfferDetailView offerNumber="5100012" />);
    await user.click(await screen.findByRole('button', { name: 'Put into the cart at the offer’s prices' }));
    expect(
      await screen.findByText('2 lines are in the cart at the offer’s prices, valid until 30 Apr 2026.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Kugelhahn ½″ (RT-3003): out of stock');
    expect(posted).toEqual(['5100012']);
  });

  it('an open offer says it is being prepared and offers no cart; an expired one names its last day', async () => {
    apiServer.use(http.get(`${api}/ratchet/offer/history/detail`, () => HttpResponse.json(openOfferDetail())));
    const { unmount } = renderAccount(<OfferDetailView offerNumber="500001" />);
    expect(await screen.findByText(/This offer is being prepared/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Put into the cart/ })).not.toBeInTheDocument();
    unmount();
    apiServer.use(
      http.get(`${api}/ratchet/offer/history/detail`, () =>
        HttpResponse.json(offerDetail({ validUntil: '2026-02-19', canAddToCart: false })),
      ),
    );
    renderAccount(<OfferDetailView offerNumber="5100010" />);
    expect(await screen.findByText(/This offer was valid until 19 Feb 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Put into the cart/ })).not.toBeInTheDocument();
  });

  it('a foreign or unknown offer is not found (404 RATCHET__OFFER_NOT_FOUND)', async () => {
    apiServer.use(
      http.get(`${api}/ratchet/offer/history/detail`, () =>
        HttpResponse.json(
          { errors: [{ status: '404', code: 'RATCHET__OFFER_NOT_FOUND', title: 'Not Found', detail: '' }] },
          { status: 404 },
        ),
      ),
    );
    renderAccount(<OfferDetailView offerNumber="9" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This offer does not exist or is not your company’s.');
  });
});

describe('RequestOfferDialog (account-area.md §6 ROLE_REQUEST_OFFER; issue 13)', () => {
  it('sends the message and reference for the cart lines and confirms with the new offer’s number', async () => {
    const bodies: RequestOfferBody[] = [];
    apiServer.use(
      ...offerRequestCartHandlers(),
      http.post(`${api}/ratchet/offer`, async ({ request }) => {
        bodies.push((await request.json()) as RequestOfferBody);
        return HttpResponse.json(openOfferDetail());
      }),
    );
    const user = userEvent.setup();
    renderAccount(<RequestOfferDialog open onOpenChange={() => undefined} canViewOffers />);
    const dialog = await screen.findByRole('dialog', { name: 'Request an offer' });
    const lines = await within(dialog).findByRole('table', { name: 'Lines of the offer request' });
    expect(within(lines).getByRole('row', { name: /Kupferrohr 15 mm/ })).toHaveTextContent('200');
    expect(within(lines).getByRole('row', { name: /Pressfitting 15 mm/ })).toHaveTextContent('1,500');
    await user.type(within(dialog).getByLabelText('Message'), 'Staffelpreise ab 500 Stück?');
    await user.type(within(dialog).getByLabelText('Your reference (optional)'), ' HALLE-4 ');
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    const done = await screen.findByRole('dialog', { name: 'Offer requested' });
    expect(done).toHaveTextContent('Your request has been received as offer 500001.');
    expect(within(done).getByRole('link', { name: 'Show offer 500001' })).toHaveAttribute(
      'href',
      '/account/offers/500001',
    );
    expect(bodies).toEqual([{ message: 'Staffelpreise ab 500 Stück?', clientReference: 'HALLE-4' }]);
  });

  it('a refusal (403 without the right) shows its text and keeps the draft', async () => {
    apiServer.use(
      ...offerRequestCartHandlers(),
      http.post(`${api}/ratchet/offer`, () =>
        HttpResponse.json(
          { errors: [{ status: '403', code: 'RATCHET__MISSING_PERMISSION', title: 'Forbidden', detail: '' }] },
          { status: 403 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderAccount(<RequestOfferDialog open onOpenChange={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Request an offer' });
    await within(dialog).findByRole('row', { name: /Kupferrohr/ });
    await user.type(within(dialog).getByLabelText('Message'), 'Bitte anbieten');
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You do not have the permission for this.');
    expect(within(dialog).getByLabelText('Message')).toHaveValue('Bitte anbieten');
    expect(screen.queryByRole('dialog', { name: 'Offer requested' })).not.toBeInTheDocument();
  });
});
