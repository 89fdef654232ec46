/**
 * The demo companies' user base (issue 11): 64 generated users per active demo company with varied rights,
 * statuses, lead buyers, flows and budgets, so the user list, its filters and paging are real; the address books;
 * and a bulk user generator for the benchmark (5,000 users of one company). Deterministic: the same call writes the
 * same rows. Every generated user has the demo password.
 */
import { roleCodes, type RoleCode } from '@ratchet/store-api-contract';
import type { Database } from '../platform/db/db';
import { insertRows } from '../platform/db/insertRows';
import { demoIds, demoPasswordHash } from './demoCustomers';

/** Generated users per active demo company. */
export const generatedUsersPerCompany = 64;

const austrianFirstNames = [
  'Anna',
  'Lukas',
  'Sophie',
  'Maximilian',
  'Lena',
  'Felix',
  'Laura',
  'Tobias',
  'Julia',
  'David',
  'Katharina',
  'Florian',
  'Sarah',
  'Stefan',
  'Theresa',
  'Michael',
  'Johanna',
  'Andreas',
  'Magdalena',
  'Thomas',
];
const austrianLastNames = [
  'Gruber',
  'Huber',
  'Wagner',
  'Müller',
  'Pichler',
  'Steiner',
  'Moser',
  'Mayer',
  'Hofer',
  'Leitner',
  'Berger',
  'Fuchs',
  'Eder',
  'Fischer',
  'Schmid',
  'Winkler',
  'Weber',
  'Schwarz',
  'Maier',
  'Schneider',
  'Reiter',
];
const belgianFirstNames = [
  'Lotte',
  'Arne',
  'Emma',
  'Wout',
  'Marie',
  'Jonas',
  'Fien',
  'Lucas',
  'Elise',
  'Thibault',
  'Camille',
  'Pieter',
  'Louise',
  'Bram',
  'Chloé',
  'Sander',
  'Manon',
  'Jens',
  'Nina',
  'Mathis',
];
const belgianLastNames = [
  'Peeters',
  'Janssens',
  'Maes',
  'Jacobs',
  'Mertens',
  'Willems',
  'Claes',
  'Goossens',
  'Wouters',
  'De Smet',
  'Dubois',
  'Lambert',
  'Dupont',
  'Martin',
  'Vermeulen',
  'Van Damme',
  'Hermans',
  'Aerts',
  'Lemaire',
  'Declercq',
  'Smets',
];

const except = (...missing: RoleCode[]): RoleCode[] => roleCodes.filter((code) => !missing.includes(code));

/** Rights profiles the generated users rotate through (account-area.md §6). */
const rightsProfiles: ReadonlyArray<readonly RoleCode[]> = [
  // buyer who requests orders
  except(
    'ROLE_PLACE_ORDERS',
    'ROLE_APPROVE_ORDER_FLOWS',
    'ROLE_MANAGE_ORDER_FLOWS',
    'ROLE_MANAGE_CONTACTS',
    'ROLE_MANAGE_BUDGETS',
    'ROLE_MANAGE_APPROVERS',
  ),
  // orderer
  except('ROLE_APPROVE_ORDER_FLOWS', 'ROLE_MANAGE_ORDER_FLOWS', 'ROLE_MANAGE_CONTACTS', 'ROLE_MANAGE_COST_CENTER'),
  // approver
  except('ROLE_MANAGE_CONTACTS', 'ROLE_MANAGE_COST_CENTER'),
  // looks only
  ['ROLE_VIEW_PRICES', 'ROLE_MANAGE_ORDER_LISTS', 'ROLE_MANAGE_OWN_ACCOUNT', 'ROLE_MANAGE_OWN_CONTACT_INFO'],
  // office: addresses, users, invoices
  [
    'ROLE_MANAGE_ADDRESSES',
    'ROLE_MANAGE_CONTACTS',
    'ROLE_MANAGE_INVOICE_HISTORY',
    'ROLE_MANAGE_ORDER_HISTORY',
    'ROLE_VIEW_PRICES',
    'ROLE_MANAGE_OWN_ACCOUNT',
    'ROLE_MANAGE_OWN_CONTACT_INFO',
  ],
];

/** Flow budgets of the generated flows in euro (the user list's budget slider runs 0–10000). */
const flowBudgets = [250, 500, 1000, 2000, 3500, 5000, 7500, 10000] as const;

/** A deterministic UUID for generated rows: kind (2 hex), company (2), number (12). */
export function generatedId(kind: number, company: number, index: number): string {
  const hex = (value: number, width: number) => value.toString(16).padStart(width, '0');
  return `0d0000${hex(kind, 2)}-0000-4000-8${hex(company, 3)}-${hex(index, 12)}`;
}

/** Lower-case ASCII for usernames (Müller → mueller, Chloé → chloe). */
function usernamePart(value: string): string {
  return value
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
}

interface GeneratedCompany {
  /** Number used in generated ids (1, 2, 3…). */
  number: number;
  companyId: string;
  /** Username prefix, e.g. `hm` → `hm.anna.gruber.7`. */
  prefix: string;
  firstNames: readonly string[];
  lastNames: readonly string[];
  /** Mail domain of the users. */
  mailDomain: string;
}

/**
 * Writes `count` users of one company with flows: every 9th inactive, every 13th waiting for activation, every
 * 16th a lead buyer; rights rotate through five profiles with one right toggled per user; four in five belong to
 * one of eight flows with budgets from 250 to 10,000 € and varied remainders.
 */
export async function seedGeneratedUsers(db: Database, company: GeneratedCompany, count: number): Promise<void> {
  const passwordHash = await demoPasswordHash();
  const flows = flowBudgets.map((budget, index) => ({
    id: generatedId(0xf1, company.number, index + 1),
    name: `Budget ${budget.toLocaleString('de-AT')} €`,
    budget,
    remaining: Math.round(budget * ([1, 0.85, 0.6, 0.42, 0.25, 0.1, 0.05, 0][index % 8] ?? 1) * 100) / 100,
  }));
  await insertRows(
    db,
    'order_flow',
    ['id', 'company_id', 'name', 'budget', 'budget_remaining'],
    flows.map((flow) => [flow.id, company.companyId, flow.name, flow.budget, flow.remaining]),
  );
  const customers: unknown[][] = [];
  const roles: unknown[][] = [];
  const flowMembers: unknown[][] = [];
  for (let index = 1; index <= count; index++) {
    const id = generatedId(0xc0, company.number, index);
    const firstName = company.firstNames[(index * 7) % company.firstNames.length] ?? 'Alex';
    const lastName = company.lastNames[(index * 11) % company.lastNames.length] ?? 'Muster';
    const username = `${company.prefix}.${usernamePart(firstName)}.${usernamePart(lastName)}.${index}`;
    const awaiting = index % 13 === 0;
    const active = index % 9 !== 0 && !awaiting;
    const leadBuyer = index % 16 === 0;
    customers.push([
      id,
      company.companyId,
      username,
      passwordHash,
      `${username}@${company.mailDomain}`,
      index % 2 === 0 ? 'female' : 'male',
      firstName,
      lastName,
      active,
      leadBuyer,
      awaiting,
      // Spread over the past two years, so "newest first" means something.
      new Date(Date.UTC(2025, 0, 1) + index * 9 * 86_400_000).toISOString(),
    ]);
    const profile = leadBuyer ? roleCodes : (rightsProfiles[index % rightsProfiles.length] ?? []);
    const toggled = roleCodes[index % roleCodes.length];
    for (const code of roleCodes) {
      const enabled = profile.includes(code) !== (code === toggled && !leadBuyer);
      roles.push([id, code, enabled]);
    }
    if (index % 5 !== 0) flowMembers.push([id, flows[index % flows.length]?.id]);
  }
  await insertRows(
    db,
    'customer',
    [
      'id',
      'company_id',
      'username',
      'password_hash',
      'email',
      'salutation',
      'first_name',
      'last_name',
      'active',
      'lead_buyer',
      'awaiting_activation',
      'created_at',
    ],
    customers,
  );
  await insertRows(db, 'customer_role', ['customer_id', 'role_code', 'enabled'], roles);
  await insertRows(db, 'order_flow_customer', ['customer_id', 'flow_id'], flowMembers);
}

/** Fixed ids of the demo address books (tests refer to them). */
export const demoAddressIds = {
  huberLinz: generatedId(0xad, 0, 1),
  huberWels: generatedId(0xad, 0, 2),
  huberGraz: generatedId(0xad, 0, 3),
  nordzeeGent: generatedId(0xad, 0, 4),
  nordzeeAntwerpen: generatedId(0xad, 0, 5),
  gesloten: generatedId(0xad, 0, 6),
} as const;

/** The demo companies' address books (one default each) and billing addresses. */
async function seedAddressBooks(db: Database): Promise<void> {
  await db.query(
    `UPDATE company SET street = v.street, house_number = v.house_number, zipcode = v.zipcode, city = v.city,
       country = v.country, phone = v.phone
       FROM (VALUES
         ($1::uuid, 'Industriestraße', '12', '4020', 'Linz', 'AT', '+43 732 123456'),
         ($2::uuid, 'Havenlaan', '7', '9000', 'Gent', 'BE', '+32 9 123 45 67'),
         ($3::uuid, 'Kaai', '3', '2000', 'Antwerpen', 'BE', '+32 3 765 43 21')
       ) AS v(id, street, house_number, zipcode, city, country, phone)
      WHERE company.id = v.id`,
    [demoIds.company, demoIds.otherCompany, demoIds.inactiveCompany],
  );
  const addresses: unknown[][] = [
    [
      demoIds.company,
      'Huber Maschinenbau GmbH – Werk Linz',
      'wareneingang@huber.demo.invalid',
      'Industriestraße',
      '12',
      null,
      '4020',
      'Linz',
      null,
      'AT',
      true,
    ],
    [
      demoIds.company,
      'Huber Maschinenbau GmbH – Lager Wels',
      null,
      'Logistikweg',
      '3',
      null,
      '4600',
      'Wels',
      'Tor 2',
      'AT',
      false,
    ],
    [
      demoIds.company,
      'Huber Maschinenbau GmbH – Montage Graz',
      'montage@huber.demo.invalid',
      'Werkstättenstraße',
      '40',
      null,
      '8020',
      'Graz',
      null,
      'AT',
      false,
    ],
    [
      demoIds.otherCompany,
      'Nordzee Techniek BV – Gent',
      'ontvangst@nordzee.demo.invalid',
      'Havenlaan',
      '7',
      null,
      '9000',
      'Gent',
      null,
      'BE',
      true,
    ],
    [
      demoIds.otherCompany,
      'Nordzee Techniek BV – Antwerpen',
      null,
      'Noorderlaan',
      '120',
      'bus 4',
      '2030',
      'Antwerpen',
      null,
      'BE',
      false,
    ],
    [demoIds.inactiveCompany, 'Gesloten Werken NV', null, 'Kaai', '3', null, '2000', 'Antwerpen', null, 'BE', true],
  ];
  await insertRows(
    db,
    'company_address',
    [
      'id',
      'company_id',
      'name',
      'email',
      'street',
      'house_number',
      'box',
      'zipcode',
      'city',
      'additional',
      'country',
      'is_default',
    ],
    addresses.map((row, index) => [generatedId(0xad, 0, index + 1), ...row]),
  );
}

/** The demo companies' address books and 64 generated users for each active demo company. */
export async function seedDemoCompanyUsers(db: Database): Promise<void> {
  await seedAddressBooks(db);
  await seedGeneratedUsers(
    db,
    {
      number: 1,
      companyId: demoIds.company,
      prefix: 'hm',
      firstNames: austrianFirstNames,
      lastNames: austrianLastNames,
      mailDomain: 'huber.demo.invalid',
    },
    generatedUsersPerCompany,
  );
  await seedGeneratedUsers(
    db,
    {
      number: 2,
      companyId: demoIds.otherCompany,
      prefix: 'nz',
      firstNames: belgianFirstNames,
      lastNames: belgianLastNames,
      mailDomain: 'nordzee.demo.invalid',
    },
    generatedUsersPerCompany,
  );
}

/**
 * A company with `count` users for the user-list benchmark (issue 11 bench line: 5,000), with an address book.
 * @returns the company id and one of its users who may manage users (for the benchmark's session).
 */
export async function seedBenchCompany(db: Database, count: number): Promise<{ companyId: string; managerId: string }> {
  const companyId = generatedId(0xbc, 9, 1);
  await db.query(
    `INSERT INTO company (id, company_number, name, vat_number, active, street, house_number, zipcode, city, country)
     VALUES ($1, '900901', 'Benchmark Industries GmbH', 'ATU00000000', true, 'Prüfweg', '1', '1010', 'Wien', 'AT')
     ON CONFLICT (id) DO NOTHING`,
    [companyId],
  );
  await seedGeneratedUsers(
    db,
    {
      number: 9,
      companyId,
      prefix: 'bench',
      firstNames: [...austrianFirstNames, ...belgianFirstNames],
      lastNames: [...austrianLastNames, ...belgianLastNames],
      mailDomain: 'bench.demo.invalid',
    },
    count,
  );
  // User 16 is a lead buyer with every right (every 16th is).
  return { companyId, managerId: generatedId(0xc0, 9, 16) };
}
