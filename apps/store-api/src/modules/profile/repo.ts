import type { Database } from '../../platform/db/db';

/** The own contact data of a customer. */
export interface ProfileRow {
  id: string;
  salutation: string | null;
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  phone: string | null;
  mobile: string | null;
  fax: string | null;
  customer_function: string | null;
  locale_code: string | null;
  lead_buyer: boolean;
}

/** The caller's contact data (scoped to their company). */
export async function findProfile(db: Database, customerId: string, companyId: string): Promise<ProfileRow | null> {
  const { rows } = await db.query<ProfileRow>(
    `SELECT id, salutation, first_name, last_name, email, username, phone, mobile, fax, customer_function, locale_code,
            lead_buyer
       FROM customer WHERE id = $1 AND company_id = $2 AND deleted_at IS NULL`,
    [customerId, companyId],
  );
  return rows[0] ?? null;
}

/** Writes the own contact data; fields left undefined keep their value. */
export async function updateProfile(
  db: Database,
  customerId: string,
  values: {
    salutation?: string | null;
    firstName: string;
    lastName: string;
    email: string;
    phone?: string | null;
    mobile?: string | null;
    fax?: string | null;
    customerFunction?: string | null;
    localeCode?: string | null;
  },
): Promise<void> {
  const columns = {
    salutation: 'salutation',
    firstName: 'first_name',
    lastName: 'last_name',
    email: 'email',
    phone: 'phone',
    mobile: 'mobile',
    fax: 'fax',
    customerFunction: 'customer_function',
    localeCode: 'locale_code',
  } as const;
  const params: unknown[] = [customerId];
  const sets: string[] = [];
  for (const key of Object.keys(columns) as Array<keyof typeof columns>) {
    if (values[key] === undefined) continue;
    params.push(values[key]);
    sets.push(`${columns[key]} = $${params.length}`);
  }
  await db.query(`UPDATE customer SET ${sets.join(', ')} WHERE id = $1`, params);
}

/** The stored password hash of a customer. */
export async function findPasswordHash(db: Database, customerId: string): Promise<string | null> {
  const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM customer WHERE id = $1', [
    customerId,
  ]);
  return rows[0]?.password_hash ?? null;
}

/** Stores a new password hash (a forced recovery is then done). */
export async function setPasswordHash(db: Database, customerId: string, passwordHash: string): Promise<void> {
  await db.query('UPDATE customer SET password_hash = $2, forced_recovery = false WHERE id = $1', [
    customerId,
    passwordHash,
  ]);
}

/** Ends the customer's sessions except the given token (the one that changed the password). */
export async function endOtherSessions(db: Database, customerId: string, keepToken: string): Promise<void> {
  await db.query('UPDATE context SET customer_id = NULL, updated_at = now() WHERE customer_id = $1 AND token <> $2', [
    customerId,
    keepToken,
  ]);
}
