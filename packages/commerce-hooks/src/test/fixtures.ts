import type { RightEntry } from '@ratchet/store-api-contract';
import { http, HttpResponse } from 'msw';
import type { Cart, Customer } from '../pendingContract';
import { apiUrl } from './server';

export const leadBuyer: Customer = {
  id: '0190a8a8-0000-7000-8000-000000000001',
  active: true,
  firstName: 'Lena',
  lastName: 'Huber',
  company: { companyNumber: '10001', name: 'Huber Maschinenbau GmbH' },
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

export function cartWith(lines: { id: string; sku: string; quantity: number; minPurchase?: number }[]): Cart {
  return {
    lineItems: lines.map((line) => ({
      id: line.id,
      type: 'product',
      referencedId: line.id,
      quantity: line.quantity,
      payload: { productNumber: line.sku },
      quantityInformation: { minPurchase: line.minPurchase ?? null, maxPurchase: null, purchaseSteps: 1 },
    })),
  };
}
