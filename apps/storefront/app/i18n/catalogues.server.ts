import { accountCatalogues } from '@ratchet/account-kit/messages';
import type { Messages, Namespace, NamespaceCatalogue } from './keys';
import { resolveLocale, type StorefrontLocale } from './locale';
import { authDeDE } from './messages/auth/de-DE';
import { authEnGB } from './messages/auth/en-GB';
import { authFrFR } from './messages/auth/fr-FR';
import { authNlNL } from './messages/auth/nl-NL';
import { catalogDeDE } from './messages/catalog/de-DE';
import { catalogEnGB } from './messages/catalog/en-GB';
import { catalogFrFR } from './messages/catalog/fr-FR';
import { catalogNlNL } from './messages/catalog/nl-NL';
import { checkoutDeDE } from './messages/checkout/de-DE';
import { checkoutEnGB } from './messages/checkout/en-GB';
import { checkoutFrFR } from './messages/checkout/fr-FR';
import { checkoutNlNL } from './messages/checkout/nl-NL';
import { comingSoonDeDE } from './messages/comingSoon/de-DE';
import { comingSoonEnGB } from './messages/comingSoon/en-GB';
import { comingSoonFrFR } from './messages/comingSoon/fr-FR';
import { comingSoonNlNL } from './messages/comingSoon/nl-NL';
import { homeDeDE } from './messages/home/de-DE';
import { homeEnGB } from './messages/home/en-GB';
import { homeFrFR } from './messages/home/fr-FR';
import { homeNlNL } from './messages/home/nl-NL';
import { productDeDE } from './messages/product/de-DE';
import { productEnGB } from './messages/product/en-GB';
import { productFrFR } from './messages/product/fr-FR';
import { productNlNL } from './messages/product/nl-NL';
import { shellDeDE } from './messages/shell/de-DE';
import { shellEnGB } from './messages/shell/en-GB';
import { shellFrFR } from './messages/shell/fr-FR';
import { shellNlNL } from './messages/shell/nl-NL';

/** A namespace's catalogues in every locale. */
export type NamespaceCatalogues<N extends Namespace> = Record<StorefrontLocale, NamespaceCatalogue<N>>;

/**
 * Every namespace's catalogues, the account area's as @ratchet/account-kit exports them. Server only: a page
 * gets its locale's messages of its namespaces through the loaders, never this module.
 */
export const catalogues: { [N in Namespace]: NamespaceCatalogues<N> } = {
  shell: { 'en-GB': shellEnGB, 'de-DE': shellDeDE, 'nl-NL': shellNlNL, 'fr-FR': shellFrFR },
  home: { 'en-GB': homeEnGB, 'de-DE': homeDeDE, 'nl-NL': homeNlNL, 'fr-FR': homeFrFR },
  catalog: { 'en-GB': catalogEnGB, 'de-DE': catalogDeDE, 'nl-NL': catalogNlNL, 'fr-FR': catalogFrFR },
  product: { 'en-GB': productEnGB, 'de-DE': productDeDE, 'nl-NL': productNlNL, 'fr-FR': productFrFR },
  checkout: { 'en-GB': checkoutEnGB, 'de-DE': checkoutDeDE, 'nl-NL': checkoutNlNL, 'fr-FR': checkoutFrFR },
  auth: { 'en-GB': authEnGB, 'de-DE': authDeDE, 'nl-NL': authNlNL, 'fr-FR': authFrFR },
  comingSoon: { 'en-GB': comingSoonEnGB, 'de-DE': comingSoonDeDE, 'nl-NL': comingSoonNlNL, 'fr-FR': comingSoonFrFR },
  // Every account-kit namespace as the package exports it (a new one needs no line here).
  ...accountCatalogues,
};

/**
 * One namespace's texts in a locale with the English text of any key the locale lacks (typecheck keeps the
 * catalogues complete; this keeps a page readable should one arrive incomplete, e.g. from a translation tool).
 */
export function withEnglishFallback<Key extends string>(
  english: Record<Key, string>,
  local: Partial<Record<Key, string>>,
): Record<Key, string> {
  return { ...english, ...local };
}

/** The texts of one namespace in a locale, English per missing key (a spread of a few dozen keys per request). */
export function namespaceMessages<N extends Namespace>(locale: StorefrontLocale, namespace: N): NamespaceCatalogue<N> {
  const byLocale: NamespaceCatalogues<N> = catalogues[namespace];
  return withEnglishFallback(byLocale['en-GB'], byLocale[locale]);
}

/**
 * The namespaces a route's page loads besides the shell (which the root sends every page): the declared ones,
 * each once, in declaration order.
 */
export function routeNamespaces(declared: readonly Namespace[] | undefined): Namespace[] {
  return [...new Set(declared ?? [])].filter((namespace) => namespace !== 'shell');
}

/** The messages of some namespaces in one locale, and nothing else (issue 9 item 7). */
export function pageMessages(locale: StorefrontLocale, namespaces: readonly Namespace[]): Messages {
  const messages: Messages = {};
  for (const namespace of namespaces) Object.assign(messages, namespaceMessages(locale, namespace));
  return messages;
}

/** The shell's catalogue for a domain's locale code (`de-AT` → de-DE; en-GB for anything unknown). */
export function shellCatalogueFor(localeCode: string | undefined): {
  locale: StorefrontLocale;
  messages: NamespaceCatalogue<'shell'>;
} {
  const locale = resolveLocale(localeCode);
  return { locale, messages: namespaceMessages(locale, 'shell') };
}
