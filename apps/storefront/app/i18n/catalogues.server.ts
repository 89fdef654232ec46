import { deDE } from './de-DE';
import { enGB, type Catalogue } from './en-GB';
import { frFR } from './fr-FR';
import { nlNL } from './nl-NL';
import { resolveLocale, type StorefrontLocale } from './locale';

const catalogues: Record<StorefrontLocale, Catalogue> = {
  'de-DE': deDE,
  'nl-NL': nlNL,
  'fr-FR': frFR,
  'en-GB': enGB,
};

const complete = new Map<StorefrontLocale, Catalogue>();

/**
 * The catalogue of a locale code (`de-DE`, `de-AT` → de-DE); en-GB for anything unknown. The English fallback
 * of a key the locale lacks is resolved here on the server, so the page carries only its own catalogue.
 */
export function catalogueFor(localeCode: string | undefined): { locale: StorefrontLocale; messages: Catalogue } {
  const locale = resolveLocale(localeCode);
  let messages = complete.get(locale);
  if (!messages) {
    messages = { ...enGB, ...catalogues[locale] };
    complete.set(locale, messages);
  }
  return { locale, messages };
}
