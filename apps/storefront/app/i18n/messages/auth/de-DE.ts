import type { NamespaceCatalogue } from '../../keys';

/** Deutsch (Österreich: de-AT domain, de-DE language). */
export const authDeDE: NamespaceCatalogue<'auth'> = {
  'auth.title': 'Anmelden',
  'auth.username': 'Benutzername',
  'auth.password': 'Passwort',
  'auth.submit': 'Anmelden',
  'auth.forgot': 'Passwort vergessen?',
  'auth.register': 'Registrieren',
  'auth.required': 'Bitte füllen Sie dieses Feld aus.',
  'passwordForgot.title': 'Passwort vergessen?',
  'passwordForgot.text':
    'Geben Sie Ihren Benutzernamen ein. Wir senden Ihnen eine E-Mail mit einem Link, über den Sie ein neues Passwort vergeben.',
  'passwordForgot.submit': 'Link senden',
  'passwordForgot.backToLogin': 'Zurück zur Anmeldung',
  'passwordRecovery.title': 'Neues Passwort vergeben',
  'passwordRecovery.text': 'Wählen Sie ein neues Passwort für Ihr Konto.',
  'passwordSet.title': 'Passwort festlegen',
  'passwordSet.text': 'Bitte vergeben Sie ein neues Passwort für Ihr Konto, bevor Sie fortfahren.',
  'password.new': 'Neues Passwort',
  'password.confirm': 'Neues Passwort wiederholen',
  'password.submit': 'Passwort speichern',
  'password.minLength': 'Bitte verwenden Sie mindestens {min} Zeichen.',
  'password.mismatch': 'Die Passwörter stimmen nicht überein.',
  'password.missingHash': 'Dieser Link ist unvollständig. Bitte fordern Sie eine neue E-Mail an.',
  'password.requestNewLink': 'Neuen Link anfordern',
  'password.loginAgain': 'Erneut anmelden',
};
