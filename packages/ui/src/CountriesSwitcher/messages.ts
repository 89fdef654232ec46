import type { ComponentMessages } from '../i18n/UiLocaleProvider';

/** Texts of the CountriesSwitcher. */
export const countriesSwitcherMessages = {
  'en-GB': { list: 'Countries' },
  'de-DE': { list: 'Länder' },
  'nl-NL': { list: 'Landen' },
  'fr-FR': { list: 'Pays' },
} satisfies ComponentMessages<'list'>;
