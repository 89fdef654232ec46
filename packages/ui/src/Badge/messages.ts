import type { ComponentMessages } from '../i18n/UiLocaleProvider';

/** Texts of the Badge (count above the maximum, e.g. "99+"). */
export const badgeMessages = {
  'en-GB': { overflow: '{max}+' },
  'de-DE': { overflow: '{max}+' },
  'nl-NL': { overflow: '{max}+' },
  'fr-FR': { overflow: '{max}+' },
} satisfies ComponentMessages<'overflow'>;
