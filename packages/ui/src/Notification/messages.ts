import type { ComponentMessages } from '../i18n/UiLocaleProvider';

/** Texts of Notification and NotificationsRegion. */
export const notificationMessages: ComponentMessages<
  | 'titleError'
  | 'titleWarn'
  | 'titleSuccess'
  | 'fallbackError'
  | 'fallbackWarn'
  | 'fallbackSuccess'
  | 'close'
  | 'region'
> = {
  'en-GB': {
    titleError: 'Error',
    titleWarn: 'Please note',
    titleSuccess: 'Success',
    fallbackError: 'Something went wrong. Please try again later.',
    fallbackWarn: 'Please check your entries.',
    fallbackSuccess: 'Your request was completed successfully.',
    close: 'Close notification',
    region: 'Notifications',
  },
  'de-DE': {
    titleError: 'Fehler',
    titleWarn: 'Hinweis',
    titleSuccess: 'Erfolg',
    fallbackError: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.',
    fallbackWarn: 'Bitte prüfen Sie Ihre Eingaben.',
    fallbackSuccess: 'Ihre Anfrage wurde erfolgreich ausgeführt.',
    close: 'Benachrichtigung schließen',
    region: 'Benachrichtigungen',
  },
  'nl-NL': {
    titleError: 'Fout',
    titleWarn: 'Let op',
    titleSuccess: 'Gelukt',
    fallbackError: 'Er is iets misgegaan. Probeer het later opnieuw.',
    fallbackWarn: 'Controleer uw invoer.',
    fallbackSuccess: 'Uw verzoek is met succes uitgevoerd.',
    close: 'Melding sluiten',
    region: 'Meldingen',
  },
  'fr-FR': {
    titleError: 'Erreur',
    titleWarn: 'Attention',
    titleSuccess: 'Succès',
    fallbackError: 'Une erreur est survenue. Veuillez réessayer plus tard.',
    fallbackWarn: 'Veuillez vérifier vos saisies.',
    fallbackSuccess: 'Votre demande a bien été traitée.',
    close: 'Fermer la notification',
    region: 'Notifications',
  },
};
