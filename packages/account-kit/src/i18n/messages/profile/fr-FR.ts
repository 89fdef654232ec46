import type { AccountCatalogue } from '../../keys';

/** Français (fr-BE domain, fr-FR language). */
export const profileFrFR: AccountCatalogue<'profile'> = {
  'profile.title': 'Profil',
  'profile.contact.title': 'Coordonnées',
  'profile.contact.readOnly': 'Un acheteur principal de votre entreprise peut modifier vos coordonnées.',
  'profile.field.salutation': 'Civilité',
  'profile.field.female': 'Madame',
  'profile.field.male': 'Monsieur',
  'profile.field.firstName': 'Prénom',
  'profile.field.lastName': 'Nom',
  'profile.field.email': 'E-mail',
  'profile.field.phone': 'Téléphone',
  'profile.field.mobile': 'Mobile',
  'profile.field.fax': 'Fax',
  'profile.field.customerFunction': 'Fonction',
  'profile.field.username': "Nom d'utilisateur",
  'profile.saved': 'Vos coordonnées ont été enregistrées.',
  'profile.password.title': 'Changer le mot de passe',
  'profile.password.current': 'Mot de passe actuel',
  'profile.password.new': 'Nouveau mot de passe',
  'profile.password.newHelp': 'Au moins {min} caractères.',
  'profile.password.confirm': 'Répéter le nouveau mot de passe',
  'profile.password.submit': 'Changer le mot de passe',
  'profile.password.changed': 'Votre mot de passe a été modifié.',
};
