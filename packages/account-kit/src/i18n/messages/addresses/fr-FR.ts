import type { AccountCatalogue } from '../../keys';

/** Français (fr-BE domain, fr-FR language). */
export const addressesFrFR: AccountCatalogue<'addresses'> = {
  'addresses.title': "Carnet d'adresses",
  'addresses.create': 'Nouvelle adresse',
  'addresses.editTitle': "Modifier l'adresse",
  'addresses.empty.title': "Pas encore d'adresses",
  'addresses.empty.text': 'Ajoutez les adresses auxquelles votre entreprise commande.',
  'addresses.default': 'Adresse par défaut',
  'addresses.edit': 'Modifier',
  'addresses.setDefault': 'Définir par défaut',
  'addresses.delete': 'Supprimer',
  'addresses.deleteTitle': 'Supprimer cette adresse ?',
  'addresses.deleteText': "{name} sera retirée du carnet d'adresses.",
  'addresses.deleteDefaultText':
    "{name} est l'adresse par défaut. Choisissez l'adresse qui deviendra l'adresse par défaut.",
  'addresses.deleteOnlyText':
    "{name} est la seule adresse et l'adresse par défaut : ajoutez d'abord une autre adresse.",
  'addresses.newDefault': 'Nouvelle adresse par défaut',
  'addresses.deleted': "L'adresse a été supprimée.",
  'addresses.defaultChanged': "{name} est maintenant l'adresse par défaut.",
  'addresses.saved': "L'adresse a été enregistrée.",
  'addresses.field.name': 'Nom',
  'addresses.field.nameHelp': 'Une personne, un site ou un service',
  'addresses.field.email': 'E-mail',
  'addresses.field.street': 'Rue',
  'addresses.field.houseNumber': 'Numéro',
  'addresses.field.box': 'Boîte',
  'addresses.field.zipcode': 'Code postal',
  'addresses.field.city': 'Localité',
  'addresses.field.additional': 'Complément',
  'addresses.field.country': 'Pays',
  'addresses.field.isDefault': 'Utiliser comme adresse par défaut',
  'addresses.country.AT': 'Autriche',
  'addresses.country.BE': 'Belgique',
  'addresses.list': 'Adresses',
};
