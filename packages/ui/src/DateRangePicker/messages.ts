import type { ComponentMessages } from '../i18n/UiLocaleProvider';

type DateRangePickerMessageKey =
  'endBeforeStart' | 'endNotAfterStart' | 'fromAfterTo' | 'unavailableDate' | 'rangeSeparator';

/** Texts of the DateRangePicker. */
export const dateRangePickerMessages = {
  'en-GB': {
    endBeforeStart: 'The end date must not be before the start date.',
    endNotAfterStart: 'The end date must be later than the start date.',
    fromAfterTo: 'The from-date must not be later than the to-date.',
    unavailableDate: 'The period starts or ends on a day that cannot be chosen.',
    rangeSeparator: 'to',
  },
  'de-DE': {
    endBeforeStart: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
    endNotAfterStart: 'Das Enddatum muss nach dem Startdatum liegen.',
    fromAfterTo: 'Das Von-Datum darf nicht nach dem Bis-Datum liegen.',
    unavailableDate: 'Der Zeitraum beginnt oder endet an einem nicht wählbaren Tag.',
    rangeSeparator: 'bis',
  },
  'nl-NL': {
    endBeforeStart: 'De einddatum mag niet vóór de begindatum liggen.',
    endNotAfterStart: 'De einddatum moet na de begindatum liggen.',
    fromAfterTo: 'De vanaf-datum mag niet na de tot-datum liggen.',
    unavailableDate: 'De periode begint of eindigt op een dag die niet gekozen kan worden.',
    rangeSeparator: 'tot',
  },
  'fr-FR': {
    endBeforeStart: 'La date de fin ne doit pas être antérieure à la date de début.',
    endNotAfterStart: 'La date de fin doit être postérieure à la date de début.',
    fromAfterTo: 'La date « du » ne doit pas être postérieure à la date « au ».',
    unavailableDate: 'La période commence ou se termine un jour non disponible.',
    rangeSeparator: 'au',
  },
} satisfies ComponentMessages<DateRangePickerMessageKey>;
