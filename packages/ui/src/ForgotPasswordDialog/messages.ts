import type { ComponentMessages } from '../i18n/UiLocaleProvider';

/** Texts of the ForgotPasswordDialog (storefront.md §2 Login and forgot-password dialogs). */
export const forgotPasswordDialogMessages = {
  'en-GB': {
    title: 'Forgot your password?',
    description: 'Enter your username and we will send you a link to set a new password.',
    close: 'Close',
    username: 'Username',
    usernameRequired: 'Please enter your username.',
    submit: 'Send link',
    noAccount: 'No account yet?',
    register: 'Register your company',
  },
  'de-DE': {
    title: 'Passwort vergessen?',
    description: 'Geben Sie Ihren Benutzernamen ein, wir senden Ihnen einen Link zum Festlegen eines neuen Passworts.',
    close: 'Schließen',
    username: 'Benutzername',
    usernameRequired: 'Bitte geben Sie Ihren Benutzernamen ein.',
    submit: 'Link senden',
    noAccount: 'Noch kein Konto?',
    register: 'Firma registrieren',
  },
  'nl-NL': {
    title: 'Wachtwoord vergeten?',
    description: 'Vul uw gebruikersnaam in, dan sturen wij u een link om een nieuw wachtwoord in te stellen.',
    close: 'Sluiten',
    username: 'Gebruikersnaam',
    usernameRequired: 'Vul uw gebruikersnaam in.',
    submit: 'Link versturen',
    noAccount: 'Nog geen account?',
    register: 'Bedrijf registreren',
  },
  'fr-FR': {
    title: 'Mot de passe oublié ?',
    description:
      "Saisissez votre nom d'utilisateur : nous vous enverrons un lien pour définir un nouveau mot de passe.",
    close: 'Fermer',
    username: "Nom d'utilisateur",
    usernameRequired: "Veuillez saisir votre nom d'utilisateur.",
    submit: 'Envoyer le lien',
    noAccount: 'Pas encore de compte ?',
    register: 'Enregistrer votre entreprise',
  },
} satisfies ComponentMessages<
  'title' | 'description' | 'close' | 'username' | 'usernameRequired' | 'submit' | 'noAccount' | 'register'
>;
