import type { ComponentMessages } from '../i18n/UiLocaleProvider';

/** Texts of the Spinner. */
export const spinnerMessages = {
  'en-GB': { loading: 'Loading' },
  'de-DE': { loading: 'Wird geladen' },
  'nl-NL': { loading: 'Bezig met laden' },
  'fr-FR': { loading: 'Chargement' },
} satisfies ComponentMessages<'loading'>;
