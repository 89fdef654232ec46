import type { ComponentMessages } from '../i18n/UiLocaleProvider';

/** Texts of Button (screen-reader only). */
export const buttonMessages: ComponentMessages<'loading'> = {
  'en-GB': { loading: 'Loading…' },
  'de-DE': { loading: 'Wird geladen…' },
  'nl-NL': { loading: 'Bezig met laden…' },
  'fr-FR': { loading: 'Chargement…' },
};
