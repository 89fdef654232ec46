import type { Database } from '../../platform/db/db';

/** A customer row with company and flow. */
export interface CustomerRow {
  id: string;
  active: boolean;
  salutation: string | null;
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  lead_buyer: boolean;
  oci_customer: boolean;
  company_id: string;
  company_number: string;
  company_name: string;
  company_active: boolean;
  flow_id: string | null;
  flow_name: string | null;
  flow_budget: number | null;
  flow_budget_remaining: number | null;
  order_count: number;
}

/** A customer_address row with its country (also read when an order copies the addresses). */
export interface AddressRow {
  id: string;
  customer_id: string;
  first_name: string;
  last_name: string;
  company_name: string | null;
  street: string;
  zipcode: string;
  city: string;
  country_id: string;
  country_iso: string;
  country_name: string;
  is_default_billing: boolean;
  is_default_shipping: boolean;
}

/** A customer with company, flow budget and order count, scoped to the caller's company; null when none. */
export async function findCustomer(db: Database, customerId: string, companyId: string): Promise<CustomerRow | null> {
  const { rows } = await db.query<CustomerRow>(
    `SELECT cu.id, cu.active, cu.salutation, cu.first_name, cu.last_name, cu.email, cu.username, cu.lead_buyer,
            cu.oci_customer, co.id AS company_id, co.company_number, co.name AS company_name, co.active AS company_active,
            f.id AS flow_id, f.name AS flow_name, f.budget AS flow_budget, f.budget_remaining AS flow_budget_remaining,
            (SELECT count(*)::int FROM sales_order o WHERE o.customer_id = cu.id) AS order_count
       FROM customer cu
       JOIN company co ON co.id = cu.company_id
       LEFT JOIN order_flow_customer fc ON fc.customer_id = cu.id
       LEFT JOIN order_flow f ON f.id = fc.flow_id AND f.active
      WHERE cu.id = $1 AND cu.company_id = $2`,
    [customerId, companyId],
  );
  return rows[0] ?? null;
}

/** A customer's addresses. */
export async function findAddresses(db: Database, customerId: string): Promise<AddressRow[]> {
  const { rows } = await db.query<AddressRow>('SELECT * FROM customer_address WHERE customer_id = $1 ORDER BY id', [
    customerId,
  ]);
  return rows;
}

/** What login needs of a customer: password hash and the states that refuse a login. */
export interface LoginRow {
  id: string;
  password_hash: string;
  active: boolean;
  company_active: boolean;
  forced_recovery: boolean;
}

/** The login facts of a username, or null. */
export async function findLogin(db: Database, username: string): Promise<LoginRow | null> {
  const { rows } = await db.query<LoginRow>(
    `SELECT cu.id, cu.password_hash, cu.active, co.active AS company_active, cu.forced_recovery
       FROM customer cu JOIN company co ON co.id = cu.company_id WHERE cu.username = $1`,
    [username],
  );
  return rows[0] ?? null;
}

/** URLs of a sales channel's domains. */
export async function findDomainUrls(db: Database, salesChannelId: string): Promise<string[]> {
  const { rows } = await db.query<{ url: string }>('SELECT url FROM sales_channel_domain WHERE sales_channel_id = $1', [
    salesChannelId,
  ]);
  return rows.map((row) => row.url);
}

/** Whether a customer belongs to the caller's company. */
export async function isCompanyCustomer(db: Database, customerId: string, companyId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM customer WHERE id = $1 AND company_id = $2', [customerId, companyId]);
  return rows.length > 0;
}

/** Enabled role codes of a customer of the caller's company. */
export async function findEnabledRoles(db: Database, customerId: string, companyId: string): Promise<string[]> {
  const { rows } = await db.query<{ role_code: string }>(
    `SELECT r.role_code FROM customer_role r JOIN customer cu ON cu.id = r.customer_id
      WHERE r.customer_id = $1 AND cu.company_id = $2 AND r.enabled`,
    [customerId, companyId],
  );
  return rows.map((row) => row.role_code);
}

/**
 * An active customer of an active company by username, with what the recovery mail needs and the
 * locale of the asking context's language (the mail's language); or null.
 */
export async function findRecoveryRecipient(
  db: Database,
  username: string,
  languageId: string,
): Promise<{ id: string; email: string; first_name: string; last_name: string; locale_code: string | null } | null> {
  const { rows } = await db.query<{
    id: string;
    email: string;
    first_name: string;
    last_name: string;
    locale_code: string | null;
  }>(
    `SELECT cu.id, cu.email, cu.first_name, cu.last_name,
            (SELECT l.locale_code FROM language l WHERE l.id = $2) AS locale_code
       FROM customer cu JOIN company co ON co.id = cu.company_id
      WHERE cu.username = $1 AND cu.active AND co.active`,
    [username, languageId],
  );
  return rows[0] ?? null;
}

/** Stores the digest of a recovery hash, valid for `minutes`. */
export async function insertRecovery(db: Database, digest: string, customerId: string, minutes: number): Promise<void> {
  await db.query(
    `INSERT INTO password_recovery (hash_sha256, customer_id, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [digest, customerId, minutes],
  );
}

/** Uses a valid, unused recovery by its digest; returns its customer or null. */
export async function useRecovery(db: Database, digest: string): Promise<string | null> {
  const { rows } = await db.query<{ customer_id: string }>(
    `UPDATE password_recovery SET used_at = now()
      WHERE hash_sha256 = $1 AND used_at IS NULL AND expires_at > now()
      RETURNING customer_id`,
    [digest],
  );
  return rows[0]?.customer_id ?? null;
}

/** Sets a new password hash (ends a forced recovery), closes the customer's open recoveries and ends every session. */
export async function setPassword(db: Database, customerId: string, passwordHash: string): Promise<void> {
  await db.query('UPDATE customer SET password_hash = $2, forced_recovery = false WHERE id = $1', [
    customerId,
    passwordHash,
  ]);
  await db.query('UPDATE password_recovery SET used_at = now() WHERE customer_id = $1 AND used_at IS NULL', [
    customerId,
  ]);
  // Every open session of the customer ends with the password change.
  await db.query('UPDATE context SET customer_id = NULL, updated_at = now() WHERE customer_id = $1', [customerId]);
}
