import type { Hono } from 'hono';
import { errorCodes, readContext, readDomains, readFeatureFlags, updateContext } from '@ratchet/store-api-contract';
import type { Domain, FeatureFlags } from '@ratchet/store-api-contract';
import { featureFlagDefaults } from '@ratchet/store-api-contract';
import type { Database } from '../../platform/db/db';
import type { AppDeps, AppEnv } from '../../platform/http/env';
import { StoreApiHttpError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';

interface DomainRow {
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

/** Domains of a sales channel in their configured order. */
export async function loadDomains(db: Database, salesChannelId: string): Promise<Domain[]> {
  const { rows } = await db.query<DomainRow>(
    `SELECT d.id, d.url, d.path_prefix, d.currency_id, d.snippet_set_id, d.language_id,
            l.locale_code, l.name AS language_name, l.label AS language_label
       FROM sales_channel_domain d JOIN language l ON l.id = d.language_id
      WHERE d.sales_channel_id = $1 ORDER BY d.position`,
    [salesChannelId],
  );
  return rows.map((row) => {
    const url = new URL(row.url);
    return {
      domainId: row.id,
      url: row.url,
      origin: url.origin,
      host: url.host,
      pathPrefix: row.path_prefix,
      currencyId: row.currency_id,
      snippetSetId: row.snippet_set_id,
      languageId: row.language_id,
      languageName: row.language_name,
      languageLabel: row.language_label,
      languageLocaleCode: row.locale_code,
    };
  });
}

/** Context read/update, feature flags and domains. */
export function registerContextRoutes(app: Hono<AppEnv>, _deps: AppDeps): void {
  route(app, readContext, async ({ context, salesChannel, deps }) => {
    const [currency, language, customer] = await Promise.all([
      deps.db.query<{ id: string; iso_code: string; symbol: string; decimal_precision: number }>(
        'SELECT id, iso_code, symbol, decimal_precision FROM currency WHERE id = $1',
        [salesChannel.currencyId],
      ),
      deps.db.query<{ locale_code: string; name: string }>('SELECT locale_code, name FROM language WHERE id = $1', [
        context.languageId,
      ]),
      context.customer
        ? deps.db.query<{ id: string; first_name: string; last_name: string; active: boolean; company_id: string }>(
            'SELECT id, first_name, last_name, active, company_id FROM customer WHERE id = $1',
            [context.customer.id],
          )
        : Promise.resolve({ rows: [] }),
    ]);
    const cur = currency.rows[0];
    const lang = language.rows[0];
    const cust = customer.rows[0];
    if (!cur || !lang) throw new StoreApiHttpError(500, errorCodes.internal, 'Sales channel is incomplete.');
    return {
      token: context.token,
      salesChannel: {
        id: salesChannel.id,
        name: salesChannel.name,
        navigationCategoryId: salesChannel.navigationCategoryId,
        serviceCategoryId: salesChannel.serviceCategoryId,
        footerCategoryId: salesChannel.footerCategoryId,
        countriesCategoryId: salesChannel.countriesCategoryId,
        languageId: salesChannel.languageId,
        currencyId: salesChannel.currencyId,
        maintenance: salesChannel.maintenance,
        apiAlias: 'sales_channel' as const,
      },
      context: { languageIdChain: [context.languageId], currencyId: cur.id, apiAlias: 'context' as const },
      currency: {
        id: cur.id,
        isoCode: cur.iso_code,
        symbol: cur.symbol,
        decimalPrecision: cur.decimal_precision,
        apiAlias: 'currency' as const,
      },
      languageInfo: { localeCode: lang.locale_code, name: lang.name },
      domainId: context.domainId,
      customer: cust
        ? {
            id: cust.id,
            firstName: cust.first_name,
            lastName: cust.last_name,
            active: cust.active,
            companyId: cust.company_id,
            apiAlias: 'customer' as const,
          }
        : null,
      apiAlias: 'sales_channel_context' as const,
    };
  });

  route(app, updateContext, async ({ body, context, salesChannel, deps, c }) => {
    const domains = await loadDomains(deps.db, salesChannel.id);
    let languageId = context.languageId;
    let domainId = context.domainId;
    let redirectUrl: string | null = null;
    if (body.domainId !== undefined) {
      const domain = domains.find((d) => d.domainId === body.domainId);
      if (!domain) {
        throw new StoreApiHttpError(400, errorCodes.validation, `Unknown domain "${body.domainId}".`, undefined, [
          {
            status: '400',
            code: errorCodes.validation,
            title: 'Bad Request',
            detail: 'Unknown domain.',
            source: { pointer: '/domainId' },
          },
        ]);
      }
      domainId = domain.domainId;
      languageId = domain.languageId;
      redirectUrl = domain.url;
    }
    if (body.languageId !== undefined) {
      const known = await deps.db.query('SELECT 1 FROM language WHERE id::text = $1', [body.languageId]);
      if (known.rows.length === 0) {
        throw new StoreApiHttpError(400, errorCodes.validation, `Unknown language "${body.languageId}".`, undefined, [
          {
            status: '400',
            code: errorCodes.validation,
            title: 'Bad Request',
            detail: 'Unknown language.',
            source: { pointer: '/languageId' },
          },
        ]);
      }
      languageId = body.languageId;
      // The language decides the domain when no domain was named: the first domain in that language.
      if (body.domainId === undefined) {
        const domain = domains.find((d) => d.languageId === languageId);
        if (domain) domainId = domain.domainId;
      }
    }
    if (body.currencyId !== undefined && body.currencyId !== salesChannel.currencyId) {
      throw new StoreApiHttpError(400, errorCodes.validation, 'Only EUR is available.', undefined, [
        {
          status: '400',
          code: errorCodes.validation,
          title: 'Bad Request',
          detail: 'Unknown currency.',
          source: { pointer: '/currencyId' },
        },
      ]);
    }
    await deps.db.query('UPDATE context SET language_id = $2, domain_id = $3, updated_at = now() WHERE token = $1', [
      context.token,
      languageId,
      domainId,
    ]);
    c.set('context', { ...context, languageId, domainId });
    return { contextToken: context.token, redirectUrl };
  });

  route(app, readFeatureFlags, async ({ deps, c }) => {
    const { rows } = await deps.db.query<{ name: string; enabled: boolean }>('SELECT name, enabled FROM feature_flag');
    const flags: Record<string, boolean> = { ...featureFlagDefaults };
    for (const row of rows) if (row.name in flags) flags[row.name] = row.enabled;
    c.header('Cache-Control', 'public, max-age=60');
    return flags as FeatureFlags;
  });

  route(app, readDomains, async ({ deps, salesChannel, c }) => {
    c.header('Cache-Control', 'public, max-age=300');
    return loadDomains(deps.db, salesChannel.id);
  });
}
