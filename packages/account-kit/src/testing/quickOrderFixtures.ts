import type { Cart, QuickOrderProduct, QuickOrderResolution, StoreApiError } from '@ratchet/store-api-contract';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { reorderOutcome } from './orderFixtures';

/** A multi-add's body as the cart hook sends it (POST /checkout/cart/line-item). */
export interface AddLineItemBody {
  items: { id?: string; type?: string; referencedId?: string; sku?: string; quantity?: number }[];
}

/** The test API (`apiBase` of apiServer.ts, which the browser stories must not import: it loads msw/node). */
const apiBase = 'http://store.test/store-api';

function product(change: Partial<QuickOrderProduct> & Pick<QuickOrderProduct, 'id' | 'productNumber' | 'name'>) {
  return {
    customerSku: null,
    minPurchase: 1,
    purchaseStep: 1,
    maxPurchase: null,
    availableStock: 500,
    isCloseout: false,
    buyable: true,
    unit: 'piece',
    ...change,
  } satisfies QuickOrderProduct;
}

/** The products the quick order fixtures know, by product number (and the own number HM-10001 for the tube). */
export const quickOrderProducts: Record<string, QuickOrderProduct> = {
  'RT-1001': product({ id: 'p-1001', productNumber: 'RT-1001', name: 'Copper tube 15 mm', customerSku: 'HM-10001' }),
  'RT-2002': product({
    id: 'p-2002',
    productNumber: 'RT-2002',
    name: 'Press fitting 15 mm',
    minPurchase: 10,
    purchaseStep: 5,
    maxPurchase: 100,
  }),
  'RT-3003': product({
    id: 'p-3003',
    productNumber: 'RT-3003',
    name: 'Cable NYM 3x1.5',
    minPurchase: 0.5,
    purchaseStep: 0.5,
    unit: 'metre',
  }),
  'RT-4004': product({
    id: 'p-4004',
    productNumber: 'RT-4004',
    name: 'Angle valve (closeout)',
    isCloseout: true,
    availableStock: 3,
  }),
  'RT-5005': product({ id: 'p-5005', productNumber: 'RT-5005', name: 'Tap set (variants)', buyable: false }),
};

/** The fixtures' answer for one number: product number (any case), then own number. */
export function resolveNumber(number: string): QuickOrderResolution {
  const byNumber = Object.values(quickOrderProducts).find(
    (entry) => entry.productNumber.toLowerCase() === number.toLowerCase(),
  );
  if (byNumber) return { number, matchedBy: 'productNumber', product: byNumber };
  const bySku = Object.values(quickOrderProducts).find(
    (entry) => entry.customerSku?.toLowerCase() === number.toLowerCase(),
  );
  return bySku ? { number, matchedBy: 'customerSku', product: bySku } : { number, matchedBy: null, product: null };
}

/** An empty cart (the quick order reads it through useCart). */
export function quickOrderCart(): Cart {
  return reorderOutcome().cart;
}

/** A search-suggest answer element (the typeahead reads name, number and own number). */
function suggestion(entry: QuickOrderProduct) {
  return {
    id: entry.id,
    productNumber: entry.productNumber,
    name: entry.name,
    translated: { name: entry.name },
    articleLink: entry.customerSku ? { customerSku: entry.customerSku } : null,
    apiAlias: 'product',
  };
}

/** What the handlers saw. */
export interface QuickOrderRequests {
  resolve: string[][];
  cartAdds: AddLineItemBody[];
  suggest: string[];
}

/**
 * Handlers of the quick order stories and tests: resolve, CSV upload (rows given), search suggest, and the cart
 * (read; add refuses the item whose product id is in `refuse` with that error, with its index, as the server does).
 */
export function quickOrderHandlers(
  options: {
    requests?: QuickOrderRequests;
    refuse?: Record<string, Omit<StoreApiError, 'meta'> & { parameters?: Record<string, unknown> }>;
    csvRows?: { line: number; number: string; quantity: string }[];
    csvError?: { status: number; code: string };
    resolveDelayed?: boolean;
  } = {},
): RequestHandler[] {
  const requests = options.requests;
  return [
    http.post(`${apiBase}/ratchet/quick-order/resolve`, async ({ request }) => {
      const body = (await request.json()) as { numbers: string[] };
      requests?.resolve.push(body.numbers);
      if (options.resolveDelayed) await new Promise(() => undefined);
      return HttpResponse.json({
        results: body.numbers.map(resolveNumber),
        apiAlias: 'ratchet_quick_order_resolution',
      });
    }),
    http.post(`${apiBase}/ratchet/quick-order/csv`, () => {
      if (options.csvError) {
        const { status, code } = options.csvError;
        return HttpResponse.json(
          { errors: [{ status: String(status), code, title: 'Bad Request', detail: code }] },
          { status },
        );
      }
      const rows = (options.csvRows ?? []).map((row) => ({ ...row, resolution: resolveNumber(row.number) }));
      return HttpResponse.json({ rows, omittedRows: 0, apiAlias: 'ratchet_quick_order_csv' });
    }),
    http.post(`${apiBase}/search-suggest`, async ({ request }) => {
      const body = (await request.json()) as { search: string };
      requests?.suggest.push(body.search);
      const term = body.search.toLowerCase();
      const elements = Object.values(quickOrderProducts)
        .filter(
          (entry) =>
            entry.productNumber.toLowerCase().includes(term) ||
            entry.name.toLowerCase().includes(term) ||
            entry.customerSku?.toLowerCase().includes(term),
        )
        .map(suggestion);
      return HttpResponse.json({ elements, total: elements.length, apiAlias: 'product_listing' });
    }),
    http.get(`${apiBase}/checkout/cart`, () => HttpResponse.json(quickOrderCart())),
    http.post(`${apiBase}/checkout/cart/line-item`, async ({ request }) => {
      const body = (await request.json()) as AddLineItemBody;
      requests?.cartAdds.push(body);
      const index = body.items.findIndex((item) => item.referencedId && options.refuse?.[item.referencedId]);
      const refused = index === -1 ? undefined : options.refuse?.[body.items[index]!.referencedId!];
      if (refused) {
        const { parameters, ...error } = refused;
        return HttpResponse.json(
          { errors: [{ ...error, meta: { parameters: { ...parameters, index } } }] },
          { status: Number(error.status) },
        );
      }
      return HttpResponse.json(quickOrderCart());
    }),
  ];
}

/** Spreadsheet rows as Excel puts them on the clipboard (tab-separated, CRLF). */
export function clipboardRows(rows: readonly (readonly [string, string])[]): string {
  return `${rows.map(([number, quantity]) => `${number}\t${quantity}`).join('\r\n')}\r\n`;
}
