import type { CompanyCustomer, CompanyCustomerListBody } from '@ratchet/store-api-contract';
import { http, HttpResponse } from 'msw';
import { leadBuyer } from './fixtures';

const api = 'http://store.test/store-api';
const firstNames = [
  'Anna',
  'Bernd',
  'Clara',
  'David',
  'Eva',
  'Felix',
  'Greta',
  'Hannes',
  'Ines',
  'Jakob',
  'Katrin',
  'Lukas',
];
const lastNames = ['Huber', 'Maier', 'Gruber', 'Wagner', 'Pichler', 'Moser', 'Hofer', 'Leitner', 'Berger', 'Fuchs'];

/** 45 users of the demo company (the lead buyer first) with varied status, lead buyers and budgets. */
export const companyUsers: CompanyCustomer[] = [
  {
    id: leadBuyer.id,
    salutation: 'female',
    firstName: leadBuyer.firstName,
    lastName: leadBuyer.lastName,
    username: 'lena',
    email: leadBuyer.email,
    active: true,
    leadBuyer: true,
    flow: null,
    budget: null,
    budgetRemaining: null,
    awaitingActivation: false,
    createdAt: '2026-01-10T08:00:00.000Z',
    apiAlias: 'ratchet_company_customer',
  },
  ...Array.from({ length: 44 }, (_, index): CompanyCustomer => {
    const firstName = firstNames[index % firstNames.length] ?? 'Anna';
    const lastName = lastNames[(index * 7) % lastNames.length] ?? 'Huber';
    const budget = index % 4 === 0 ? null : ((index * 937) % 9000) + 500;
    return {
      id: `0190a8a8-0000-7000-8000-0000000010${String(index).padStart(2, '0')}`,
      salutation: index % 2 ? 'male' : 'female',
      firstName,
      lastName,
      username: `${firstName}.${lastName}${index}`.toLowerCase(),
      email: `${firstName}.${lastName}${index}@huber.example.test`.toLowerCase(),
      active: index % 9 !== 4,
      leadBuyer: index % 11 === 3,
      flow: budget === null ? null : { id: 'flow-1', name: 'Standard' },
      budget,
      budgetRemaining: budget === null ? null : Math.round(budget * ((index % 5) / 5) * 100) / 100,
      awaitingActivation: index === 40,
      createdAt: '2026-02-01T08:00:00.000Z',
      apiAlias: 'ratchet_company_customer',
    };
  }),
];

type Filter = NonNullable<CompanyCustomerListBody['filter']>[number];

function matches(user: CompanyCustomer, filter: Filter): boolean {
  if (filter.type === 'range') {
    const amount = user[filter.field];
    if (amount === null) return false;
    return (filter.parameters.gte ?? -Infinity) <= amount && amount <= (filter.parameters.lte ?? Infinity);
  }
  if (filter.field === 'leadBuyer' || filter.field === 'active') return user[filter.field] === filter.value;
  const text = String(user[filter.field]).toLowerCase();
  const value = String(filter.value).toLowerCase();
  return filter.type === 'equals' ? text === value : text.includes(value);
}

/** The list call over an in-memory company (term, filters, sort, page) and the delete call; records the bodies. */
export function companyUserHandlers(users: CompanyCustomer[] = companyUsers, requests: CompanyCustomerListBody[] = []) {
  let all = [...users];
  return [
    http.post(`${api}/ratchet/companies/customers`, async ({ request }) => {
      const body = (await request.json()) as CompanyCustomerListBody;
      requests.push(body);
      const term = body.term?.toLowerCase();
      let found = all.filter(
        (user) =>
          (!term || `${user.firstName} ${user.lastName} ${user.username} ${user.email}`.toLowerCase().includes(term)) &&
          (body.filter ?? []).every((filter) => matches(user, filter)),
      );
      const sort = body.sort?.[0];
      if (sort) {
        const direction = sort.order?.toUpperCase() === 'DESC' ? -1 : 1;
        found = [...found].sort((a, b) => String(a[sort.field]).localeCompare(String(b[sort.field])) * direction);
      }
      const limit = body.limit ?? 20;
      const page = body.page ?? 1;
      return HttpResponse.json({
        customers: found.slice((page - 1) * limit, page * limit),
        pager: { page, limit, total: found.length, pageCount: Math.max(1, Math.ceil(found.length / limit)) },
        apiAlias: 'ratchet_company_customer_list',
      });
    }),
    http.delete(`${api}/ratchet/companies/customers`, async ({ request }) => {
      const { customerIds } = (await request.json()) as { customerIds: string[] };
      if (customerIds.includes(leadBuyer.id)) {
        return HttpResponse.json(
          { errors: [{ status: '403', code: 'RATCHET__OWN_ACCOUNT_PROTECTED', title: 'Forbidden', detail: '' }] },
          { status: 403 },
        );
      }
      all = all.filter((user) => !customerIds.includes(user.id));
      return HttpResponse.json({ deleted: customerIds, apiAlias: 'ratchet_company_customer_delete' });
    }),
  ];
}
