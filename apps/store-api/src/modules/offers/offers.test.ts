import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartTransferResponseSchema,
  errorCodes,
  offerDetailSchema,
  offerHistoryResponseSchema,
  type Cart,
  type CartTransferResponse,
  type OfferDetail,
  type OfferHistoryResponse,
} from '@ratchet/store-api-contract';
import { fixedIds } from '../../seed/ids';
import { seedOfferNumber } from '../../seed/orderHistoryDemo';
import { download, pdfPages } from '../../testing/pdfText';
import { prepareProduct } from '../../testing/testProducts';
import { startTestServer, type TestServer } from '../../testing/testServer';

type ErrorBody = { errors: Array<{ code: string }> };

describe('offers: request, list, detail, PDF, into the cart (issue 13; account-area.md §3 Offer, §4, §5, §6)', () => {
  let server: TestServer;
  let leadBuyer: string;
  let nordLead: string;

  beforeAll(async () => {
    server = await startTestServer({ database: 'pglite' });
    leadBuyer = await server.contextFor('lead.buyer');
    nordLead = await server.contextFor('nord.lead.buyer');
  });
  afterAll(() => server?.close());

  const list = (query: string, token = leadBuyer) =>
    server.get<OfferHistoryResponse>(`/ratchet/offer/history${query}`, { token });
  const detail = (offerNumber: string, token = leadBuyer) =>
    server.get<OfferDetail>(`/ratchet/offer/history/detail?offerNumber=${offerNumber}`, { token });

  it('§4 list with status open/processed and date filters; from after to is refused (§5)', async () => {
    const all = await list('?limit=100');
    expect(all.status).toBe(200);
    const answer = offerHistoryResponseSchema.parse(all.json);
    expect(answer.offers.every((offer) => offer.offerNumber.startsWith('51'))).toBe(true);
    const open = await list('?status=open&limit=100');
    const processed = await list('?status=processed&limit=100');
    expect(open.json.offers.length).toBeGreaterThan(0);
    expect(processed.json.offers.length).toBeGreaterThan(0);
    expect(open.json.offers.every((offer) => offer.status === 'open' && offer.netTotal === null)).toBe(true);
    expect(processed.json.offers.every((offer) => offer.status === 'processed' && offer.netTotal !== null)).toBe(true);
    expect(open.json.pager.total + processed.json.pager.total).toBe(answer.pager.total);
    const day = answer.offers[3]!.offerDate;
    const sameDay = await list(`?from=${day}&to=${day}`);
    expect(sameDay.json.offers.map((offer) => offer.offerDate)).toEqual([day]);
    const wrong = await list('?from=2026-05-02&to=2026-05-01');
    expect(wrong.status).toBe(400);
    expect((wrong.json as unknown as ErrorBody).errors[0]?.code).toBe(errorCodes.dateRangeInvalid);
  });

  it('§3 detail lines with price and total excluding VAT; another company’s offer is 404', async () => {
    const response = await detail(seedOfferNumber(1, 5));
    expect(response.status).toBe(200);
    const offer = offerDetailSchema.parse(response.json);
    expect(offer.status).toBe('processed');
    expect(offer.canAddToCart).toBe(true);
    expect(offer.lines.length).toBeGreaterThan(1);
    for (const line of offer.lines) {
      expect(line.price).not.toBeNull();
      expect(Math.round(line.totalExclVat! * 100)).toBe(Math.round(line.price! * line.quantity * 100));
      expect(line.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const net = offer.lines.reduce((sum, line) => sum + Math.round(line.totalExclVat! * 100), 0);
    expect(Math.round(offer.netTotal! * 100)).toBe(net);
    const tax = offer.taxes!.reduce((sum, entry) => sum + Math.round(entry.tax * 100), 0);
    expect(Math.round(offer.total! * 100)).toBe(net + tax);
    const foreign = await detail(seedOfferNumber(1, 5), nordLead);
    expect(foreign.status).toBe(404);
    expect((foreign.json as unknown as ErrorBody).errors[0]?.code).toBe(errorCodes.offerNotFound);
  });

  it('PDF in the user’s language: numbers, lines and totals; French accents', async () => {
    const offer = (await detail(seedOfferNumber(1, 5))).json;
    const file = await download(server.baseURL, `/ratchet/offer/${offer.offerNumber}/pdf`, leadBuyer);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="Angebot-${offer.offerNumber}.pdf"`);
    const text = (await pdfPages(file.bytes)).join('\n');
    const euro = (locale: string, value: number) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' })
        .format(value)
        .replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain(`Angebot ${offer.offerNumber}`);
    expect(text).toContain('Bitte um Angebot für die Jahresmenge – Lieferung ab Lager Gänserndorf möglich?');
    for (const line of offer.lines) expect(text).toContain(line.productNumber);
    expect(text).toContain(euro('de-DE', offer.total!));
    const french = await server.contextFor('lead.buyer', fixedIds.languages['fr-FR']);
    const fr = (
      await pdfPages((await download(server.baseURL, `/ratchet/offer/${offer.offerNumber}/pdf`, french)).bytes)
    ).join('\n');
    expect(fr).toContain(`Offre ${offer.offerNumber}`);
    expect(fr).toContain('Montant total TTC');
    expect(fr).toContain('Désignation');
    expect(fr).toContain(euro('fr-FR', offer.total!));
  });

  it('§6 ROLE_REQUEST_OFFER: an offer from the cart’s lines and a message; open, without prices; the cart stays', async () => {
    const token = await server.contextFor('buyer');
    const product = await prepareProduct(server.db, 200, { netPrice: 12.5, stock: 50 });
    await server.post(
      '/checkout/cart/line-item',
      { items: [{ type: 'product', referencedId: product.id, quantity: 3 }] },
      { token },
    );
    const response = await server.post<OfferDetail>(
      '/ratchet/offer',
      { message: 'Preis für 300 Stück? Lieferung nach Wien‑Döbling', clientReference: 'ANF-Q3' },
      { token },
    );
    expect(response.status).toBe(200);
    const offer = offerDetailSchema.parse(response.json);
    expect(offer).toMatchObject({ status: 'open', clientReference: 'ANF-Q3', netTotal: null, canAddToCart: false });
    expect(offer.lines).toEqual([expect.objectContaining({ productId: product.id, quantity: 3, price: null })]);
    const cart = await server.get<Cart>('/checkout/cart', { token });
    expect(cart.json.lineItems.map((item) => item.referencedId)).toContain(product.id);
    const listed = await list(`?search=${offer.offerNumber}`);
    expect(listed.json.offers.map((entry) => entry.offerNumber)).toEqual([offer.offerNumber]);
    const empty = await server.post('/ratchet/offer', { message: 'x' }, { token: await server.contextFor('approver') });
    expect(empty.status).toBe(400);
    expect((empty.json as ErrorBody).errors[0]?.code).toBe(errorCodes.offerCartEmpty);
    const refused = await server.post(
      '/ratchet/offer',
      { message: 'x' },
      { token: await server.contextFor('oci.buyer') },
    );
    expect(refused.status).toBe(403);
  });

  it('a processed offer goes into the cart at its prices while valid; open or expired ones are refused', async () => {
    const token = await server.contextFor('lead.buyer');
    const offer = (await detail(seedOfferNumber(1, 6))).json;
    const response = await server.post<CartTransferResponse>(`/ratchet/offer/${offer.offerNumber}/cart`, undefined, {
      token,
    });
    expect(response.status).toBe(200);
    const answer = cartTransferResponseSchema.parse(response.json);
    expect(answer.added.length + answer.notAdded.length).toBe(offer.lines.length);
    expect(answer.added.length).toBeGreaterThan(0);
    for (const added of answer.added) {
      const line = offer.lines.find((entry) => entry.position === added.position)!;
      const cartLine = answer.cart.lineItems.find((item) => item.referencedId === added.productId);
      expect(cartLine && cartLine.type === 'product' ? cartLine.price?.unitPrice : undefined).toBe(line.price);
    }
    const open = await server.post(`/ratchet/offer/${seedOfferNumber(1, 1)}/cart`, undefined, { token });
    expect(open.status).toBe(400);
    expect((open.json as ErrorBody).errors[0]?.code).toBe(errorCodes.offerNotOrderable);
    const expired = await server.post(`/ratchet/offer/${seedOfferNumber(1, 12)}/cart`, undefined, { token });
    expect(expired.status).toBe(400);
  });
});
