import { featureFlagDefaults } from '@ratchet/store-api-contract';
import type { Domain, FeatureFlags, PaymentMethodId, ShippingMethodId } from '@ratchet/store-api-contract';
import type { Database } from '../../platform/db/db';
import type { RequestContext } from '../../platform/http/env';
import { setCartMethods } from '../cart';
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

/** What the context answer shows beside the context: currency, language and (scoped to its company) the customer. */
export async function contextFacts(db: Database, context: RequestContext, currencyId: string) {
  const [currency, language, customer] = await Promise.all([
    findCurrency(db, currencyId),
    findLanguage(db, context.languageId),
    context.customer ? findContextCustomer(db, context.customer.id, context.customer.companyId) : null,
  ]);
  return { currency, language, customer };
}

/** Whether a language id is known. */
export function isKnownLanguage(db: Database, languageId: string): Promise<boolean> {
  return languageExists(db, languageId);
}

/** Stores the context's language and domain. */
export function saveContextLanguage(
  db: Database,
  token: string,
  languageId: string,
  domainId: string | null,
): Promise<void> {
  return updateContextLanguage(db, token, languageId, domainId);
}

/** Feature flags: the contract's defaults with the stored switches applied. */
export async function featureFlags(db: Database): Promise<FeatureFlags> {
  const flags: Record<string, boolean> = { ...featureFlagDefaults };
  for (const row of await findFeatureFlags(db)) if (row.name in flags) flags[row.name] = row.enabled;
  return flags as FeatureFlags;
}

/**
 * Saves the shipping and payment method chosen at checkout (Shopware's updateContext `shippingMethodId`,
 * `paymentMethodId`) on the context's cart, which recalculates with them.
 */
export async function saveCheckoutMethods(
  db: Database,
  context: RequestContext,
  methods: { shippingMethodId?: ShippingMethodId | undefined; paymentMethodId?: PaymentMethodId | undefined },
): Promise<void> {
  await setCartMethods(db, context, {
    ...(methods.shippingMethodId ? { shippingMethod: methods.shippingMethodId } : {}),
    ...(methods.paymentMethodId ? { paymentMethod: methods.paymentMethodId } : {}),
  });
}
