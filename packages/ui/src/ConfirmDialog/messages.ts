import type { ComponentMessages } from '../i18n/UiLocaleProvider';

/** Texts of ConfirmDialog; `commentRequired` is the spec's required-field text (account-area.md §5). */
export const confirmDialogMessages: ComponentMessages<'confirm' | 'cancel' | 'commentRequired'> = {
  'en-GB': { confirm: 'Confirm', cancel: 'Cancel', commentRequired: 'This is a required field' },
  'de-DE': { confirm: 'Bestätigen', cancel: 'Abbrechen', commentRequired: 'Dies ist ein Pflichtfeld' },
  'nl-NL': { confirm: 'Bevestigen', cancel: 'Annuleren', commentRequired: 'Dit is een verplicht veld.' },
  'fr-FR': { confirm: 'Confirmer', cancel: 'Annuler', commentRequired: 'Ce champ est obligatoire' },
};
