import type { ComponentMessages } from '../i18n/UiLocaleProvider';

type ComboboxMessageKey = 'showSuggestions' | 'empty' | 'loading';

/** Texts of the Combobox. */
export const comboboxMessages = {
  'en-GB': { showSuggestions: 'Show suggestions', empty: 'No matches found.', loading: 'Loading suggestions…' },
  'de-DE': {
    showSuggestions: 'Vorschläge anzeigen',
    empty: 'Keine Treffer gefunden.',
    loading: 'Vorschläge werden geladen…',
  },
  'nl-NL': {
    showSuggestions: 'Suggesties tonen',
    empty: 'Geen resultaten gevonden.',
    loading: 'Suggesties worden geladen…',
  },
  'fr-FR': {
    showSuggestions: 'Afficher les suggestions',
    empty: 'Aucun résultat trouvé.',
    loading: 'Chargement des suggestions…',
  },
} satisfies ComponentMessages<ComboboxMessageKey>;
