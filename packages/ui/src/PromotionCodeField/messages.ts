import type { ComponentMessages } from '../i18n/UiLocaleProvider';

/** Texts of the PromotionCodeField (issue 10 cart: promotion lines and a promotion-code field). */
export const promotionCodeFieldMessages = {
  'en-GB': {
    label: 'Promotion code',
    redeem: 'Redeem',
    applied: 'Applied promotions',
    remove: 'Remove promotion {code}',
  },
  'de-DE': {
    label: 'Aktionscode',
    redeem: 'Einlösen',
    applied: 'Eingelöste Aktionen',
    remove: 'Aktion {code} entfernen',
  },
  'nl-NL': {
    label: 'Actiecode',
    redeem: 'Inwisselen',
    applied: 'Toegepaste acties',
    remove: 'Actie {code} verwijderen',
  },
  'fr-FR': {
    label: 'Code promotionnel',
    redeem: 'Utiliser',
    applied: 'Promotions appliquées',
    remove: 'Retirer la promotion {code}',
  },
} satisfies ComponentMessages<'label' | 'redeem' | 'applied' | 'remove'>;
