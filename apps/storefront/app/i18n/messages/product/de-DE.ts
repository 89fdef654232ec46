import type { NamespaceCatalogue } from '../../keys';

/** Deutsch (Österreich: de-AT domain, de-DE language). */
export const productDeDE: NamespaceCatalogue<'product'> = {
  'productDetail.number': 'Artikelnummer',
  'productDetail.manufacturer': 'Hersteller',
  'productDetail.manufacturerNumber': 'Herstellernummer',
  'productDetail.ean': 'EAN',
  'productDetail.customerNumber': 'Ihre Artikelnummer',
  'productDetail.quantity': 'Menge',
  'productDetail.addToCart': 'In den Warenkorb',
  'productDetail.askForOffer': 'Angebot anfragen',
  'productDetail.offerSubject': 'Anfrage zu Artikel {number}',
  'productDetail.chooseVariant': 'Varianten wählen',
  'productDetail.variantsCount': '{count, plural, one {# Variante} other {# Varianten}}',
  'productDetail.priceNet': 'Nettopreis pro Einheit',
  'productDetail.noPrice': 'Preise sehen Kunden mit der Berechtigung dazu.',
  'productDetail.tabs': 'Produktinformationen',
  'productDetail.tabDescription': 'Beschreibung',
  'productDetail.tabAdditional': 'Zusatzinformationen',
  'productDetail.tabApplications': 'Anwendungen',
  'productDetail.tabDownloads': 'Downloads',
  'productDetail.tabInstructions': 'Anleitungen',
  'productDetail.tabSpecifications': 'Spezifikationen',
  'productDetail.tabDocuments': 'Dokumente',
  'productDetail.tabVariants': 'Varianten',
  'productDetail.tabManufacturer': 'Herstellerangaben',
  'productDetail.fileType': 'PDF',
};
