/**
 * Demo data of issue 13's cost centre (account-area.md §3 Cost centre external contact): the external contacts of
 * both demo companies, enough for the Huber list to page (page size 20) and for search to narrow it.
 */
import type { Database } from '../platform/db/db';
import { demoIds } from './demoCustomers';

/** The id of demo contact `n` of a company series (1: Huber, 2: Nordzee). */
export function demoExternalContactId(series: 1 | 2, n: number): string {
  return `0e000000-0000-4000-8000-0000000${series}${String(n).padStart(4, '0')}`;
}

/** Fixed contacts tests and the e2e name. */
export const demoExternalContacts = {
  /** Huber: KST-4100 Sabine Gruber, Instandhaltung. */
  huber: { id: demoExternalContactId(1, 1), identifier: 'KST-4100', name: 'Sabine Gruber' },
  /** Huber: KST-4200 Markus Leitner, Fuhrpark. */
  huberFleet: { id: demoExternalContactId(1, 2), identifier: 'KST-4200', name: 'Markus Leitner' },
  /** Nordzee: KP-210 Els Peeters. */
  nordzee: { id: demoExternalContactId(2, 1), identifier: 'KP-210', name: 'Els Peeters' },
} as const;

const huberNames = [
  'Sabine Gruber',
  'Markus Leitner',
  'Andrea Wimmer',
  'Thomas Pichler',
  'Eva Mayrhofer',
  'Jürgen Hofbauer',
  'Claudia Steiner',
  'Stefan Moser',
  'Birgit Holzer',
  'Günther Eder',
  'Petra Lechner',
  'Wolfgang Brandstätter',
  'Martina Aigner',
  'Christian Wallner',
  'Sonja Koller',
  'Herbert Schwaiger',
  'Karin Bauer',
  'Manfred Reiter',
  'Ulrike Fuchs',
  'Gerhard Haas',
  'Monika Strasser',
  'Franz Schuster',
  'Renate Ortner',
  'Alexander Öllinger',
];

const nordzeeNames = ['Els Peeters', 'Jan Janssens', 'Sofie Maes', 'Pieter De Smet', 'Inge Claes', 'Luc Willems'];

/** Writes the contacts: Huber 24 (KST-4100, KST-4200, …), Nordzee 6 (KP-210, KP-220, …). */
export async function seedCostCenterDemo(db: Database): Promise<void> {
  const rows: unknown[] = [];
  const values: string[] = [];
  const add = (id: string, companyId: string, identifier: string, name: string, domain: string) => {
    const [first = '', ...rest] = name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .split(' ');
    const email = `${first}.${rest.join('')}@${domain}`;
    rows.push(id, companyId, identifier, name, email);
    const n = rows.length;
    values.push(`($${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}, $${n})`);
  };
  huberNames.forEach((name, index) =>
    add(
      demoExternalContactId(1, index + 1),
      demoIds.company,
      `KST-${4100 + index * 100}`,
      name,
      'huber-maschinenbau.at',
    ),
  );
  nordzeeNames.forEach((name, index) =>
    add(
      demoExternalContactId(2, index + 1),
      demoIds.otherCompany,
      `KP-${210 + index * 10}`,
      name,
      'nordzee-techniek.be',
    ),
  );
  await db.query(
    `INSERT INTO external_contact (id, company_id, identifier, name, email) VALUES ${values.join(', ')}`,
    rows,
  );
}
