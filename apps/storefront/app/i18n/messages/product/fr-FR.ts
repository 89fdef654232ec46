import type { NamespaceCatalogue } from '../../keys';

/** Français (Belgique: fr-BE domain, fr-FR language). */
export const productFrFR: NamespaceCatalogue<'product'> = {
  'productDetail.number': "Numéro d'article",
  'productDetail.manufacturer': 'Fabricant',
  'productDetail.manufacturerNumber': 'Référence fabricant',
  'productDetail.ean': 'EAN',
  'productDetail.customerNumber': "Votre numéro d'article",
  'productDetail.quantity': 'Quantité',
  'productDetail.addToCart': 'Ajouter au panier',
  'productDetail.askForOffer': 'Demander une offre',
  'productDetail.offerSubject': "Demande concernant l'article {number}",
  'productDetail.chooseVariant': 'Choisir les variantes',
  'productDetail.variantsCount': '{count, plural, one {# variante} other {# variantes}}',
  'productDetail.priceNet': 'Prix net par unité',
  'productDetail.noPrice': 'Les prix sont affichés aux clients qui ont le droit de les voir.',
  'productDetail.tabs': 'Informations produit',
  'productDetail.tabDescription': 'Description',
  'productDetail.tabAdditional': 'Informations complémentaires',
  'productDetail.tabApplications': 'Applications',
  'productDetail.tabDownloads': 'Téléchargements',
  'productDetail.tabInstructions': 'Instructions',
  'productDetail.tabSpecifications': 'Spécifications',
  'productDetail.tabDocuments': 'Documents',
  'productDetail.tabVariants': 'Variantes',
  'productDetail.tabManufacturer': 'Données du fabricant',
  'productDetail.fileType': 'PDF',
};
