import type { NamespaceCatalogue } from '../../keys';

/** Nederlands (België: nl-BE domain, nl-NL language). */
export const productNlNL: NamespaceCatalogue<'product'> = {
  'productDetail.number': 'Artikelnummer',
  'productDetail.manufacturer': 'Fabrikant',
  'productDetail.manufacturerNumber': 'Fabrikantnummer',
  'productDetail.ean': 'EAN',
  'productDetail.customerNumber': 'Uw artikelnummer',
  'productDetail.quantity': 'Aantal',
  'productDetail.addToCart': 'In winkelwagen',
  'productDetail.askForOffer': 'Offerte aanvragen',
  'productDetail.offerSubject': 'Vraag over artikel {number}',
  'productDetail.chooseVariant': 'Varianten kiezen',
  'productDetail.variantsCount': '{count, plural, one {# variant} other {# varianten}}',
  'productDetail.priceNet': 'Nettoprijs per eenheid',
  'productDetail.noPrice': 'Prijzen zien klanten met het recht daartoe.',
  'productDetail.tabs': 'Productinformatie',
  'productDetail.tabDescription': 'Beschrijving',
  'productDetail.tabAdditional': 'Aanvullende informatie',
  'productDetail.tabApplications': 'Toepassingen',
  'productDetail.tabDownloads': 'Downloads',
  'productDetail.tabInstructions': 'Handleidingen',
  'productDetail.tabSpecifications': 'Specificaties',
  'productDetail.tabDocuments': 'Documenten',
  'productDetail.tabVariants': 'Varianten',
  'productDetail.tabManufacturer': 'Fabrikantgegevens',
  'productDetail.fileType': 'PDF',
};
