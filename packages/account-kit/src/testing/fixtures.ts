import type { Customer } from '@ratchet/commerce-hooks';
import type { Company } from '@ratchet/store-api-contract';
import { roleCodes, type RightEntry, type RoleCode } from '@ratchet/store-api-contract/rules';
import { HttpResponse } from 'msw';

const billing = {
  id: '0190a8a8-0000-7000-8000-0000000000a1',
  customerId: '0190a8a8-0000-7000-8000-000000000001',
  firstName: 'Lena',
  lastName: 'Huber',
  company: 'Huber Maschinenbau GmbH',
  street: 'Industriestraße 12',
  zipcode: '4020',
  city: 'Linz',
  countryId: 'country-at',
  country: { id: 'country-at', iso: 'AT', name: 'Österreich', apiAlias: 'country' as const },
  apiAlias: 'customer_address' as const,
};

/** A lead buyer of an Austrian company with both default addresses (stories and tests). */
export const leadBuyer: Customer = {
  id: '0190a8a8-0000-7000-8000-000000000001',
  active: true,
  guest: false,
  salutation: null,
  firstName: 'Lena',
  lastName: 'Huber',
  email: 'lena.huber@example.test',
  customerNumber: 'K-10001',
  company: {
    id: '0190a8a8-0000-7000-8000-0000000000c1',
    companyNumber: '100001',
    name: 'Huber Maschinenbau GmbH',
    active: true,
  },
  customFields: { ratchet_oci_customer: false },
  extensions: { ratchet: { username: 'lena', leadBuyer: true } },
  flow: null,
  defaultBillingAddressId: billing.id,
  defaultShippingAddressId: '0190a8a8-0000-7000-8000-0000000000a2',
  defaultBillingAddress: billing,
  defaultShippingAddress: {
    ...billing,
    id: '0190a8a8-0000-7000-8000-0000000000a2',
    company: 'Huber Maschinenbau GmbH – Werk 2',
    street: 'Hafenstraße 3',
    zipcode: '4020',
  },
  addresses: [],
  orderCount: 3,
  doubleOptInRegistration: true,
  doubleOptInConfirmDate: '2026-01-12T08:00:00.000Z',
  apiAlias: 'customer',
};

/** Every one of the 24 role codes, with the given ones enabled (account-area.md §6). */
export function rightsWith(enabled: readonly RoleCode[]): RightEntry[] {
  return roleCodes.map((code) => ({ code, enabled: enabled.includes(code) }));
}

/** A lead buyer's rights: every code enabled. */
export const allRights: RightEntry[] = rightsWith(roleCodes);

/** A buyer who may order and see prices, nothing of the company's administration. */
export const buyerRights: RightEntry[] = rightsWith([
  'ROLE_PLACE_ORDERS',
  'ROLE_VIEW_PRICES',
  'ROLE_MANAGE_OWN_ACCOUNT',
]);

/** The store-API error shape (`{ errors: [...] }`) with one error. */
export function storeApiError(status: number, code: string, pointer?: string) {
  return HttpResponse.json(
    {
      errors: [
        { status: String(status), code, title: 'Error', detail: code, ...(pointer ? { source: { pointer } } : {}) },
      ],
    },
    { status },
  );
}

/** The lead buyer's company as readCompany answers it (dashboard). */
export const leadBuyerCompany: Company = {
  id: leadBuyer.company.id,
  companyNumber: '100001',
  name: 'Huber Maschinenbau GmbH',
  vatNumber: 'ATU13585627',
  active: true,
  billingAddress: {
    street: 'Industriestraße',
    houseNumber: '12',
    box: null,
    zipcode: '4020',
    city: 'Linz',
    additional: null,
    country: 'AT',
  },
  defaultAddress: {
    id: '0190a8a8-0000-7000-8000-0000000000b2',
    companyId: leadBuyer.company.id,
    name: 'Werk 2',
    email: null,
    street: 'Hafenstraße',
    houseNumber: '3',
    box: null,
    zipcode: '4020',
    city: 'Linz',
    additional: null,
    country: 'AT',
    isDefault: true,
    apiAlias: 'ratchet_company_address',
  },
  apiAlias: 'ratchet_company',
};
