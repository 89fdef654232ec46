import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';

/** Locales of the shop (storefront.md §1); en-GB is the fallback. */
export const uiLocales = ['de-DE', 'nl-NL', 'fr-FR', 'en-GB'] as const;
export type UiLocale = (typeof uiLocales)[number];
export const fallbackLocale: UiLocale = 'en-GB';

/** A component's own catalogue: every locale with the same keys; en-GB is required. */
export type ComponentMessages<Key extends string> = { 'en-GB': Record<Key, string> } & Partial<
  Record<UiLocale, Partial<Record<Key, string>>>
>;

const LocaleContext = createContext<UiLocale>(fallbackLocale);

/** Sets the locale for every Ratchet UI component below it (texts and number/date formatting). */
export function UiLocaleProvider({ locale, children }: { locale: string; children: ReactNode }) {
  const resolved = (uiLocales as readonly string[]).includes(locale) ? (locale as UiLocale) : fallbackLocale;
  return <LocaleContext.Provider value={resolved}>{children}</LocaleContext.Provider>;
}

/** The current UI locale. */
export function useUiLocale(): UiLocale {
  return useContext(LocaleContext);
}

const cache = createIntlCache();
const intlByCatalogue = new WeakMap<object, Map<UiLocale, IntlShape>>();

/**
 * Formats a component's messages in the current locale, falling back to en-GB per key.
 * Usage: `const t = useUiMessages(messages); t('invalidQuantity', { min: 1 })`.
 */
export function useUiMessages<Key extends string>(
  messages: ComponentMessages<Key>,
): (key: Key, values?: Record<string, string | number>) => string {
  const locale = useUiLocale();
  return useMemo(() => {
    let byLocale = intlByCatalogue.get(messages);
    if (!byLocale) {
      byLocale = new Map();
      intlByCatalogue.set(messages, byLocale);
    }
    let intl = byLocale.get(locale);
    if (!intl) {
      intl = createIntl(
        { locale, defaultLocale: fallbackLocale, messages: { ...messages['en-GB'], ...messages[locale] } },
        cache,
      );
      byLocale.set(locale, intl);
    }
    const formatter = intl;
    return (key: Key, values?: Record<string, string | number>) =>
      formatter.formatMessage({ id: key, defaultMessage: messages['en-GB'][key] }, values) as string;
  }, [messages, locale]);
}
