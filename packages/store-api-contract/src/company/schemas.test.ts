import { describe, expect, it } from 'vitest';
import { companyUserListRequest, companyUserListStateFromQuery } from '../rules/companyUsers';
import {
  companyAddressBodySchema,
  companyCustomerListBodySchema,
  createCompanyCustomerBodySchema,
  updateCustomerRolesBodySchema,
} from './schemas';

describe('company schemas (account-area.md §3, §7 Users and rights, Addresses)', () => {
  it('§7/§9: an empty list body is page 1 with 20 users, no filter, no sort', () => {
    expect(companyCustomerListBodySchema.parse({})).toEqual({ page: 1, limit: 20, filter: [], sort: [] });
  });

  it.each([
    'leadBuyer=true&budgetMin=0&budgetMax=10000&field=budgetRemaining&order=desc&page=2',
    'firstName=Anna&lastName=Gruber&username=hm&type=equals',
    'search=huber',
  ])('§7: the body the list page builds from ?%s is accepted as it is', (query) => {
    const body = companyUserListRequest(companyUserListStateFromQuery(new URLSearchParams(query)));
    expect(companyCustomerListBodySchema.parse(body)).toEqual(body);
  });

  it.each([
    ['a range on a text field', { filter: [{ type: 'range', field: 'lastName', parameters: { gte: 1 } }] }],
    ['contains on a flag', { filter: [{ type: 'contains', field: 'leadBuyer', value: 'true' }] }],
    ['an unknown field', { filter: [{ type: 'equals', field: 'passwordHash', value: 'x' }] }],
    ['an unknown sort field', { sort: [{ field: 'password', order: 'ASC' }] }],
    ['a page size above 100', { limit: 101 }],
  ])('§7: refuses %s', (_title, body) => {
    expect(companyCustomerListBodySchema.safeParse(body).success).toBe(false);
  });

  it('§3 Address: country AT or BE; name, street, number, zip and city required', () => {
    const address = { name: 'Lager', street: 'Weg', houseNumber: '1', zipcode: '4020', city: 'Linz', country: 'AT' };
    expect(companyAddressBodySchema.safeParse(address).success).toBe(true);
    expect(companyAddressBodySchema.safeParse({ ...address, country: 'DE' }).success).toBe(false);
    expect(companyAddressBodySchema.safeParse({ ...address, city: ' ' }).success).toBe(false);
  });

  it('§7 create user: defaults active, not lead buyer; role codes are checked by the server (VIOLATION::INVALID_ROLE)', () => {
    const body = createCompanyCustomerBodySchema.parse({
      firstName: 'A',
      lastName: 'B',
      username: 'a.b',
      email: 'a@b.invalid',
      storefrontUrl: 'http://127.0.0.1:3000/de-at',
      roles: ['ROLE_NOT_THERE'],
    });
    expect(body).toMatchObject({ active: true, leadBuyer: false, roles: ['ROLE_NOT_THERE'] });
    expect(updateCustomerRolesBodySchema.safeParse({ roles: [{ code: 'ROLE_X', enabled: true }] }).success).toBe(true);
  });
});
