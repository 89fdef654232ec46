import type { ComponentMessages } from '../i18n/UiLocaleProvider';

/** Texts of Drawer. */
export const drawerMessages: ComponentMessages<'close'> = {
  'en-GB': { close: 'Close' },
  'de-DE': { close: 'Schließen' },
  'nl-NL': { close: 'Sluiten' },
  'fr-FR': { close: 'Fermer' },
};
