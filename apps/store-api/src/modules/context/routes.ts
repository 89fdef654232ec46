import type { Hono } from 'hono';
import { errorCodes, readContext, readDomains, readFeatureFlags, updateContext } from '@ratchet/store-api-contract';
import type { Domain, FeatureFlags } from '@ratchet/store-api-contract';
import { featureFlagDefaults } from '@ratchet/store-api-contract';
import type { Database } from '../../platform/db/db';
import type { AppDeps, AppEnv } from '../../platform/http/env';
import { StoreApiHttpError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import {
  findContextCustomer,
  findCurrency,
  findDomains,
  findFeatureFlags,
  findLanguage,
  languageExists,
  updateContextLanguage,
} from './repo';

/** Domains of a sales channel in their configured order. */
export async function loadDomains(db: Database, salesChannelId: string): Promise<Domain[]> {
  const rows = await findDomains(db, salesChannelId);
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
    const [cur, lang, cust] = await Promise.all([
      findCurrency(deps.db, salesChannel.currencyId),
      findLanguage(deps.db, context.languageId),
      context.customer ? findContextCustomer(deps.db, context.customer.id, context.customer.companyId) : null,
    ]);
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
      if (!(await languageExists(deps.db, body.languageId))) {
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
    await updateContextLanguage(deps.db, context.token, languageId, domainId);
    c.set('context', { ...context, languageId, domainId });
    return { contextToken: context.token, redirectUrl };
  });

  route(app, readFeatureFlags, async ({ deps, c }) => {
    const rows = await findFeatureFlags(deps.db);
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
