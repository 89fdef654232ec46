import type { ExternalContact, ExternalContactListResponse } from '@ratchet/store-api-contract';
import { http, HttpResponse } from 'msw';

const api = 'http://store.test/store-api';

const people: ReadonlyArray<[string, string]> = [
  ['KST-4100', 'Sabine Gruber'],
  ['KST-4200', 'Markus Leitner'],
  ['KST-4300', 'Andrea Wimmer'],
  ['KST-4400', 'Thomas Pichler'],
  ['KST-4500', 'Eva Mayrhofer'],
  ['KST-4600', 'Jürgen Hofbauer'],
  ['KST-4700', 'Claudia Steiner'],
  ['KST-4800', 'Stefan Moser'],
  ['KST-4900', 'Birgit Holzer'],
  ['KST-5000', 'Günther Eder'],
  ['KST-5100', 'Petra Lechner'],
  ['KST-5200', 'Wolfgang Brandstätter'],
  ['KST-5300', 'Martina Aigner'],
  ['KST-5400', 'Christian Wallner'],
  ['KST-5500', 'Sonja Koller'],
  ['KST-5600', 'Herbert Schwaiger'],
  ['KST-5700', 'Karin Bauer'],
  ['KST-5800', 'Manfred Reiter'],
  ['KST-5900', 'Ulrike Fuchs'],
  ['KST-6000', 'Gerhard Haas'],
  ['KST-6100', 'Monika Strasser'],
  ['KST-6200', 'Franz Schuster'],
];

/** The demo company's external contacts (as the seed has them, fewer), none linked. */
export function demoExternalContacts(): ExternalContact[] {
  return people.map(([identifier, name], index) => ({
    id: `contact-${index + 1}`,
    identifier,
    name,
    email: `${name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(' ', '.')}@huber-maschinenbau.at`,
    linked: false,
    apiAlias: 'ratchet_external_contact',
  }));
}

/** What the handlers saw: list queries, assignments, dismissals. */
export interface CostCenterCalls {
  queries: URLSearchParams[];
  assigned: string[];
  dismissed: number;
}

/**
 * MSW handlers of the cost centre (account-area.md §7): list with `search` (identifier, name or e-mail contains) and
 * paging, assign (unknown id: 404 RATCHET__EXTERNAL_CONTACT_NOT_FOUND), dismiss and the cart's contact, with the
 * linked contact kept between calls. `options.linked` links one at the start; `options.contacts` replaces the list.
 */
export function costCenterHandlers(
  options: { linked?: string; contacts?: ExternalContact[]; calls?: CostCenterCalls } = {},
) {
  const contacts = options.contacts ?? demoExternalContacts();
  let linked: string | null = options.linked ?? null;
  const calls = options.calls;
  const shaped = (contact: ExternalContact) => ({ ...contact, linked: contact.id === linked });
  const cartAnswer = () => {
    const contact = contacts.find((entry) => entry.id === linked);
    return { externalContact: contact ? shaped(contact) : null, apiAlias: 'ratchet_cart_external_contact' as const };
  };
  return [
    http.get(`${api}/ratchet/cost-center/external-contact`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      calls?.queries.push(query);
      const term = (query.get('search') ?? '').trim().toLowerCase();
      const page = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? 20);
      const matches = contacts.filter((contact) =>
        [contact.identifier, contact.name, contact.email].some((value) => value.toLowerCase().includes(term)),
      );
      const answer: ExternalContactListResponse = {
        contacts: matches.slice((page - 1) * limit, page * limit).map(shaped),
        pager: { page, limit, total: matches.length, pageCount: Math.max(1, Math.ceil(matches.length / limit)) },
        apiAlias: 'ratchet_external_contact_list',
      };
      return HttpResponse.json(answer);
    }),
    http.get(`${api}/ratchet/cost-center/cart/external-contact`, () => HttpResponse.json(cartAnswer())),
    http.post(`${api}/ratchet/cost-center/external-contact-assign`, async ({ request }) => {
      const { externalContactId } = (await request.json()) as { externalContactId: string };
      calls?.assigned.push(externalContactId);
      if (!contacts.some((contact) => contact.id === externalContactId)) {
        return HttpResponse.json(
          {
            errors: [
              {
                status: '404',
                code: 'RATCHET__EXTERNAL_CONTACT_NOT_FOUND',
                title: 'Not Found',
                detail: 'External contact not found.',
              },
            ],
          },
          { status: 404 },
        );
      }
      linked = externalContactId;
      return HttpResponse.json(cartAnswer());
    }),
    http.post(`${api}/ratchet/cost-center/external-contact-dismiss`, () => {
      if (calls) calls.dismissed += 1;
      linked = null;
      return HttpResponse.json(cartAnswer());
    }),
  ];
}
