import type { AccountCatalogue } from '../../keys';

/** De teksten van het venster 'Op bestellijst', Nederlands (nl-NL). */
export const orderListPickerNlNL: AccountCatalogue<'orderListPicker'> = {
  'orderListPicker.open': 'Op bestellijst',
  'orderListPicker.openFor': 'Op bestellijst: {name}',
  'orderListPicker.title': 'Op bestellijst zetten',
  'orderListPicker.description': '{quantity} × {name}',
  'orderListPicker.list': 'Bestellijst',
  'orderListPicker.newList': 'Nieuwe lijst',
  'orderListPicker.newName': 'Naam van de nieuwe lijst',
  'orderListPicker.shareWithCompany': 'Zichtbaar voor iedereen in mijn bedrijf',
  'orderListPicker.submit': 'Toevoegen',
  'orderListPicker.cancel': 'Annuleren',
  'orderListPicker.added': 'Op ‘{name}’ gezet.',
  'orderListPicker.loading': 'Uw bestellijsten worden geladen…',
  'orderListPicker.nameRequired': 'Vul een naam in.',
  'orderListPicker.viewList': 'Lijst openen',
};
