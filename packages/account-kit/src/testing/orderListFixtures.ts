import type { Cart, OrderListDetail, OrderListItem, OrderListSummary } from '@ratchet/store-api-contract';
import { orderListAmount, orderListLineTotal } from '@ratchet/store-api-contract/rules';
import { http, HttpResponse, type RequestHandler } from 'msw';

/** The test API (`apiBase` of apiServer.ts, which the browser stories must not import: it loads msw/node). */
const apiBase = 'http://store.test/store-api';

const names = ['Sechskantschraube M8×40', 'Kupferrohr 15 mm', 'Pressfitting 15 mm', 'Dübel 8 mm', 'Kabelbinder 200 mm'];

/** An order list item (account-area.md §3 Order list items), number `n`, changed by `change`. */
export function orderListItem(n: number, change: Partial<OrderListItem> = {}): OrderListItem {
  const unitPrice = Math.round((1.5 + n * 0.35) * 100) / 100;
  const quantity = 1 + (n % 3);
  return {
    id: `item-${n}`,
    productId: `product-${n}`,
    productNumber: `R${String(1000000 + n).slice(1)}`,
    name: `${names[n % names.length]} (${n})`,
    quantity,
    unitPrice,
    totalPrice: orderListLineTotal({ unitPrice, quantity }),
    ecotax: n % 7 === 0 ? 0.5 : null,
    packUnit: n % 5 === 0 ? 'metre' : 'piece',
    minPurchase: 1,
    purchaseStep: 1,
    maxPurchase: null,
    stock: 40 + n,
    available: true,
    deliveryTime: { min: 1, max: 3, unit: 'day' },
    restockTime: null,
    customerArticleNumber: n % 3 === 1 ? `HM-${10000 + n}` : null,
    seoPath: `produkt-${n}/R${String(1000000 + n).slice(1)}`,
    addedAt: '2026-10-01T08:00:00.000Z',
    ...change,
  };
}

/** A list with its items and figures computed from them. */
export function orderListDetail(
  change: Partial<Omit<OrderListDetail, 'items'>> = {},
  items: OrderListItem[] = [1, 2, 3].map((n) => orderListItem(n)),
): OrderListDetail {
  return {
    id: 'list-1',
    name: 'Werkstatt Grundausstattung',
    privacy: 'company',
    createdBy: { id: 'c-1', firstName: 'Lena', lastName: 'Huber' },
    createdAt: '2026-09-15T08:00:00.000Z',
    updatedAt: '2026-10-20T08:00:00.000Z',
    itemCount: items.length,
    amount: orderListAmount(items),
    isOwn: true,
    ...change,
    items,
    apiAlias: 'ratchet_order_list',
  };
}

/** The 60-item company list of the demo (every page of it goes into the cart in one multi-add); item 42 is not available. */
export function longOrderList(): OrderListDetail {
  return orderListDetail(
    { id: 'list-long' },
    Array.from({ length: 60 }, (_, index) =>
      orderListItem(index + 1, index + 1 === 42 ? { available: false, name: 'Auslaufventil alt (42)' } : {}),
    ),
  );
}

/** The list screen's line of a list. */
export function summaryOf(list: OrderListDetail): OrderListSummary {
  const { items: _items, apiAlias: _alias, ...summary } = list;
  return summary;
}

/** An empty cart answer. */
export function emptyCart(): Cart {
  return {
    token: 'cart-token',
    name: 'sales-channel',
    lineItems: [],
    errors: {},
    price: null,
    deliveries: [],
    transactions: [],
    extensions: {
      minimumCartValue: null,
      shipping: null,
      totals: null,
      allowedPaymentMethods: ['invoice'],
      orderFlowBudget: null,
      idempotencyKey: null,
    },
    apiAlias: 'cart',
  } as Cart;
}

/** What the handlers saw: the bodies of the cart's multi-adds and of the list calls. */
export interface OrderListTraffic {
  cartAdds: Array<{ items: Array<{ referencedId?: string; quantity: number }> }>;
  requests: Array<{ method: string; path: string; query: string; body: unknown }>;
}

/**
 * Stateful store-API handlers of order lists: the lists (search, pages of the given limit), the detail, create,
 * rename/quantities, delete, add and remove items, and the cart's multi-add.
 */
export function orderListHandlers(
  initial: OrderListDetail[] = [
    longOrderList(),
    orderListDetail({
      id: 'list-2',
      name: 'Schrauben und Dübel',
      privacy: 'user',
      createdAt: '2026-11-02T08:00:00.000Z',
    }),
    orderListDetail(
      {
        id: 'list-3',
        name: 'Baustelle Linz',
        createdBy: { id: 'c-2', firstName: 'Bernd', lastName: 'Gruber' },
        isOwn: false,
      },
      [],
    ),
  ],
  traffic: OrderListTraffic = { cartAdds: [], requests: [] },
): RequestHandler[] {
  const lists = new Map(initial.map((list) => [list.id, structuredClone(list)]));
  const refresh = (list: OrderListDetail): OrderListDetail => {
    const items = list.items.map((item) => ({
      ...item,
      totalPrice: orderListLineTotal({ unitPrice: item.unitPrice, quantity: item.quantity }),
    }));
    const next = { ...list, items, itemCount: items.length, amount: orderListAmount(items) };
    lists.set(list.id, next);
    return next;
  };
  const notFound = () =>
    HttpResponse.json(
      { errors: [{ status: '404', code: 'RATCHET__ORDER_LIST_NOT_FOUND', title: 'Not Found', detail: 'Not found.' }] },
      { status: 404 },
    );
  const note = async (request: Request) => {
    const body =
      request.method === 'GET'
        ? undefined
        : await request
            .clone()
            .json()
            .catch(() => undefined);
    const url = new URL(request.url);
    traffic.requests.push({ method: request.method, path: url.pathname, query: url.search, body });
    return body;
  };
  return [
    http.get(`${apiBase}/ratchet/order/list`, async ({ request }) => {
      await note(request);
      const query = new URL(request.url).searchParams;
      const limit = Number(query.get('limit') ?? 20);
      const page = Number(query.get('page') ?? 1);
      const search = (query.get('search') ?? '').toLowerCase();
      const found = [...lists.values()].filter((list) => list.name.toLowerCase().includes(search));
      return HttpResponse.json({
        orderLists: found.slice((page - 1) * limit, page * limit).map(summaryOf),
        pager: { page, limit, total: found.length, pageCount: Math.max(1, Math.ceil(found.length / limit)) },
        apiAlias: 'ratchet_order_list_list',
      });
    }),
    http.post(`${apiBase}/ratchet/order/list`, async ({ request }) => {
      const body = (await note(request)) as {
        name: string;
        privacy: 'user' | 'company';
        items?: Array<{ productId: string; quantity: number }>;
      };
      const id = `list-new-${lists.size + 1}`;
      const items = (body.items ?? []).map((item, index) =>
        orderListItem(100 + index, { id: `${id}-item-${index}`, productId: item.productId, quantity: item.quantity }),
      );
      return HttpResponse.json(
        refresh(
          orderListDetail({ id, name: body.name, privacy: body.privacy, createdAt: '2026-11-26T10:00:00.000Z' }, items),
        ),
      );
    }),
    http.get(`${apiBase}/ratchet/order/list/:id`, async ({ request, params }) => {
      await note(request);
      const list = lists.get(String(params.id));
      return list ? HttpResponse.json(list) : notFound();
    }),
    http.patch(`${apiBase}/ratchet/order/list/:id`, async ({ request, params }) => {
      const body = (await note(request)) as {
        name?: string;
        privacy?: 'user' | 'company';
        items?: Array<{ id: string; quantity: number }>;
      };
      const list = lists.get(String(params.id));
      if (!list) return notFound();
      const quantities = new Map((body.items ?? []).map((item) => [item.id, item.quantity]));
      return HttpResponse.json(
        refresh({
          ...list,
          name: body.name ?? list.name,
          privacy: body.privacy ?? list.privacy,
          items: list.items.map((item) => ({ ...item, quantity: quantities.get(item.id) ?? item.quantity })),
        }),
      );
    }),
    http.delete(`${apiBase}/ratchet/order/list/:id`, async ({ request, params }) => {
      await note(request);
      if (!lists.delete(String(params.id))) return notFound();
      return HttpResponse.json({ deleted: params.id, apiAlias: 'ratchet_order_list_delete' });
    }),
    http.post(`${apiBase}/ratchet/order/list/:id/items`, async ({ request, params }) => {
      const body = (await note(request)) as { items: Array<{ productId: string; quantity: number }> };
      const list = lists.get(String(params.id));
      if (!list) return notFound();
      const added = body.items.map((item, index) =>
        orderListItem(200 + list.items.length + index, { productId: item.productId, quantity: item.quantity }),
      );
      return HttpResponse.json(refresh({ ...list, items: [...list.items, ...added] }));
    }),
    http.delete(`${apiBase}/ratchet/order/list/:id/items`, async ({ request, params }) => {
      const body = (await note(request)) as { ids: string[] };
      const list = lists.get(String(params.id));
      if (!list) return notFound();
      return HttpResponse.json(refresh({ ...list, items: list.items.filter((item) => !body.ids.includes(item.id)) }));
    }),
    http.get(`${apiBase}/checkout/cart`, () => HttpResponse.json(emptyCart())),
    http.post(`${apiBase}/checkout/cart/line-item`, async ({ request }) => {
      traffic.cartAdds.push((await request.json()) as OrderListTraffic['cartAdds'][number]);
      return HttpResponse.json(emptyCart());
    }),
    http.post(`${apiBase}/ratchet/price-information`, () => HttpResponse.json({ articles: [] })),
  ];
}
