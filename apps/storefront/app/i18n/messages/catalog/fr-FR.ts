import type { NamespaceCatalogue } from '../../keys';

/** Français (fr-BE domain, fr-FR language). */
export const catalogFrFR: NamespaceCatalogue<'catalog'> = {
  'product.number': "Numéro d'article {number}",
  'product.addToCart': 'Ajouter au panier',
  'product.quantity': 'Quantité',
  'product.notBuyable': 'Demander une offre',
  'category.products': '{count, plural, one {# produit} other {# produits}}',
  'search.title': 'Résultats de recherche pour « {query} »',
  'search.empty': 'Veuillez saisir un terme de recherche.',
  'search.metaTitle': 'Résultats de recherche pour « {query} » | Ratchet',
  'search.metaTitleEmpty': 'Recherche | Ratchet',
  'search.metaDescription':
    '{count, plural, =0 {Aucun article} one {# article} other {# articles}} pour « {query} » chez Ratchet, fournitures techniques et industrielles.',
  'search.noResults': 'Aucun article ne correspond à « {query} ».',
  'search.noResultsHelp': "Vérifiez l'orthographe, utilisez moins de mots ou recherchez par numéro d'article.",
  'search.total': '{count, plural, one {# résultat} other {# résultats}}',
  'category.subcategories': 'Sous-catégories',
  'listing.products': 'Produits',
  'listing.filterProperty': '{group} : {option}',
  'listing.filterManufacturer': 'Fabricant : {name}',
  'listing.filterPriceRange': 'Prix : {min} – {max}',
  'listing.filterPriceFrom': 'Prix : à partir de {min}',
  'listing.filterPriceTo': 'Prix : jusqu’à {max}',
  'listing.empty': 'Aucun produit ne correspond à ces filtres.',
  'listing.emptyHelp': 'Retirez un filtre ou réinitialisez-les tous pour voir plus de produits.',
  'listing.resetFilters': 'Réinitialiser tous les filtres',
  'listing.loadFailed': 'Les produits n’ont pas pu être chargés. Veuillez réessayer.',
  'search.noResultsTitle': 'Aucun résultat pour « {query} »',
  'search.tipsTitle': 'Conseils de recherche',
  'search.tipSpelling': 'Vérifiez l’orthographe de votre recherche.',
  'search.tipFewerWords':
    'Utilisez moins de mots ou des mots plus généraux, p. ex. « vis » au lieu de « vis à tête hexagonale zinguée ».',
  'search.tipNumber': 'Recherchez par référence, référence fabricant ou EAN.',
  'search.tipThread': 'Pour les filetages, recherchez par taille, p. ex. « M8 ».',
  'search.browseCategories': 'Ou parcourez nos catégories :',
  'search.contact': 'Article introuvable ? Notre service client vous aide :',
};
