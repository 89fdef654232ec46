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

/** The catalogue of a locale code (`de-DE`, `de-AT` → de-DE); en-GB for anything unknown. */
export function catalogueFor(localeCode: string | undefined): { locale: StorefrontLocale; messages: Catalogue } {
  const locale = resolveLocale(localeCode);
  return { locale, messages: catalogues[locale] };
}
