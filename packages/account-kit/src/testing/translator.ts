import type { Translator } from '../i18n';
import type { AccountLocale, MessageValues } from '../i18n/keys';
import { accountCatalogues } from '../i18n/messages';
import { testErrorTexts } from './errorTexts';

/** `{n, plural, one {…} other {…}}` with `#`, then `{name}` arguments: the ICU subset the catalogues use. */
function format(message: string, values: MessageValues | undefined): string {
  const plural = message.replace(
    /\{(\w+), plural, one \{([^}]*)\} other \{([^}]*)\}\}/g,
    (_, name: string, one: string, other: string) => {
      const count = Number(values?.[name] ?? 0);
      return (count === 1 ? one : other).replace(/#/g, String(count));
    },
  );
  return plural.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? `{${name}}`));
}

/**
 * A host translator over every account catalogue of one locale, as stories and tests need it: `{name}` arguments
 * are filled in (the storefront formats full ICU; the catalogues use plain arguments only). A missing key shows
 * itself, as in the storefront.
 */
export function catalogueTranslator(locale: AccountLocale = 'en-GB'): Translator {
  const messages: Record<string, string> = {};
  for (const catalogue of Object.values(accountCatalogues)) Object.assign(messages, catalogue[locale]);
  const errors = { ...testErrorTexts['en-GB'], ...testErrorTexts[locale] };
  return {
    locale,
    t: (key, values) => format(messages[key] ?? key, values),
    errorText: (code) => errors[code ?? 'UNKNOWN_ERROR'] ?? messages['account.common.error'] ?? 'error',
  };
}
