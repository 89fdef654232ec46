import type { ComponentMessages } from '../i18n/UiLocaleProvider';

type DatePickerMessageKey = 'openCalendar' | 'previousMonth' | 'nextMonth' | 'unavailableDate';

/** Texts of the DatePicker (and the calendar shared with the DateRangePicker). */
export const datePickerMessages = {
  'en-GB': {
    openCalendar: 'Choose a date',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    unavailableDate: 'This day cannot be chosen. Choose a working day after today.',
  },
  'de-DE': {
    openCalendar: 'Datum auswählen',
    previousMonth: 'Vorheriger Monat',
    nextMonth: 'Nächster Monat',
    unavailableDate: 'Dieser Tag ist nicht wählbar. Bitte einen Werktag nach heute wählen.',
  },
  'nl-NL': {
    openCalendar: 'Kies een datum',
    previousMonth: 'Vorige maand',
    nextMonth: 'Volgende maand',
    unavailableDate: 'Deze dag kan niet worden gekozen. Kies een werkdag na vandaag.',
  },
  'fr-FR': {
    openCalendar: 'Choisir une date',
    previousMonth: 'Mois précédent',
    nextMonth: 'Mois suivant',
    unavailableDate: 'Ce jour ne peut pas être choisi. Choisissez un jour ouvré après aujourd’hui.',
  },
} satisfies ComponentMessages<DatePickerMessageKey>;
