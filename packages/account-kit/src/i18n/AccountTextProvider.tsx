import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { AccountMessageKey, AccountNamespace, MessageValues } from './keys';

/**
 * What account-kit components need from the host's translator: the host owns the catalogues, the loading per
 * page and the formatting; account-kit only names keys of its namespaces (issue 9 item 7).
 */
export interface Translator {
  /** The locale the texts are in (BCP 47, e.g. `de-DE`); for number and date formatting beside the texts. */
  readonly locale: string;
  /** The formatted text of a key (ICU message syntax); the host decides what a missing key shows. */
  t(key: string, values?: MessageValues): string;
  /**
   * The text of a store-API error code in the user's language (the storefront's `general.errors.{code}` of its
   * shell texts, with its fallback text); without it account-kit shows its own general error text.
   */
  errorText?: ((code: string | null | undefined) => string) | undefined;
}

/** The texts of one account namespace, typed by its keys. */
export interface AccountText<N extends AccountNamespace> {
  /** The locale of the host's translator. */
  locale: string;
  /** The formatted text of a key of the namespace. */
  t: (key: AccountMessageKey<N>, values?: MessageValues) => string;
  /** The text of a store-API error code (account-area.md §8), the general error text for an unknown one. */
  errorText: (code: string | null | undefined) => string;
}

const TranslatorContext = createContext<Translator | null>(null);

/** Hands the host's translator to every account-kit component below it. */
export function AccountTextProvider({
  translator,
  children,
}: {
  /** The host's translator (the storefront passes its page translator). */
  translator: Translator;
  /** The account-kit components. */
  children: ReactNode;
}) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/**
 * The texts of an account namespace from the host's translator. The route that renders the component must
 * declare the namespace so the host loads it. Without an `AccountTextProvider` it throws: a component without
 * texts is a wiring mistake, not something to paper over with English.
 */
export function useAccountText<N extends AccountNamespace>(namespace: N): AccountText<N> {
  const translator = useContext(TranslatorContext);
  return useMemo(() => {
    if (!translator) {
      throw new Error(`useAccountText('${namespace}') needs an AccountTextProvider with the host's translator`);
    }
    return {
      locale: translator.locale,
      t: (key, values) => translator.t(key, values),
      errorText: (code) => translator.errorText?.(code) ?? translator.t('account.common.error'),
    };
  }, [translator, namespace]);
}
