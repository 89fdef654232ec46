import type { ComponentMessages } from '../i18n/UiLocaleProvider';

/** Texts of Input. */
export const inputMessages: ComponentMessages<'showPassword' | 'hidePassword' | 'clear' | 'characterCount'> = {
  'en-GB': {
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    clear: 'Clear input',
    characterCount: '{count} of {max} characters',
  },
  'de-DE': {
    showPassword: 'Passwort anzeigen',
    hidePassword: 'Passwort verbergen',
    clear: 'Eingabe löschen',
    characterCount: '{count} von {max} Zeichen',
  },
  'nl-NL': {
    showPassword: 'Wachtwoord tonen',
    hidePassword: 'Wachtwoord verbergen',
    clear: 'Invoer wissen',
    characterCount: '{count} van {max} tekens',
  },
  'fr-FR': {
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    clear: 'Effacer la saisie',
    characterCount: '{count} sur {max} caractères',
  },
};
