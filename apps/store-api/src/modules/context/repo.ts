import type { Database } from '../../platform/db/db';

/** A sales channel row with the id of its first domain (the default for new contexts). */
export interface SalesChannelRow {
  id: string;
  access_key: string;
  name: string;
  language_id: string;
  currency_id: string;
  navigation_category_id: string;
  service_category_id: string | null;
  countries_category_id: string | null;
  footer_category_id: string | null;
  maintenance: boolean;
  home_cms_page_id: string | null;
  default_domain_id: string | null;
}

/** A context row with its customer and enabled roles (ratchet_context; ratchet_suggest_json answers the same keys). */
export interface ContextRow {
  token: string;
  sales_channel_id: string;
  language_id: string;
  domain_id: string | null;
  customer_id: string | null;
  company_id: string | null;
  customer_active: boolean | null;
  company_active: boolean | null;
  roles: string[] | null;
}

/** A domain row with its language. */
export interface DomainRow {
  id: string;
  url: string;
  path_prefix: string;
  currency_id: string;
  snippet_set_id: string;
  language_id: string;
  locale_code: string;
  language_name: string;
  language_label: string;
}

/** The sales channel of an access key with its default domain, or null. */
export async function findSalesChannel(db: Database, accessKey: string): Promise<SalesChannelRow | null> {
  const { rows } = await db.query<SalesChannelRow>(
    `SELECT sc.*, (SELECT d.id FROM sales_channel_domain d WHERE d.sales_channel_id = sc.id
                    ORDER BY d.position LIMIT 1) AS default_domain_id
       FROM sales_channel sc WHERE sc.access_key = $1`,
    [accessKey],
  );
  return rows[0] ?? null;
}

/** The context row of a token with customer, company and enabled roles; null when the token is unknown. */
export async function findContextRow(db: Database, token: string, salesChannelId: string): Promise<ContextRow | null> {
  // ratchet_context (migration 0005): planned once per connection instead of on every request (issue 3 Performance);
  // a prepared statement, so the call around it is not parsed and planned again for every request either (about
  // 0.05 ms of PostgreSQL CPU a request: docs/benchmarks.md "Session 10: article-link searches").
  const { rows } = await db.query<ContextRow>('SELECT * FROM ratchet_context($1, $2)', [token, salesChannelId], {
    name: 'ratchet_context',
  });
  return rows[0] ?? null;
}

/** Stores a new context token. */
export async function insertContext(
  db: Database,
  values: {
    token: string;
    salesChannelId: string;
    languageId: string;
    domainId: string | null;
    customerId: string | null;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO context (token, sales_channel_id, language_id, domain_id, customer_id) VALUES ($1, $2, $3, $4, $5)`,
    [values.token, values.salesChannelId, values.languageId, values.domainId, values.customerId],
  );
}

/** Takes the customer off a token (it stays valid as an anonymous context). */
export async function logOutToken(db: Database, token: string): Promise<void> {
  await db.query('UPDATE context SET customer_id = NULL, updated_at = now() WHERE token = $1', [token]);
}

/** Stores a context's language and domain. */
export async function updateContextLanguage(
  db: Database,
  token: string,
  languageId: string,
  domainId: string | null,
): Promise<void> {
  await db.query('UPDATE context SET language_id = $2, domain_id = $3, updated_at = now() WHERE token = $1', [
    token,
    languageId,
    domainId,
  ]);
}

/** Whether a language id is known (compared as text, so a malformed id is simply unknown). */
export async function languageExists(db: Database, languageId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM language WHERE id::text = $1', [languageId]);
  return rows.length > 0;
}

/** Domains of a sales channel in their configured order. */
export async function findDomains(db: Database, salesChannelId: string): Promise<DomainRow[]> {
  const { rows } = await db.query<DomainRow>(
    `SELECT d.id, d.url, d.path_prefix, d.currency_id, d.snippet_set_id, d.language_id,
            l.locale_code, l.name AS language_name, l.label AS language_label
       FROM sales_channel_domain d JOIN language l ON l.id = d.language_id
      WHERE d.sales_channel_id = $1 ORDER BY d.position`,
    [salesChannelId],
  );
  return rows;
}

/** The currency of a sales channel. */
export async function findCurrency(
  db: Database,
  currencyId: string,
): Promise<{ id: string; iso_code: string; symbol: string; decimal_precision: number } | null> {
  const { rows } = await db.query<{ id: string; iso_code: string; symbol: string; decimal_precision: number }>(
    'SELECT id, iso_code, symbol, decimal_precision FROM currency WHERE id = $1',
    [currencyId],
  );
  return rows[0] ?? null;
}

/** A language's locale code and name. */
export async function findLanguage(
  db: Database,
  languageId: string,
): Promise<{ locale_code: string; name: string } | null> {
  const { rows } = await db.query<{ locale_code: string; name: string }>(
    'SELECT locale_code, name FROM language WHERE id = $1',
    [languageId],
  );
  return rows[0] ?? null;
}

/** The context's customer as the context answer shows it (scoped to the caller's company). */
export async function findContextCustomer(
  db: Database,
  customerId: string,
  companyId: string,
): Promise<{ id: string; first_name: string; last_name: string; active: boolean; company_id: string } | null> {
  const { rows } = await db.query<{
    id: string;
    first_name: string;
    last_name: string;
    active: boolean;
    company_id: string;
  }>('SELECT id, first_name, last_name, active, company_id FROM customer WHERE id = $1 AND company_id = $2', [
    customerId,
    companyId,
  ]);
  return rows[0] ?? null;
}

/** Stored feature flag switches. */
export async function findFeatureFlags(db: Database): Promise<Array<{ name: string; enabled: boolean }>> {
  const { rows } = await db.query<{ name: string; enabled: boolean }>('SELECT name, enabled FROM feature_flag');
  return rows;
}
