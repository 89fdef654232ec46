import type { AccountCatalogue } from '../../keys';

/** Deutsch (Österreich: de-AT domain, de-DE language). */
export const profileDeDE: AccountCatalogue<'profile'> = {
  'profile.title': 'Profil',
  'profile.contact.title': 'Kontaktdaten',
  'profile.contact.readOnly': 'Ein Hauptbesteller Ihrer Firma kann Ihre Kontaktdaten ändern.',
  'profile.field.salutation': 'Anrede',
  'profile.field.female': 'Frau',
  'profile.field.male': 'Herr',
  'profile.field.firstName': 'Vorname',
  'profile.field.lastName': 'Nachname',
  'profile.field.email': 'E-Mail',
  'profile.field.phone': 'Telefon',
  'profile.field.mobile': 'Mobil',
  'profile.field.fax': 'Fax',
  'profile.field.customerFunction': 'Funktion',
  'profile.field.username': 'Benutzername',
  'profile.saved': 'Ihre Kontaktdaten wurden gespeichert.',
  'profile.password.title': 'Passwort ändern',
  'profile.password.current': 'Aktuelles Passwort',
  'profile.password.new': 'Neues Passwort',
  'profile.password.newHelp': 'Mindestens {min} Zeichen.',
  'profile.password.confirm': 'Neues Passwort wiederholen',
  'profile.password.submit': 'Passwort ändern',
  'profile.password.changed': 'Ihr Passwort wurde geändert.',
};
