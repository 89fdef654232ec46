import type { NamespaceCatalogue } from '../../keys';

/** Nederlands (nl-BE domain, nl-NL language). */
export const authNlNL: NamespaceCatalogue<'auth'> = {
  'auth.title': 'Inloggen',
  'auth.username': 'Gebruikersnaam',
  'auth.password': 'Wachtwoord',
  'auth.submit': 'Inloggen',
  'auth.forgot': 'Wachtwoord vergeten?',
  'auth.register': 'Registreren',
  'auth.required': 'Vul dit veld in.',
  'passwordForgot.title': 'Wachtwoord vergeten?',
  'passwordForgot.text':
    'Vul uw gebruikersnaam in. We sturen u een e-mail met een link om een nieuw wachtwoord in te stellen.',
  'passwordForgot.submit': 'Link versturen',
  'passwordForgot.backToLogin': 'Terug naar inloggen',
  'passwordRecovery.title': 'Nieuw wachtwoord instellen',
  'passwordRecovery.text': 'Kies een nieuw wachtwoord voor uw account.',
  'passwordSet.title': 'Wachtwoord instellen',
  'passwordSet.text': 'Stel een nieuw wachtwoord in voor uw account voordat u verdergaat.',
  'password.new': 'Nieuw wachtwoord',
  'password.confirm': 'Herhaal het nieuwe wachtwoord',
  'password.submit': 'Wachtwoord opslaan',
  'password.minLength': 'Gebruik minstens {min} tekens.',
  'password.mismatch': 'De wachtwoorden komen niet overeen.',
  'password.missingHash': 'Deze link is onvolledig. Vraag een nieuwe e-mail aan.',
  'password.requestNewLink': 'Nieuwe link aanvragen',
  'password.loginAgain': 'Opnieuw inloggen',
};
