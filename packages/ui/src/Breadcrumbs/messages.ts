import type { ComponentMessages } from '../i18n/UiLocaleProvider';

/** Texts of the Breadcrumbs. */
export const breadcrumbsMessages = {
  'en-GB': { label: 'Breadcrumb', home: 'Home' },
  'de-DE': { label: 'Brotkrümelnavigation', home: 'Startseite' },
  'nl-NL': { label: 'Kruimelpad', home: 'Home' },
  'fr-FR': { label: "Fil d'Ariane", home: 'Accueil' },
} satisfies ComponentMessages<'label' | 'home'>;
