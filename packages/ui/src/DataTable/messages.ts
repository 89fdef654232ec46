import type { ComponentMessages } from '../i18n/UiLocaleProvider';

type DataTableMessageKey =
  'selectAll' | 'selectRow' | 'selectedCount' | 'bulkActions' | 'clearSelection' | 'empty' | 'loading';

/** Texts of the DataTable. `selectRow` gets the row's name (its row-header cell or position). */
export const dataTableMessages = {
  'en-GB': {
    selectAll: 'Select all rows on this page',
    selectRow: 'Select {row}',
    selectedCount: '{count, plural, one {# selected} other {# selected}}',
    bulkActions: 'Actions for the selected rows',
    clearSelection: 'Clear selection',
    empty: 'No entries found.',
    loading: 'Loading…',
  },
  'de-DE': {
    selectAll: 'Alle Zeilen dieser Seite auswählen',
    selectRow: '{row} auswählen',
    selectedCount: '{count, plural, one {# ausgewählt} other {# ausgewählt}}',
    bulkActions: 'Aktionen für die ausgewählten Zeilen',
    clearSelection: 'Auswahl aufheben',
    empty: 'Keine Einträge gefunden.',
    loading: 'Wird geladen…',
  },
  'nl-NL': {
    selectAll: 'Alle rijen op deze pagina selecteren',
    selectRow: '{row} selecteren',
    selectedCount: '{count, plural, one {# geselecteerd} other {# geselecteerd}}',
    bulkActions: 'Acties voor de geselecteerde rijen',
    clearSelection: 'Selectie wissen',
    empty: 'Geen items gevonden.',
    loading: 'Bezig met laden…',
  },
  'fr-FR': {
    selectAll: 'Sélectionner toutes les lignes de cette page',
    selectRow: 'Sélectionner {row}',
    selectedCount: '{count, plural, one {# sélectionné} other {# sélectionnés}}',
    bulkActions: 'Actions pour les lignes sélectionnées',
    clearSelection: 'Effacer la sélection',
    empty: 'Aucune entrée trouvée.',
    loading: 'Chargement…',
  },
} satisfies ComponentMessages<DataTableMessageKey>;
