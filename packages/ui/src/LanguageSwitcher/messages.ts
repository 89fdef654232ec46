import type { ComponentMessages } from '../i18n/UiLocaleProvider';

/** Texts of the LanguageSwitcher. */
export const languageSwitcherMessages = {
  'en-GB': { label: 'Language: {current}', list: 'Choose language' },
  'de-DE': { label: 'Sprache: {current}', list: 'Sprache wählen' },
  'nl-NL': { label: 'Taal: {current}', list: 'Taal kiezen' },
  'fr-FR': { label: 'Langue : {current}', list: 'Choisir la langue' },
} satisfies ComponentMessages<'label' | 'list'>;
