import type { ComponentMessages } from '../i18n/UiLocaleProvider';

/**
 * Texts of the SearchBar (storefront.md §2 Search: placeholder, loading, no results, show more; the customer's
 * own article number of an article link).
 */
export const searchBarMessages = {
  'en-GB': {
    label: 'Search',
    placeholder: 'Search for {word}',
    placeholderEmpty: 'Search',
    submit: 'Search',
    results: 'Search results',
    loading: 'Searching…',
    noResults: 'No products found for “{query}”.',
    showMore: 'Show all results',
    productNumber: 'Item no. {number}',
    articleNumber: 'Your article no. {number}',
  },
  'de-DE': {
    label: 'Suche',
    placeholder: 'Suche nach {word}',
    placeholderEmpty: 'Suche',
    submit: 'Suchen',
    results: 'Suchergebnisse',
    loading: 'Suche läuft…',
    noResults: 'Keine Produkte zu „{query}“ gefunden.',
    showMore: 'Alle Ergebnisse anzeigen',
    productNumber: 'Art.-Nr. {number}',
    articleNumber: 'Ihre Art.-Nr. {number}',
  },
  'nl-NL': {
    label: 'Zoeken',
    placeholder: 'Zoek naar {word}',
    placeholderEmpty: 'Zoeken',
    submit: 'Zoeken',
    results: 'Zoekresultaten',
    loading: 'Bezig met zoeken…',
    noResults: 'Geen producten gevonden voor “{query}”.',
    showMore: 'Alle resultaten tonen',
    productNumber: 'Art.nr. {number}',
    articleNumber: 'Uw art.nr. {number}',
  },
  'fr-FR': {
    label: 'Recherche',
    placeholder: 'Rechercher {word}',
    placeholderEmpty: 'Rechercher',
    submit: 'Rechercher',
    results: 'Résultats de recherche',
    loading: 'Recherche en cours…',
    noResults: 'Aucun produit trouvé pour « {query} ».',
    showMore: 'Afficher tous les résultats',
    productNumber: 'Réf. {number}',
    articleNumber: 'Votre réf. {number}',
  },
} satisfies ComponentMessages<
  | 'label'
  | 'placeholder'
  | 'placeholderEmpty'
  | 'submit'
  | 'results'
  | 'loading'
  | 'noResults'
  | 'showMore'
  | 'productNumber'
  | 'articleNumber'
>;
