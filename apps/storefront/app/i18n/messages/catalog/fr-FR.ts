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
  'search.noResults': 'Aucun article ne correspond à « {query} ».',
  'search.noResultsHelp': "Vérifiez l'orthographe, utilisez moins de mots ou recherchez par numéro d'article.",
  'search.total': '{count, plural, one {# résultat} other {# résultats}}',
};
