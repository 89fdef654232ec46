import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { errorMessageKey, unknownErrorCode } from '@ratchet/store-api-contract/rules';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import type { MessageKey, Messages, Namespace } from './keys';
import { fallbackLocale } from './locale';
import { pageTextsOf } from './pageTexts';

/** Values of a message's ICU arguments. */
export type MessageValues = Record<string, string | number>;

/** Formats one storefront message of the given namespaces (all of them by default). */
export type Translate<N extends Namespace = Namespace> = (key: MessageKey<N>, values?: MessageValues) => string;

/** The page's translator. */
export interface I18nValue<N extends Namespace = Namespace> {
  /** The page's locale (de-DE, nl-NL, fr-FR or en-GB). */
  locale: string;
  /** The text of a key of the page's namespaces. */
  t: Translate<N>;
  /** True when the page's messages hold the key (for `general.errors.{code}`, storefront.md §8). */
  has: (key: string) => boolean;
  /** The text of a key the page may lack (a notification's key): the general error text when it has none. */
  textOrFallback: (key: string, values?: MessageValues) => string;
  /** The text of a store-API error code (storefront.md §8): `general.errors.{code}`, else the general error text; no code is UNKNOWN_ERROR. */
  errorText: (code: string | null | undefined) => string;
}

const cache = createIntlCache();

/**
 * Builds the translator of a page's messages. The server sends complete namespaces (English texts already in
 * place of missing keys, catalogues.server.ts) of the page's locale only, so the browser holds no fallback
 * catalogue: a key the page lacks shows the key itself.
 */
export function createTranslator(locale: string, messages: Messages): I18nValue {
  const intl: IntlShape = createIntl({ locale, defaultLocale: fallbackLocale, messages, onError: () => {} }, cache);
  const format = (key: string, values?: MessageValues) =>
    intl.formatMessage({ id: key, defaultMessage: key }, values) as string;
  const has = (key: string) => Object.hasOwn(messages, key);
  const textOrFallback = (key: string, values?: MessageValues) =>
    has(key) ? format(key, values) : format('general.errorFallback');
  return {
    locale,
    t: format,
    has,
    textOrFallback,
    errorText: (code) => textOrFallback(errorMessageKey(code || unknownErrorCode)),
  };
}

const I18nContext = createContext<I18nValue | null>(null);

/**
 * Provides the page's messages: the root's shell namespace with the `texts` of every matched route's loader
 * data (the namespaces the routes declare), in the current domain's locale.
 */
export function I18nProvider({
  locale,
  messages,
  children,
}: {
  /** The domain's locale. */
  locale: string;
  /** The shell namespace's messages (the root loader's), or the texts of the root loader's error. */
  messages: Messages;
  /** The page. */
  children: ReactNode;
}) {
  // useMatches() keeps its array until the matches or the loader data change (a navigation's progress does not).
  const matches = useMatches();
  const value = useMemo(() => createTranslator(locale, pageTextsOf(messages, matches)), [locale, messages, matches]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

const withoutTexts = createTranslator(fallbackLocale, {});

/**
 * The current translator (outside a provider one without texts, showing keys). A
 * route passes its `handle.i18n` to type `t` by the shell and the namespaces it declared:
 * `const { t } = useI18n(handle.i18n)`.
 */
export function useI18n<N extends Namespace = Namespace>(namespaces?: readonly N[]): I18nValue<'shell' | N>;
export function useI18n(): I18nValue {
  return useContext(I18nContext) ?? withoutTexts;
}

/** Shorthand for `useI18n().t`. */
export function useT(): Translate {
  return useI18n().t;
}
