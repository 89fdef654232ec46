import type { ComponentMessages } from '../i18n/UiLocaleProvider';

/** Texts of Dialog. */
export const dialogMessages: ComponentMessages<'close'> = {
  'en-GB': { close: 'Close' },
  'de-DE': { close: 'Schließen' },
  'nl-NL': { close: 'Sluiten' },
  'fr-FR': { close: 'Fermer' },
};
