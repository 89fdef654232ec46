import type { ComponentMessages } from '../i18n/UiLocaleProvider';

/** Texts of the LoadingBar. */
export const loadingBarMessages = {
  'en-GB': { label: 'Loading page' },
  'de-DE': { label: 'Seite wird geladen' },
  'nl-NL': { label: 'Pagina wordt geladen' },
  'fr-FR': { label: 'Chargement de la page' },
} satisfies ComponentMessages<'label'>;
