import type { ComponentMessages } from '../i18n/UiLocaleProvider';

/** Texts of ActiveFilters. */
export const activeFiltersMessages: ComponentMessages<'activeFilters' | 'removeFilter' | 'resetAll'> = {
  'en-GB': {
    activeFilters: 'Active filters',
    removeFilter: 'Remove filter {filter}',
    resetAll: 'Reset all',
  },
  'de-DE': {
    activeFilters: 'Aktive Filter',
    removeFilter: 'Filter {filter} entfernen',
    resetAll: 'Alle zurücksetzen',
  },
  'nl-NL': {
    activeFilters: 'Actieve filters',
    removeFilter: 'Filter {filter} verwijderen',
    resetAll: 'Alles wissen',
  },
  'fr-FR': {
    activeFilters: 'Filtres actifs',
    removeFilter: 'Retirer le filtre {filter}',
    resetAll: 'Tout réinitialiser',
  },
};
