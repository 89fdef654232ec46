import type { ComponentMessages } from '../i18n/UiLocaleProvider';

/** Texts of FilterPanel and FilterDrawer. */
export const filterPanelMessages: ComponentMessages<
  | 'filters'
  | 'filtersWithCount'
  | 'manufacturer'
  | 'price'
  | 'priceRange'
  | 'count'
  | 'selectedCount'
  | 'showAll'
  | 'showLess'
  | 'showResults'
  | 'showResultsCount'
> = {
  'en-GB': {
    filters: 'Filters',
    filtersWithCount: 'Filters ({count})',
    manufacturer: 'Manufacturer',
    price: 'Price',
    priceRange: 'Price (net)',
    count: '({count})',
    selectedCount: '({count} chosen)',
    showAll: 'Show all ({count})',
    showLess: 'Show fewer',
    showResults: 'Show results',
    showResultsCount: '{count, plural, one {Show # result} other {Show # results}}',
  },
  'de-DE': {
    filters: 'Filter',
    filtersWithCount: 'Filter ({count})',
    manufacturer: 'Hersteller',
    price: 'Preis',
    priceRange: 'Preis (netto)',
    count: '({count})',
    selectedCount: '({count} gewählt)',
    showAll: 'Alle anzeigen ({count})',
    showLess: 'Weniger anzeigen',
    showResults: 'Ergebnisse anzeigen',
    showResultsCount: '{count, plural, one {# Ergebnis anzeigen} other {# Ergebnisse anzeigen}}',
  },
  'nl-NL': {
    filters: 'Filters',
    filtersWithCount: 'Filters ({count})',
    manufacturer: 'Fabrikant',
    price: 'Prijs',
    priceRange: 'Prijs (netto)',
    count: '({count})',
    selectedCount: '({count} gekozen)',
    showAll: 'Alles tonen ({count})',
    showLess: 'Minder tonen',
    showResults: 'Resultaten tonen',
    showResultsCount: '{count, plural, one {# resultaat tonen} other {# resultaten tonen}}',
  },
  'fr-FR': {
    filters: 'Filtres',
    filtersWithCount: 'Filtres ({count})',
    manufacturer: 'Fabricant',
    price: 'Prix',
    priceRange: 'Prix (HT)',
    count: '({count})',
    selectedCount: '({count} choisi(s))',
    showAll: 'Tout afficher ({count})',
    showLess: 'Afficher moins',
    showResults: 'Afficher les résultats',
    showResultsCount: '{count, plural, one {Afficher # résultat} other {Afficher # résultats}}',
  },
};
