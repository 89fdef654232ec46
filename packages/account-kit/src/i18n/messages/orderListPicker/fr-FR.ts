import type { AccountCatalogue } from '../../keys';

/** Les textes de la boîte 'Ajouter à une liste', français (fr-FR). */
export const orderListPickerFrFR: AccountCatalogue<'orderListPicker'> = {
  'orderListPicker.open': 'Ajouter à une liste',
  'orderListPicker.openFor': 'Ajouter à une liste : {name}',
  'orderListPicker.title': 'Ajouter à une liste de commande',
  'orderListPicker.description': '{quantity} × {name}',
  'orderListPicker.list': 'Liste de commande',
  'orderListPicker.newList': 'Nouvelle liste',
  'orderListPicker.newName': 'Nom de la nouvelle liste',
  'orderListPicker.shareWithCompany': 'Visible par toute mon entreprise',
  'orderListPicker.submit': 'Ajouter',
  'orderListPicker.cancel': 'Annuler',
  'orderListPicker.added': 'Ajouté à « {name} ».',
  'orderListPicker.loading': 'Chargement de vos listes de commande…',
  'orderListPicker.nameRequired': 'Saisissez un nom.',
  'orderListPicker.viewList': 'Ouvrir la liste',
};
