import type { ComponentMessages } from '../i18n/UiLocaleProvider';

/** Texts of the LoginDialog (storefront.md §2 Login and forgot-password dialogs). */
export const loginDialogMessages = {
  'en-GB': {
    title: 'Log in',
    close: 'Close',
    username: 'Username',
    password: 'Password',
    usernameRequired: 'Please enter your username.',
    passwordRequired: 'Please enter your password.',
    submit: 'Log in',
    forgotPassword: 'Forgot your password?',
    noAccount: 'No account yet?',
    register: 'Register your company',
  },
  'de-DE': {
    title: 'Anmelden',
    close: 'Schließen',
    username: 'Benutzername',
    password: 'Passwort',
    usernameRequired: 'Bitte geben Sie Ihren Benutzernamen ein.',
    passwordRequired: 'Bitte geben Sie Ihr Passwort ein.',
    submit: 'Anmelden',
    forgotPassword: 'Passwort vergessen?',
    noAccount: 'Noch kein Konto?',
    register: 'Firma registrieren',
  },
  'nl-NL': {
    title: 'Inloggen',
    close: 'Sluiten',
    username: 'Gebruikersnaam',
    password: 'Wachtwoord',
    usernameRequired: 'Vul uw gebruikersnaam in.',
    passwordRequired: 'Vul uw wachtwoord in.',
    submit: 'Inloggen',
    forgotPassword: 'Wachtwoord vergeten?',
    noAccount: 'Nog geen account?',
    register: 'Bedrijf registreren',
  },
  'fr-FR': {
    title: 'Connexion',
    close: 'Fermer',
    username: "Nom d'utilisateur",
    password: 'Mot de passe',
    usernameRequired: "Veuillez saisir votre nom d'utilisateur.",
    passwordRequired: 'Veuillez saisir votre mot de passe.',
    submit: 'Se connecter',
    forgotPassword: 'Mot de passe oublié ?',
    noAccount: 'Pas encore de compte ?',
    register: 'Enregistrer votre entreprise',
  },
} satisfies ComponentMessages<
  | 'title'
  | 'close'
  | 'username'
  | 'password'
  | 'usernameRequired'
  | 'passwordRequired'
  | 'submit'
  | 'forgotPassword'
  | 'noAccount'
  | 'register'
>;
