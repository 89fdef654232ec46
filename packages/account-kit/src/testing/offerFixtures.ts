import type {
  Cart,
  CartProductLineItem,
  CartTransferResponse,
  Offer,
  OfferDetail,
  OfferHistoryResponse,
} from '@ratchet/store-api-contract';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { reorderOutcome } from './orderFixtures';

/** The test API (`apiBase` of apiServer.ts, which the browser stories must not import: it loads msw/node). */
const apiBase = 'http://store.test/store-api';

/** An offer of the list (account-area.md §3 Offer): processed and valid until 30 April 2026, changed by `change`. */
export function offerEntry(change: Partial<Offer> = {}): Offer {
  const offerNumber = change.offerNumber ?? '5100012';
  return {
    id: `offer-${offerNumber}`,
    offerNumber,
    offerDate: '2026-03-10',
    clientReference: 'HALLE-3',
    status: 'processed',
    message: 'Bitte Staffelpreise für 200 Stück angeben.',
    requestedBy: { id: 'c-1', firstName: 'Lena', lastName: 'Huber' },
    validUntil: '2026-04-30',
    lineCount: 2,
    netTotal: 1120.5,
    link: `/store-api/ratchet/offer/${offerNumber}/pdf`,
    canAddToCart: true,
    ...change,
  };
}

/** A list answer of the given offers (one page of `total`). */
export function offerHistory(offers: Offer[], page = 1, total = offers.length): OfferHistoryResponse {
  return {
    offers,
    pager: { page, limit: 20, total, pageCount: Math.max(1, Math.ceil(total / 20)) },
    apiAlias: 'ratchet_offer_history',
  };
}

/** An offer with two priced lines (account-area.md §3 Offer lines), 19 % VAT. */
export function offerDetail(change: Partial<OfferDetail> = {}): OfferDetail {
  return {
    ...offerEntry(),
    lines: [
      {
        position: 1,
        productId: 'p-1',
        productNumber: 'RT-1001',
        description: 'Kupferrohr 15 mm, 5 m Stange',
        quantity: 200,
        customerArticleNumber: 'KR-15',
        deliveryDate: '2026-04-08',
        price: 4.9,
        totalExclVat: 980,
        taxRate: 19,
      },
      {
        position: 2,
        productId: 'p-2',
        productNumber: 'RT-2002',
        description: 'Pressfitting 15 mm – Bogen 90°',
        quantity: 50,
        customerArticleNumber: null,
        deliveryDate: null,
        price: 2.81,
        totalExclVat: 140.5,
        taxRate: 19,
      },
    ],
    taxes: [{ taxRate: 19, tax: 212.9, net: 1120.5 }],
    total: 1333.4,
    apiAlias: 'ratchet_offer_detail',
    ...change,
  };
}

/** The detail of an open offer (no prices yet, no validity). */
export function openOfferDetail(): OfferDetail {
  const detail = offerDetail();
  return {
    ...detail,
    offerNumber: '500001',
    status: 'open',
    validUntil: null,
    netTotal: null,
    canAddToCart: false,
    link: '/store-api/ratchet/offer/500001/pdf',
    lines: detail.lines.map((line) => ({ ...line, price: null, totalExclVat: null, deliveryDate: null })),
    taxes: null,
    total: null,
  };
}

/** Putting an offer into the cart: both lines added, a third line named as out of stock. */
export function offerCartOutcome(): CartTransferResponse {
  const outcome = reorderOutcome();
  return {
    ...outcome,
    notAdded: [
      {
        position: 3,
        productId: 'p-3',
        productNumber: 'RT-3003',
        name: 'Kugelhahn ½″',
        quantity: 30,
        reason: 'outOfStock',
        suggestedQuantity: null,
      },
    ],
  };
}

/** Five offers of both §4 statuses, the newest first (one processed offer expired). */
export function demoOffers(): Offer[] {
  return [
    offerEntry({
      offerNumber: '500001',
      offerDate: '2026-03-20',
      status: 'open',
      validUntil: null,
      netTotal: null,
      canAddToCart: false,
      clientReference: null,
      lineCount: 3,
    }),
    offerEntry(),
    offerEntry({ offerNumber: '5100011', offerDate: '2026-03-02', validUntil: '2026-04-15', netTotal: 89.9 }),
    offerEntry({
      offerNumber: '5100010',
      offerDate: '2026-01-20',
      validUntil: '2026-02-19',
      canAddToCart: false,
      netTotal: 2450,
      lineCount: 7,
      requestedBy: { id: 'c-2', firstName: 'Jonas', lastName: 'Maier' },
    }),
    offerEntry({
      offerNumber: '5100009',
      offerDate: '2026-01-05',
      status: 'open',
      validUntil: null,
      netTotal: null,
      canAddToCart: false,
    }),
  ];
}

/** Store-API handlers of the offer stories: the list (by status), a detail, putting it into the cart, a request. */
export function offerHandlers(offers: Offer[] = demoOffers(), detail: OfferDetail = offerDetail()): RequestHandler[] {
  return [
    http.get(`${apiBase}/ratchet/offer/history`, ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      return HttpResponse.json(offerHistory(status ? offers.filter((offer) => offer.status === status) : offers));
    }),
    http.get(`${apiBase}/ratchet/offer/history/detail`, () => HttpResponse.json(detail)),
    http.post(`${apiBase}/ratchet/offer/:offerNumber/cart`, () => HttpResponse.json(offerCartOutcome())),
    http.post(`${apiBase}/ratchet/offer`, () => HttpResponse.json(openOfferDetail())),
  ];
}

/** A cart product line (the contract's shape; no prices needed by the offer request). */
function cartLine(id: string, productNumber: string, label: string, quantity: number): CartProductLineItem {
  return {
    id,
    referencedId: id,
    type: 'product',
    label,
    quantity,
    good: true,
    removable: true,
    stackable: true,
    payload: {
      productNumber,
      manufacturerId: null,
      propertyIds: [],
      'article-float-qty': false,
      isCloseout: false,
      customFields: { order_detail_text: null },
    },
    cover: null,
    articleLink: null,
    price: null,
    quantityInformation: { minPurchase: 1, maxPurchase: null, purchaseSteps: 1 },
    deliveryInformation: { stock: 100, deliveryTime: null, restockTime: null, deliveryDate: null, inStock: true },
    ecoNotice: null,
    apiAlias: 'cart_line_item',
  };
}

/** The cart an offer is requested for: two product lines. */
export function offerRequestCart(): Cart {
  return {
    ...reorderOutcome().cart,
    lineItems: [
      cartLine('line-1', 'RT-1001', 'Kupferrohr 15 mm', 200),
      cartLine('line-2', 'RT-2002', 'Pressfitting 15 mm', 1500),
    ],
  };
}

/** The store-API handlers of the cart the request dialog lists (and the cart's price information, none). */
export function offerRequestCartHandlers(): RequestHandler[] {
  return [
    http.get(`${apiBase}/checkout/cart`, () => HttpResponse.json(offerRequestCart())),
    http.post(`${apiBase}/ratchet/price-information`, () => HttpResponse.json({ articles: [] })),
  ];
}
