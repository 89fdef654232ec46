import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { errorMessageKey, unknownErrorCode } from '@ratchet/store-api-contract/rules';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Catalogue, MessageKey } from './en-GB';
import { enGBFallback } from './fallback';
import { fallbackLocale } from './locale';

/** Formats one storefront message. */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

interface I18nValue {
  locale: string;
  t: Translate;
  /** True when the catalogue holds the key (for `general.errors.{code}`, storefront.md §8). */
  has: (key: string) => boolean;
  /** The text of a key the catalogue may lack (a notification's key): the general error text when it has none. */
  textOrFallback: (key: string, values?: Record<string, string | number>) => string;
  /** The text of a store-API error code (storefront.md §8): `general.errors.{code}`, else the general error text; no code is UNKNOWN_ERROR. */
  errorText: (code: string | null | undefined) => string;
}

const cache = createIntlCache();

const fallbackTexts: Partial<Record<string, string>> = enGBFallback;

/**
 * Builds the translator of a catalogue. The server sends complete catalogues (English texts already in place of
 * missing keys, catalogues.server.ts), so the browser holds only the page's own locale; a key the catalogue
 * lacks shows the English error-page text if it is one, else the key itself.
 */
export function createTranslator(locale: string, messages: Partial<Catalogue>): I18nValue {
  const intl: IntlShape = createIntl(
    { locale, defaultLocale: fallbackLocale, messages: { ...enGBFallback, ...messages }, onError: () => {} },
    cache,
  );
  const t: Translate = (key, values) =>
    intl.formatMessage({ id: key, defaultMessage: fallbackTexts[key] ?? key }, values) as string;
  const has = (key: string) => Object.hasOwn(messages, key) || Object.hasOwn(enGBFallback, key);
  const textOrFallback = (key: string, values?: Record<string, string | number>) =>
    has(key) ? t(key as MessageKey, values) : t('general.errorFallback');
  return {
    locale,
    t,
    has,
    textOrFallback,
    errorText: (code) => textOrFallback(errorMessageKey(code || unknownErrorCode)),
  };
}

const I18nContext = createContext<I18nValue | null>(null);

/** Provides the storefront messages of the current domain's locale. */
export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: Partial<Catalogue>;
  children: ReactNode;
}) {
  const value = useMemo(() => createTranslator(locale, messages), [locale, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

const englishFallback = createTranslator(fallbackLocale, enGBFallback);

/** The current translator; the English error-page texts outside a provider (the error page without data). */
export function useI18n(): I18nValue {
  return useContext(I18nContext) ?? englishFallback;
}

/** Shorthand for `useI18n().t`. */
export function useT(): Translate {
  return useI18n().t;
}
