import type { ComponentMessages } from '../i18n/UiLocaleProvider';

type SelectMessageKey = 'placeholder';

/** Texts of the Select. */
export const selectMessages = {
  'en-GB': { placeholder: 'Please choose' },
  'de-DE': { placeholder: 'Bitte wählen' },
  'nl-NL': { placeholder: 'Maak een keuze' },
  'fr-FR': { placeholder: 'Veuillez choisir' },
} satisfies ComponentMessages<SelectMessageKey>;
