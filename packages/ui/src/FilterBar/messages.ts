import type { ComponentMessages } from '../i18n/UiLocaleProvider';

/** Texts of FilterBar. */
export const filterBarMessages: ComponentMessages<
  'filters' | 'filtersWithCount' | 'activeFilters' | 'removeFilter' | 'resetAll' | 'showResults'
> = {
  'en-GB': {
    filters: 'Filters',
    filtersWithCount: 'Filters ({count})',
    activeFilters: 'Active filters',
    removeFilter: 'Remove filter {filter}',
    resetAll: 'Reset all',
    showResults: 'Show results',
  },
  'de-DE': {
    filters: 'Filter',
    filtersWithCount: 'Filter ({count})',
    activeFilters: 'Aktive Filter',
    removeFilter: 'Filter {filter} entfernen',
    resetAll: 'Alle zurücksetzen',
    showResults: 'Ergebnisse anzeigen',
  },
  'nl-NL': {
    filters: 'Filters',
    filtersWithCount: 'Filters ({count})',
    activeFilters: 'Actieve filters',
    removeFilter: 'Filter {filter} verwijderen',
    resetAll: 'Alles wissen',
    showResults: 'Resultaten tonen',
  },
  'fr-FR': {
    filters: 'Filtres',
    filtersWithCount: 'Filtres ({count})',
    activeFilters: 'Filtres actifs',
    removeFilter: 'Retirer le filtre {filter}',
    resetAll: 'Tout réinitialiser',
    showResults: 'Afficher les résultats',
  },
};
