import type { RightEntry } from '@ratchet/store-api-contract';
import { http, HttpResponse } from 'msw';
import type { Cart, CartProductLineItem, Customer, NavigationElement } from '../operations';
import { apiUrl } from './server';

export const leadBuyer: Customer = {
  id: '0190a8a8-0000-7000-8000-000000000001',
  active: true,
  guest: false,
  salutation: null,
  firstName: 'Lena',
  lastName: 'Huber',
  email: 'lena.huber@example.test',
  customerNumber: 'K-10001',
  company: { id: 'company-1', companyNumber: '10001', name: 'Huber Maschinenbau GmbH', active: true },
  customFields: { ratchet_oci_customer: false },
  extensions: { ratchet: { username: 'lena', leadBuyer: true } },
  flow: null,
  defaultBillingAddressId: null,
  defaultShippingAddressId: null,
  defaultBillingAddress: null,
  defaultShippingAddress: null,
  addresses: [],
  orderCount: 0,
  doubleOptInRegistration: false,
  doubleOptInConfirmDate: null,
  apiAlias: 'customer',
};

export const leadBuyerRights: RightEntry[] = [
  { code: 'ROLE_MANAGE_ORDER_LISTS', enabled: true },
  { code: 'ROLE_MANAGE_ORDER_HISTORY', enabled: true },
  { code: 'ROLE_MANAGE_OFFER_HISTORY', enabled: false },
];

export function storeApiError(status: number, code: string, meta?: Record<string, unknown>) {
  return HttpResponse.json(
    { errors: [{ status: String(status), code, title: 'Error', detail: code, ...(meta ? { meta } : {}) }] },
    { status },
  );
}

/** A logged-in session: the customer call answers `customer` for `token`, 403 for others. */
export function sessionHandlers(options: { token: string; customer?: Customer; rights?: RightEntry[] }) {
  const customer = options.customer ?? leadBuyer;
  return [
    http.post(apiUrl('/account/customer'), ({ request }) =>
      request.headers.get('sw-context-token') === options.token
        ? HttpResponse.json(customer)
        : storeApiError(403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN'),
    ),
    http.get(apiUrl('/ratchet/account/{id}/role'), ({ params, request }) =>
      params.id === customer.id && request.headers.get('sw-context-token') === options.token
        ? HttpResponse.json({ roles: options.rights ?? leadBuyerRights })
        : storeApiError(403, 'RATCHET__MISSING_PERMISSION'),
    ),
  ];
}

/** A cart line as the contract describes it. */
export function cartLine(line: {
  id: string;
  sku: string;
  quantity: number;
  minPurchase?: number;
}): CartProductLineItem {
  return {
    id: line.id,
    referencedId: line.id,
    type: 'product',
    label: line.sku,
    quantity: line.quantity,
    good: true,
    removable: true,
    stackable: true,
    payload: {
      productNumber: line.sku,
      manufacturerId: null,
      propertyIds: [],
      'article-float-qty': false,
      isCloseout: false,
      customFields: { order_detail_text: null },
    },
    cover: null,
    articleLink: null,
    price: null,
    quantityInformation: { minPurchase: line.minPurchase ?? 1, maxPurchase: null, purchaseSteps: 1 },
    deliveryInformation: { stock: 100, deliveryTime: null, restockTime: null, deliveryDate: null, inStock: true },
    ecoNotice: null,
    apiAlias: 'cart_line_item',
  };
}

/** A cart as the contract describes it, with the given product lines. */
export function cartWith(lines: { id: string; sku: string; quantity: number; minPurchase?: number }[]): Cart {
  return {
    token: 'cart-token',
    name: 'sales-channel',
    lineItems: lines.map(cartLine),
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
  };
}

/** A category (navigation element) as the contract describes it. */
export function category(
  id: string,
  name: string,
  options: { type?: NavigationElement['type']; children?: NavigationElement[] } = {},
): NavigationElement {
  const children = options.children ?? null;
  return {
    id,
    parentId: null,
    type: options.type ?? 'page',
    name,
    translated: { name, description: null, badge: null, customFields: {} },
    customFields: {},
    level: 1,
    position: 0,
    path: null,
    breadcrumb: [name],
    childCount: children?.length ?? 0,
    children,
    linkType: null,
    externalLink: null,
    internalLink: null,
    linkNewTab: false,
    media: null,
    extensions: { category_icon_media: { hasFile: false } },
    seoUrl: options.type === 'folder' ? null : `/${id}/`,
    seoUrls: [],
    productAssignmentType: 'product',
    apiAlias: 'category',
  };
}
