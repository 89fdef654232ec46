import type { CompanyAddress } from '@ratchet/store-api-contract';
import { http, HttpResponse } from 'msw';
import { leadBuyer } from './fixtures';

const api = 'http://store.test/store-api';
export const companyId = leadBuyer.company.id;

/** Three addresses of the demo company, the first the default. */
export const companyAddresses: CompanyAddress[] = [
  {
    id: '0190a8a8-0000-7000-8000-0000000000b1',
    companyId,
    name: 'Huber Maschinenbau – Zentrale',
    email: 'einkauf@huber.example.test',
    street: 'Industriestraße',
    houseNumber: '12',
    box: null,
    zipcode: '4020',
    city: 'Linz',
    additional: null,
    country: 'AT',
    isDefault: true,
    apiAlias: 'ratchet_company_address',
  },
  {
    id: '0190a8a8-0000-7000-8000-0000000000b2',
    companyId,
    name: 'Werk 2',
    email: null,
    street: 'Hafenstraße',
    houseNumber: '3',
    box: 'Tor 4',
    zipcode: '4020',
    city: 'Linz',
    additional: 'Anlieferung Rampe B',
    country: 'AT',
    isDefault: false,
    apiAlias: 'ratchet_company_address',
  },
  {
    id: '0190a8a8-0000-7000-8000-0000000000b3',
    companyId,
    name: 'Lager Antwerpen',
    email: null,
    street: 'Noorderlaan',
    houseNumber: '147',
    box: null,
    zipcode: '2030',
    city: 'Antwerpen',
    additional: null,
    country: 'BE',
    isDefault: false,
    apiAlias: 'ratchet_company_address',
  },
];

/**
 * An in-memory address book behind MSW (list, create, update, set default, delete with a new default): what the
 * store-API does, reduced to what the screens need. Each call of the function starts a fresh book.
 */
export function addressBookHandlers(start: CompanyAddress[] = companyAddresses) {
  let book = start.map((address) => ({ ...address }));
  const list = () =>
    HttpResponse.json({
      addresses: [...book].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)),
      apiAlias: 'ratchet_company_address_list',
    });
  const base = `${api}/ratchet/companies/:companyId/address`;
  return [
    http.get(base, list),
    http.post(base, async ({ request }) => {
      const body = (await request.json()) as Omit<CompanyAddress, 'id' | 'companyId' | 'apiAlias'>;
      const created: CompanyAddress = {
        ...body,
        email: body.email ?? null,
        box: body.box ?? null,
        additional: body.additional ?? null,
        isDefault: body.isDefault === true,
        id: `0190a8a8-0000-7000-8000-0000000001${String(book.length).padStart(2, '0')}`,
        companyId,
        apiAlias: 'ratchet_company_address',
      };
      if (created.isDefault) book = book.map((address) => ({ ...address, isDefault: false }));
      book.push(created);
      return HttpResponse.json(created);
    }),
    http.put(`${base}/:addressId`, async ({ params, request }) => {
      const body = (await request.json()) as Partial<CompanyAddress>;
      book = book.map((address) => (address.id === params.addressId ? { ...address, ...body } : address));
      return HttpResponse.json(book.find((address) => address.id === params.addressId));
    }),
    http.post(`${base}/:addressId/default`, ({ params }) => {
      book = book.map((address) => ({ ...address, isDefault: address.id === params.addressId }));
      return list();
    }),
    http.delete(`${base}/:addressId`, ({ params, request }) => {
      const target = book.find((address) => address.id === params.addressId);
      const newDefault = new URL(request.url).searchParams.get('newDefaultAddressId');
      if (target?.isDefault && !newDefault) {
        return HttpResponse.json(
          { errors: [{ status: '400', code: 'RATCHET__DEFAULT_ADDRESS_REQUIRED', title: 'Bad Request', detail: '' }] },
          { status: 400 },
        );
      }
      book = book
        .filter((address) => address.id !== params.addressId)
        .map((address) => (newDefault ? { ...address, isDefault: address.id === newDefault } : address));
      return list();
    }),
  ];
}
