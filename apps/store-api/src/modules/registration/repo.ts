import type { Database } from '../../platform/db/db';

/** A company as the registration checks see it. */
export interface RegisteredCompanyRow {
  id: string;
  company_number: string;
  name: string;
  vat_number: string | null;
  active: boolean;
}

/** The company with this VAT number (compact form), or null. */
export async function findCompanyByVatNumber(db: Database, vatNumber: string): Promise<RegisteredCompanyRow | null> {
  const { rows } = await db.query<RegisteredCompanyRow>(
    'SELECT id, company_number, name, vat_number, active FROM company WHERE vat_number = $1',
    [vatNumber],
  );
  return rows[0] ?? null;
}

/** The company with this customer (company) number, or null. */
export async function findCompanyByNumber(db: Database, companyNumber: string): Promise<RegisteredCompanyRow | null> {
  const { rows } = await db.query<RegisteredCompanyRow>(
    'SELECT id, company_number, name, vat_number, active FROM company WHERE company_number = $1',
    [companyNumber],
  );
  return rows[0] ?? null;
}

/** Whether a username is taken (case-insensitively: it is the login). */
export async function usernameExists(db: Database, username: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM customer WHERE lower(username) = lower($1)', [username]);
  return rows.length > 0;
}

/**
 * The next customer number of an online registration (7xxxxx), under a transaction-wide advisory lock so two
 * registrations never draw the same one.
 */
export async function nextCompanyNumber(db: Database): Promise<string> {
  await db.query('SELECT pg_advisory_xact_lock(4311)');
  const { rows } = await db.query<{ next: number }>(
    `SELECT coalesce(max(company_number::int), 700000) + 1 AS next FROM company WHERE company_number ~ '^7[0-9]{5}$'`,
  );
  return String(rows[0]?.next ?? 700001);
}

/** Writes a registered company (inactive until the double opt-in is confirmed) with its billing address. */
export async function insertCompany(
  db: Database,
  values: {
    id: string;
    companyNumber: string;
    name: string;
    vatNumber: string;
    existingCompanyNumber: string | null;
    isNew: boolean | null;
    emailForInvoice: string | null;
    branch: string | null;
    industry: string | null;
    phone: string;
    street: string;
    houseNumber: string;
    box: string | null;
    zipcode: string;
    city: string;
    additional: string | null;
    country: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO company (id, company_number, name, vat_number, active, existing_company_number, is_new,
       email_for_invoice, branch, industry, phone, street, house_number, box, zipcode, city, additional, country)
     VALUES ($1, $2, $3, $4, false, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
    [
      values.id,
      values.companyNumber,
      values.name,
      values.vatNumber,
      values.existingCompanyNumber,
      values.isNew,
      values.emailForInvoice,
      values.branch,
      values.industry,
      values.phone,
      values.street,
      values.houseNumber,
      values.box,
      values.zipcode,
      values.city,
      values.additional,
      values.country,
    ],
  );
}

/** The first address of a registered company's book (its billing address, the default). */
export async function insertDefaultAddress(
  db: Database,
  values: {
    id: string;
    companyId: string;
    name: string;
    email: string | null;
    street: string;
    houseNumber: string;
    box: string | null;
    zipcode: string;
    city: string;
    additional: string | null;
    country: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO company_address (id, company_id, name, email, street, house_number, box, zipcode, city, additional,
       country, is_default)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, true)`,
    [
      values.id,
      values.companyId,
      values.name,
      values.email,
      values.street,
      values.houseNumber,
      values.box,
      values.zipcode,
      values.city,
      values.additional,
      values.country,
    ],
  );
}

/** Stores the digest of a double opt-in hash, valid `hours`. */
export async function insertConfirmation(
  db: Database,
  values: { digest: string; customerId: string; companyId: string; hours: number },
): Promise<void> {
  await db.query(
    `INSERT INTO registration_confirmation (hash_sha256, customer_id, company_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(hours => $4))`,
    [values.digest, values.customerId, values.companyId, values.hours],
  );
}

/** Uses a valid, unused confirmation by its digest and activates its company; returns the username or null. */
export async function useConfirmation(db: Database, digest: string): Promise<string | null> {
  const { rows } = await db.query<{ customer_id: string; company_id: string }>(
    `UPDATE registration_confirmation SET used_at = now()
      WHERE hash_sha256 = $1 AND used_at IS NULL AND expires_at > now()
      RETURNING customer_id, company_id`,
    [digest],
  );
  const used = rows[0];
  if (!used) return null;
  await db.query('UPDATE company SET active = true WHERE id = $1', [used.company_id]);
  const customer = await db.query<{ username: string }>('SELECT username FROM customer WHERE id = $1', [
    used.customer_id,
  ]);
  return customer.rows[0]?.username ?? null;
}

/** The active lead buyers of a company with what their mail needs. */
export async function findLeadBuyers(
  db: Database,
  companyId: string,
): Promise<Array<{ email: string; first_name: string; last_name: string; locale_code: string | null }>> {
  const { rows } = await db.query<{ email: string; first_name: string; last_name: string; locale_code: string | null }>(
    `SELECT email, first_name, last_name, locale_code FROM customer
      WHERE company_id = $1 AND lead_buyer AND active AND deleted_at IS NULL ORDER BY username`,
    [companyId],
  );
  return rows;
}

/** The locale code of a language, or null. */
export async function findLocaleOfLanguage(db: Database, languageId: string): Promise<string | null> {
  const { rows } = await db.query<{ locale_code: string }>('SELECT locale_code FROM language WHERE id = $1', [
    languageId,
  ]);
  return rows[0]?.locale_code ?? null;
}

/** Places whose postal code starts with `prefix` in a country, by postal code then name. */
export async function findCities(
  db: Database,
  country: string,
  prefix: string,
  limit: number,
): Promise<Array<{ zipcode: string; city: string; country: string }>> {
  const { rows } = await db.query<{ zipcode: string; city: string; country: string }>(
    `SELECT zipcode, city, country FROM postal_code
      WHERE country = $1 AND zipcode LIKE $2 || '%' ORDER BY zipcode, city LIMIT $3`,
    [country, prefix, limit],
  );
  return rows;
}
