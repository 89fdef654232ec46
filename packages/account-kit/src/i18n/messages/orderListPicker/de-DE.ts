import type { AccountCatalogue } from '../../keys';

/** Die Texte des Dialogs 'Auf Bestellliste', Deutsch (de-DE). */
export const orderListPickerDeDE: AccountCatalogue<'orderListPicker'> = {
  'orderListPicker.open': 'Auf Bestellliste',
  'orderListPicker.openFor': 'Auf Bestellliste: {name}',
  'orderListPicker.title': 'Auf Bestellliste setzen',
  'orderListPicker.description': '{quantity} × {name}',
  'orderListPicker.list': 'Bestellliste',
  'orderListPicker.newList': 'Neue Liste',
  'orderListPicker.newName': 'Name der neuen Liste',
  'orderListPicker.shareWithCompany': 'Für alle in meiner Firma sichtbar',
  'orderListPicker.submit': 'Hinzufügen',
  'orderListPicker.cancel': 'Abbrechen',
  'orderListPicker.added': 'Auf „{name}“ gesetzt.',
  'orderListPicker.loading': 'Ihre Bestelllisten werden geladen…',
  'orderListPicker.nameRequired': 'Geben Sie einen Namen ein.',
  'orderListPicker.viewList': 'Liste öffnen',
};
