import type { Hono } from 'hono';
import { errorCodes, readContext, readDomains, readFeatureFlags, updateContext } from '@ratchet/store-api-contract';
import type { AppDeps, AppEnv } from '../../platform/http/env';
import { StoreApiHttpError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import {
  contextFacts,
  featureFlags,
  isKnownLanguage,
  loadDomains,
  saveCheckoutMethods,
  saveContextLanguage,
} from './service';

/** Context read/update, feature flags and domains. */
export function registerContextRoutes(app: Hono<AppEnv>, _deps: AppDeps): void {
  route(app, readContext, async ({ context, salesChannel, deps }) => {
    const {
      currency: cur,
      language: lang,
      customer: cust,
    } = await contextFacts(deps.db, context, salesChannel.currencyId);
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
      if (!(await isKnownLanguage(deps.db, body.languageId))) {
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
    await saveContextLanguage(deps.db, context.token, languageId, domainId);
    await saveCheckoutMethods(deps.db, context, body);
    c.set('context', { ...context, languageId, domainId });
    return { contextToken: context.token, redirectUrl };
  });

  route(app, readFeatureFlags, async ({ deps, c }) => {
    c.header('Cache-Control', 'public, max-age=60');
    return featureFlags(deps.db);
  });

  route(app, readDomains, async ({ deps, salesChannel, c }) => {
    c.header('Cache-Control', 'public, max-age=300');
    return loadDomains(deps.db, salesChannel.id);
  });
}
