import type { AccountCatalogue } from '../../keys';

/** Die Texte der Kostenstelle, Deutsch (de-DE). */
export const costCenterDeDE: AccountCatalogue<'costCenter'> = {
  'costCenter.title': 'Kostenstelle',
  'costCenter.intro':
    'Die externen Kontakte, auf die Ihre Bestellungen gebucht werden können. Der mit Ihrem Warenkorb verknüpfte Kontakt geht mit Ihrer nächsten Bestellung mit.',
  'costCenter.caption': 'Externe Kontakte Ihres Unternehmens',
  'costCenter.search': 'Nach Nummer, Name oder E-Mail suchen',
  'costCenter.column.identifier': 'Nummer',
  'costCenter.column.name': 'Name',
  'costCenter.column.email': 'E-Mail',
  'costCenter.column.linked': 'Warenkorb',
  'costCenter.column.actions': 'Aktionen',
  'costCenter.linked': 'Mit dem Warenkorb verknüpft',
  'costCenter.notLinked': 'Nicht verknüpft',
  'costCenter.assign': 'Zuordnen',
  'costCenter.assignLabel': '{name} dem Warenkorb zuordnen',
  'costCenter.dismiss': 'Lösen',
  'costCenter.dismissLabel': '{name} vom Warenkorb lösen',
  'costCenter.assigned': '{name} ist jetzt mit Ihrem Warenkorb verknüpft.',
  'costCenter.dismissed': '{name} ist nicht mehr mit Ihrem Warenkorb verknüpft.',
  'costCenter.readOnly':
    'Sie sehen die Kontakte; um einen mit dem Warenkorb zu verknüpfen, brauchen Sie das Recht „Kostenstelle verwalten“.',
  'costCenter.empty.title': 'Keine externen Kontakte',
  'costCenter.empty.text': 'Ihr Unternehmen hat noch keine externen Kontakte.',
  'costCenter.noMatch.title': 'Kein Kontakt gefunden',
  'costCenter.noMatch.text': 'Kein externer Kontakt passt zu „{term}“.',
  'costCenter.cart.title': 'Kostenstelle',
  'costCenter.cart.none': 'Mit dieser Bestellung ist kein externer Kontakt verknüpft.',
  'costCenter.cart.current': 'Externer Kontakt dieser Bestellung',
  'costCenter.cart.search': 'Externen Kontakt wählen',
  'costCenter.cart.searchHint': 'Nummer, Name oder E-Mail eingeben.',
  'costCenter.cart.noResults': 'Kein externer Kontakt gefunden.',
  'costCenter.cart.remove': 'Entfernen',
  'costCenter.cart.removeLabel': '{name} von dieser Bestellung entfernen',
};
