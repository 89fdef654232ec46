import type { ComponentMessages } from '../i18n/UiLocaleProvider';

/** Texts of ListingToolbar. */
export const listingToolbarMessages: ComponentMessages<'total' | 'perPage'> = {
  'en-GB': {
    total: '{count, plural, one {# product} other {# products}}',
    perPage: 'Per page',
  },
  'de-DE': {
    total: '{count, plural, one {# Artikel} other {# Artikel}}',
    perPage: 'Pro Seite',
  },
  'nl-NL': {
    total: '{count, plural, one {# artikel} other {# artikelen}}',
    perPage: 'Per pagina',
  },
  'fr-FR': {
    total: '{count, plural, one {# article} other {# articles}}',
    perPage: 'Par page',
  },
};
