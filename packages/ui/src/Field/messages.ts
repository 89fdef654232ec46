import type { ComponentMessages } from '../i18n/UiLocaleProvider';

/** Texts of Field: the required marker is a sign, but locales may choose their own. */
export const fieldMessages: ComponentMessages<'requiredMarker'> = {
  'en-GB': { requiredMarker: '*' },
  'de-DE': { requiredMarker: '*' },
  'nl-NL': { requiredMarker: '*' },
  'fr-FR': { requiredMarker: '*' },
};
