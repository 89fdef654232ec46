import type { ComponentMessages } from '../i18n/UiLocaleProvider';

/** Texts of the Price. */
export const priceMessages = {
  'en-GB': { gross: 'incl. VAT', net: 'excl. VAT', unavailable: 'Price not available' },
  'de-DE': { gross: 'inkl. MwSt.', net: 'zzgl. MwSt.', unavailable: 'Preis nicht verfügbar' },
  'nl-NL': { gross: 'incl. btw', net: 'excl. btw', unavailable: 'Prijs niet beschikbaar' },
  'fr-FR': { gross: 'TTC', net: 'HT', unavailable: 'Prix non disponible' },
} satisfies ComponentMessages<'gross' | 'net' | 'unavailable'>;
