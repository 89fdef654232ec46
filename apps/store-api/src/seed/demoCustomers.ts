import { hash } from '@node-rs/argon2';
import { roleCodes, type RoleCode } from '@ratchet/store-api-contract';
import type { Database } from '../platform/db/db';

/** The demo password of every demo user (documented in apps/store-api/README.md). */
export const demoPassword = 'ratchet-demo';

/** Fixed ids so tests, docs and tools can refer to the demo data. */
export const demoIds = {
  company: '0d000000-0000-4000-8000-000000000001',
  otherCompany: '0d000000-0000-4000-8000-000000000002',
  flow: '0d000000-0000-4000-8000-0000000000f1',
  countryAt: '0d000000-0000-4000-8000-0000000000a1',
  countryBe: '0d000000-0000-4000-8000-0000000000b1',
  customers: {
    'lead.buyer': '0d000000-0000-4000-8000-000000000101',
    buyer: '0d000000-0000-4000-8000-000000000102',
    approver: '0d000000-0000-4000-8000-000000000103',
    viewer: '0d000000-0000-4000-8000-000000000104',
    inactive: '0d000000-0000-4000-8000-000000000105',
    recovery: '0d000000-0000-4000-8000-000000000106',
    'oci.buyer': '0d000000-0000-4000-8000-000000000107',
    'nord.lead.buyer': '0d000000-0000-4000-8000-000000000201',
    'nord.buyer': '0d000000-0000-4000-8000-000000000202',
    'nord.inactive.company': '0d000000-0000-4000-8000-000000000301',
  },
  inactiveCompany: '0d000000-0000-4000-8000-000000000003',
} as const;

export type DemoUsername = keyof typeof demoIds.customers;

const except = (...missing: RoleCode[]): RoleCode[] => roleCodes.filter((code) => !missing.includes(code));

/** Rights without ordering or managing others: what an ordinary buyer has. */
const buyerRoles = except(
  'ROLE_PLACE_ORDERS',
  'ROLE_APPROVE_ORDER_FLOWS',
  'ROLE_MANAGE_ORDER_FLOWS',
  'ROLE_MANAGE_APPROVERS',
  'ROLE_MANAGE_BUDGETS',
  'ROLE_MANAGE_CONTACTS',
  'ROLE_MANAGE_COMPANY_ORDER_HISTORY',
  'ROLE_MANAGE_COST_CENTER',
);

interface DemoUser {
  username: DemoUsername;
  companyId: string;
  firstName: string;
  lastName: string;
  salutation: 'mr' | 'ms';
  roles: readonly RoleCode[];
  active?: boolean;
  leadBuyer?: boolean;
  forcedRecovery?: boolean;
  ociCustomer?: boolean;
}

/** The demo users (account-area.md §6 rights); README "Demo users" documents them. */
export const demoUsers: readonly DemoUser[] = [
  {
    username: 'lead.buyer',
    companyId: demoIds.company,
    firstName: 'Lena',
    lastName: 'Huber',
    salutation: 'ms',
    roles: roleCodes,
    leadBuyer: true,
  },
  {
    username: 'buyer',
    companyId: demoIds.company,
    firstName: 'Bernd',
    lastName: 'Gruber',
    salutation: 'mr',
    roles: buyerRoles,
  },
  {
    username: 'approver',
    companyId: demoIds.company,
    firstName: 'Anna',
    lastName: 'Wagner',
    salutation: 'ms',
    roles: [...buyerRoles, 'ROLE_PLACE_ORDERS', 'ROLE_APPROVE_ORDER_FLOWS', 'ROLE_MANAGE_COMPANY_ORDER_HISTORY'],
  },
  {
    username: 'viewer',
    companyId: demoIds.company,
    firstName: 'Viktor',
    lastName: 'Bauer',
    salutation: 'mr',
    roles: [
      'ROLE_ACCESS_QUICK_ORDER_FORM',
      'ROLE_MANAGE_ORDER_LISTS',
      'ROLE_MANAGE_OWN_ACCOUNT',
      'ROLE_MANAGE_OWN_CONTACT_INFO',
      'ROLE_REQUEST_OFFER',
    ],
  },
  {
    username: 'inactive',
    companyId: demoIds.company,
    firstName: 'Ingrid',
    lastName: 'Pichler',
    salutation: 'ms',
    roles: buyerRoles,
    active: false,
  },
  {
    username: 'recovery',
    companyId: demoIds.company,
    firstName: 'Rudolf',
    lastName: 'Steiner',
    salutation: 'mr',
    roles: [...buyerRoles, 'ROLE_PLACE_ORDERS'],
    forcedRecovery: true,
  },
  {
    username: 'oci.buyer',
    companyId: demoIds.company,
    firstName: 'Olga',
    lastName: 'Moser',
    salutation: 'ms',
    roles: ['ROLE_PLACE_ORDERS', 'ROLE_VIEW_PRICES', 'ROLE_ACCESS_QUICK_ORDER_FORM', 'ROLE_MANAGE_OWN_ACCOUNT'],
    ociCustomer: true,
  },
  {
    username: 'nord.lead.buyer',
    companyId: demoIds.otherCompany,
    firstName: 'Noor',
    lastName: 'Peeters',
    salutation: 'ms',
    roles: roleCodes,
    leadBuyer: true,
  },
  {
    username: 'nord.buyer',
    companyId: demoIds.otherCompany,
    firstName: 'Nils',
    lastName: 'Janssens',
    salutation: 'mr',
    roles: buyerRoles,
  },
  {
    username: 'nord.inactive.company',
    companyId: demoIds.inactiveCompany,
    firstName: 'Ines',
    lastName: 'Maes',
    salutation: 'ms',
    roles: roleCodes,
    leadBuyer: true,
  },
];

let demoHash: Promise<string> | undefined;

/** argon2id hash of the demo password, computed once per process and shared by every demo user. */
export function demoPasswordHash(): Promise<string> {
  demoHash ??= hash(demoPassword, { algorithm: 2 /* Argon2id */ });
  return demoHash;
}

export interface SeedDemoCustomersOptions {
  /** Accepted for the seed's call shape; customers are language-independent. */
  languageIds?: readonly string[];
}

/**
 * Writes the demo companies, users, rights, addresses, limits and the buyer's flow
 * (idempotent: does nothing when the demo company exists). Customer prices are
 * written for the first products when the catalogue is already seeded.
 */
export async function seedDemoCustomers(db: Database, _options: SeedDemoCustomersOptions = {}): Promise<void> {
  const passwordHash = await demoPasswordHash();
  await db.transaction(async (tx) => {
    const existing = await tx.query('SELECT 1 FROM company WHERE id = $1', [demoIds.company]);
    if (existing.rows.length > 0) return;

    await tx.query(
      `INSERT INTO company (id, company_number, name, vat_number, active) VALUES
        ($1, '100200', 'Huber Maschinenbau GmbH', 'ATU13585627', true),
        ($2, '300400', 'Nordzee Techniek BV', 'BE0123456749', true),
        ($3, '500600', 'Gesloten Werken NV', 'BE0987654394', false)`,
      [demoIds.company, demoIds.otherCompany, demoIds.inactiveCompany],
    );
    // Minimum order value 150 € net (15 € additional cost below it); company two has a tight credit limit.
    await tx.query(
      `INSERT INTO company_limit (company_id, minimum_order_value, minimum_order_additional_cost, credit_limit, open_balance) VALUES
        ($1, 150, 15, 50000, 1200),
        ($2, 100, 10, 2000, 1900),
        ($3, 0, 0, NULL, 0)`,
      [demoIds.company, demoIds.otherCompany, demoIds.inactiveCompany],
    );

    for (const user of demoUsers) {
      const id = demoIds.customers[user.username];
      await tx.query(
        `INSERT INTO customer (id, company_id, username, password_hash, email, salutation, first_name, last_name,
           active, lead_buyer, forced_recovery, oci_customer)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          id,
          user.companyId,
          user.username,
          passwordHash,
          `${user.username}@demo.ratchet.invalid`,
          user.salutation,
          user.firstName,
          user.lastName,
          user.active ?? true,
          user.leadBuyer ?? false,
          user.forcedRecovery ?? false,
          user.ociCustomer ?? false,
        ],
      );
      await tx.query(
        `INSERT INTO customer_role (customer_id, role_code, enabled)
         SELECT $1, code, code = ANY($2::text[]) FROM unnest($3::text[]) AS code`,
        [id, [...user.roles], [...roleCodes]],
      );
      const austrian = user.companyId === demoIds.company;
      await tx.query(
        `INSERT INTO customer_address (id, customer_id, first_name, last_name, company_name, street, zipcode, city,
           country_id, country_iso, country_name, is_default_billing, is_default_shipping)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, true, true)`,
        [
          id.replace(/^0d/, 'ad'),
          id,
          user.firstName,
          user.lastName,
          austrian ? 'Huber Maschinenbau GmbH' : 'Nordzee Techniek BV',
          austrian ? 'Industriestraße 12' : 'Havenlaan 7',
          austrian ? '4020' : '9000',
          austrian ? 'Linz' : 'Gent',
          austrian ? demoIds.countryAt : demoIds.countryBe,
          austrian ? 'AT' : 'BE',
          austrian ? 'Österreich' : 'België',
        ],
      );
    }

    await tx.query(
      `INSERT INTO order_flow (id, company_id, name, budget, budget_remaining) VALUES ($1, $2, 'Einkauf Werkstatt', 5000, 3200)`,
      [demoIds.flow, demoIds.company],
    );
    await tx.query('INSERT INTO order_flow_customer (customer_id, flow_id) VALUES ($1, $2)', [
      demoIds.customers.buyer,
      demoIds.flow,
    ]);
    await tx.query('INSERT INTO order_flow_approver (flow_id, customer_id) VALUES ($1, $2)', [
      demoIds.flow,
      demoIds.customers.approver,
    ]);

    // Customer-specific prices: 10 % off the first 20 products for the demo company (when products exist).
    await tx.query(
      `INSERT INTO customer_price (company_id, product_id, net_price)
       SELECT $1, id, round(net_price * 0.9, 2) FROM product
       WHERE parent_id IS NULL ORDER BY product_number LIMIT 20`,
      [demoIds.company],
    );
  });
}
