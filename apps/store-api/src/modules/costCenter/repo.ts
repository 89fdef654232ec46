import type { Database } from '../../platform/db/db';

/** An external contact as the module reads it. */
export interface ExternalContactRow {
  id: string;
  identifier: string;
  name: string;
  email: string;
}

/** A list row: the contact and whether it is the one linked to the caller's cart. */
export interface ExternalContactListRow extends ExternalContactRow {
  linked: boolean;
}

const likeContains = (p: string) =>
  `'%' || replace(replace(replace(${p}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;

/**
 * One page of the company's contacts by name (then id), those matching `search` in identifier, name or e-mail
 * (contains, case-insensitive), each flagged when it is linked to the customer's cart; and the number of matches.
 */
export async function findContacts(
  db: Database,
  companyId: string,
  customerId: string,
  filter: { search: string | undefined; limit: number; offset: number },
): Promise<{ rows: ExternalContactListRow[]; total: number }> {
  const params: unknown[] = [companyId];
  const where = ['e.company_id = $1'];
  if (filter.search) {
    params.push(filter.search.toLowerCase());
    const p = likeContains(`$${params.length}`);
    where.push(`(lower(e.identifier) LIKE ${p} OR lower(e.name) LIKE ${p} OR lower(e.email) LIKE ${p})`);
  }
  const whereSql = where.join(' AND ');
  const count = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM external_contact e WHERE ${whereSql}`,
    params,
  );
  params.push(customerId, filter.limit, filter.offset);
  const n = params.length;
  const { rows } = await db.query<ExternalContactListRow>(
    `SELECT e.id, e.identifier, e.name, e.email,
            EXISTS (SELECT 1 FROM cart WHERE customer_id = $${n - 2} AND external_contact_id = e.id) AS linked
       FROM external_contact e
      WHERE ${whereSql}
      ORDER BY lower(e.name), e.id
      LIMIT $${n - 1} OFFSET $${n}`,
    params,
  );
  return { rows, total: count.rows[0]?.n ?? 0 };
}

/** One contact of the company, or null (another company's id reads as unknown). */
export async function findContact(db: Database, companyId: string, id: string): Promise<ExternalContactRow | null> {
  const { rows } = await db.query<ExternalContactRow>(
    'SELECT id, identifier, name, email FROM external_contact WHERE company_id = $1 AND id = $2',
    [companyId, id],
  );
  return rows[0] ?? null;
}

/** The contact linked to the customer's cart, or null. */
export async function findCartContact(db: Database, customerId: string): Promise<ExternalContactRow | null> {
  const { rows } = await db.query<ExternalContactRow>(
    `SELECT e.id, e.identifier, e.name, e.email
       FROM cart c JOIN external_contact e ON e.id = c.external_contact_id
      WHERE c.customer_id = $1`,
    [customerId],
  );
  return rows[0] ?? null;
}

/** Links the contact to the customer's cart, creating the cart when there is none. */
export async function linkCartContact(db: Database, cartId: string, customerId: string, contactId: string) {
  await db.query(
    `INSERT INTO cart (id, customer_id, external_contact_id) VALUES ($1, $2, $3)
     ON CONFLICT (customer_id) DO UPDATE SET external_contact_id = EXCLUDED.external_contact_id, updated_at = now()`,
    [cartId, customerId, contactId],
  );
}

/** Unlinks the contact of the customer's cart (no cart: nothing to do). */
export async function unlinkCartContact(db: Database, customerId: string): Promise<void> {
  await db.query(
    `UPDATE cart SET external_contact_id = NULL, updated_at = now()
      WHERE customer_id = $1 AND external_contact_id IS NOT NULL`,
    [customerId],
  );
}
