import type { ComponentMessages } from '../i18n/UiLocaleProvider';

/** Texts of FilterBar. */
export const filterBarMessages: ComponentMessages<'filters' | 'filtersWithCount' | 'showResults'> = {
  'en-GB': {
    filters: 'Filters',
    filtersWithCount: 'Filters ({count})',
    showResults: 'Show results',
  },
  'de-DE': {
    filters: 'Filter',
    filtersWithCount: 'Filter ({count})',
    showResults: 'Ergebnisse anzeigen',
  },
  'nl-NL': {
    filters: 'Filters',
    filtersWithCount: 'Filters ({count})',
    showResults: 'Resultaten tonen',
  },
  'fr-FR': {
    filters: 'Filtres',
    filtersWithCount: 'Filtres ({count})',
    showResults: 'Afficher les résultats',
  },
};
