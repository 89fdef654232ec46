/** The storefront's locales (conventions.md: de-DE, nl-NL, fr-FR, en-GB; fallback en-GB). */
export const storefrontLocales = ['de-DE', 'nl-NL', 'fr-FR', 'en-GB'] as const;
export type StorefrontLocale = (typeof storefrontLocales)[number];
export const fallbackLocale: StorefrontLocale = 'en-GB';

/** Maps a domain's locale code to a catalogue locale: exact match first, then the language (de-AT → de-DE). */
export function resolveLocale(localeCode: string | undefined): StorefrontLocale {
  if (!localeCode) return fallbackLocale;
  const exact = storefrontLocales.find((locale) => locale.toLowerCase() === localeCode.toLowerCase());
  if (exact) return exact;
  const language = localeCode.slice(0, 2).toLowerCase();
  return storefrontLocales.find((locale) => locale.startsWith(`${language}-`)) ?? fallbackLocale;
}
