import type {
  CartTransferResponse,
  OrderHistoryDetail,
  OrderHistoryEntry,
  OrderHistoryResponse,
} from '@ratchet/store-api-contract';
import { http, HttpResponse, type RequestHandler } from 'msw';

/** The test API (`apiBase` of apiServer.ts, which the browser stories must not import: it loads msw/node). */
const apiBase = 'http://store.test/store-api';

/** An order of the history list (account-area.md §3 Order), changed by `change`. */
export function orderEntry(change: Partial<OrderHistoryEntry> = {}): OrderHistoryEntry {
  return {
    id: 'order-1',
    orderNumber: '10027',
    orderDate: '2026-03-14',
    orderDateTime: '2026-03-14T09:30:00.000Z',
    status: 'shipped',
    customerReference: 'HALLE-3',
    orderReference: 'WERKSTATT-2026',
    lineCount: 3,
    type: 'webshop',
    firm: 'IMH_ANT',
    warehouse: '10',
    orderedBy: { id: 'c-1', firstName: 'Lena', lastName: 'Huber' },
    total: 1234.56,
    reorderable: true,
    ...change,
  };
}

/** A list answer of the given orders (one page). */
export function orderHistory(orders: OrderHistoryEntry[], page = 1, total = orders.length): OrderHistoryResponse {
  return {
    orders,
    pager: { page, limit: 20, total, pageCount: Math.max(1, Math.ceil(total / 20)) },
    apiAlias: 'ratchet_order_history',
  };
}

const address = {
  company: 'Huber Haustechnik GmbH',
  firstName: 'Lena',
  lastName: 'Huber',
  street: 'Industriestraße 4',
  zipcode: '80331',
  city: 'München',
  countryIso: 'DE',
  countryName: 'Deutschland',
};

/** An order with three lines, shipping 9.90 and an additional cost of 15.00 (account-area.md §3 Order lines). */
export function orderDetail(change: Partial<OrderHistoryDetail> = {}): OrderHistoryDetail {
  return {
    ...orderEntry(),
    selectedWarehouse: null,
    customerComment: 'Bitte an Tor 2 liefern',
    shippingMethod: 'Standard',
    paymentMethod: 'Rechnung',
    deliveryAddress: address,
    billingAddress: address,
    lines: [
      {
        position: 1,
        productId: 'p-1',
        productNumber: 'RT-1001',
        name: 'Kupferrohr 15 mm',
        description: null,
        quantity: 10,
        customerArticleNumber: 'KR-15',
        deliveryDate: '2026-03-18',
        invoiceDate: '2026-03-19',
        invoiceNumber: '7100027',
        shippingNoteNumber: 'LS-88001',
        sendingNumber: '00340434161234567890',
        warehouse: '10',
        unitPrice: 12.5,
        totalPrice: 125,
        taxRate: 19,
      },
      {
        position: 2,
        productId: 'p-2',
        productNumber: 'RT-2002',
        name: 'Pressfitting 15 mm',
        description: 'Bogen 90°',
        quantity: 40,
        customerArticleNumber: null,
        deliveryDate: null,
        invoiceDate: null,
        invoiceNumber: null,
        shippingNoteNumber: null,
        sendingNumber: null,
        warehouse: '20',
        unitPrice: 2.35,
        totalPrice: 94,
        taxRate: 19,
      },
      {
        position: 3,
        productId: null,
        productNumber: 'RT-9999',
        name: 'Auslaufventil alt',
        description: null,
        quantity: 2,
        customerArticleNumber: null,
        deliveryDate: null,
        invoiceDate: null,
        invoiceNumber: null,
        shippingNoteNumber: null,
        sendingNumber: null,
        warehouse: '10',
        unitPrice: 18,
        totalPrice: 36,
        taxRate: 19,
      },
    ],
    subtotal: 255,
    shippingCost: 9.9,
    additionalCost: 15,
    netTotal: 279.9,
    taxes: [{ taxRate: 19, tax: 53.18, net: 279.9 }],
    total: 333.08,
    invoiceNumbers: ['7100027'],
    externalContact: null,
    apiAlias: 'ratchet_order_history_detail',
    ...change,
  };
}

/** A reorder answer: the first two lines added, the third named as no longer existing. */
export function reorderOutcome(): CartTransferResponse {
  return {
    cart: {
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
    },
    added: [
      { position: 1, productId: 'p-1', productNumber: 'RT-1001', name: 'Kupferrohr 15 mm', quantity: 10 },
      { position: 2, productId: 'p-2', productNumber: 'RT-2002', name: 'Pressfitting 15 mm', quantity: 40 },
    ],
    notAdded: [
      {
        position: 3,
        productId: null,
        productNumber: 'RT-9999',
        name: 'Auslaufventil alt',
        quantity: 2,
        reason: 'productNotFound',
        suggestedQuantity: null,
      },
    ],
    apiAlias: 'ratchet_cart_transfer',
  };
}

/** Store-API handlers of the order history stories: the list (filtered by status), the detail and a reorder. */
export function orderHandlers(orders: OrderHistoryEntry[] = demoOrders()): RequestHandler[] {
  return [
    http.get(`${apiBase}/ratchet/order/history`, ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      return HttpResponse.json(orderHistory(status ? orders.filter((order) => order.status === status) : orders));
    }),
    http.get(`${apiBase}/ratchet/order/history/detail`, () => HttpResponse.json(orderDetail())),
    http.post(`${apiBase}/ratchet/order/history/reorder`, () => HttpResponse.json(reorderOutcome())),
  ];
}

/** Five orders of different §4 statuses, the newest first. */
export function demoOrders(): OrderHistoryEntry[] {
  return [
    orderEntry(),
    orderEntry({ id: 'order-2', orderNumber: '10026', orderDate: '2026-03-12', status: 'open', total: 89.9 }),
    orderEntry({
      id: 'order-3',
      orderNumber: '10025',
      orderDate: '2026-03-02',
      status: 'backorder',
      customerReference: null,
      lineCount: 12,
      total: 4310.4,
    }),
    orderEntry({ id: 'order-4', orderNumber: '10024', orderDate: '2026-02-20', status: 'invoiced', total: 56 }),
    orderEntry({
      id: 'order-5',
      orderNumber: '10023',
      orderDate: '2026-02-11',
      status: 'cancelled',
      orderReference: null,
      type: 'phone',
      total: 312.15,
    }),
  ];
}
