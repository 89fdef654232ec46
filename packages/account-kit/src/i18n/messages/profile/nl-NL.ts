import type { AccountCatalogue } from '../../keys';

/** Nederlands (nl-BE domain, nl-NL language). */
export const profileNlNL: AccountCatalogue<'profile'> = {
  'profile.title': 'Profiel',
  'profile.contact.title': 'Contactgegevens',
  'profile.contact.readOnly': 'Een hoofdaankoper van uw bedrijf kan uw contactgegevens wijzigen.',
  'profile.field.salutation': 'Aanhef',
  'profile.field.female': 'Mevrouw',
  'profile.field.male': 'De heer',
  'profile.field.firstName': 'Voornaam',
  'profile.field.lastName': 'Achternaam',
  'profile.field.email': 'E-mail',
  'profile.field.phone': 'Telefoon',
  'profile.field.mobile': 'Gsm',
  'profile.field.fax': 'Fax',
  'profile.field.customerFunction': 'Functie',
  'profile.field.username': 'Gebruikersnaam',
  'profile.saved': 'Uw contactgegevens zijn opgeslagen.',
  'profile.password.title': 'Wachtwoord wijzigen',
  'profile.password.current': 'Huidig wachtwoord',
  'profile.password.new': 'Nieuw wachtwoord',
  'profile.password.newHelp': 'Minstens {min} tekens.',
  'profile.password.confirm': 'Nieuw wachtwoord herhalen',
  'profile.password.submit': 'Wachtwoord wijzigen',
  'profile.password.changed': 'Uw wachtwoord is gewijzigd.',
};
