import { DateRangePicker as AriaDateRangePicker, I18nProvider } from 'react-aria-components';
import type { CalendarDate } from '@internationalized/date';
import { isValidFromTo, isValidPeriod } from '@ratchet/store-api-contract/rules';
import { useControllableState } from '../lib/useControllableState';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import {
  DateFieldParts,
  DateSegments,
  dateFieldRootProps,
  toIsoDate,
  useDateFieldRules,
  type DateFieldProps,
} from '../DatePicker/calendarParts';
import { dateRangePickerMessages } from './messages';

/** A chosen range: start (from) and end (to). */
export interface DateRange {
  /** First day (a period's start, a filter's from-date). */
  start: CalendarDate;
  /** Last day (a period's end, a filter's to-date). */
  end: CalendarDate;
}

/**
 * What the range is for: `period` (a budget or order-reference custom period; the end must not be
 * before the start, storefront.md §5) or `fromTo` (an offers or orders date filter; the from-date must
 * not be later than the to-date, account-area.md §5).
 */
export type DateRangeVariant = 'period' | 'fromTo';

/** Why a range is rejected. */
export type DateRangeProblem = 'endBeforeStart' | 'endNotAfterStart' | 'fromAfterTo';

/** The rule check behind the picker's error message; null when the range is fine. */
export function dateRangeProblem(
  range: DateRange | null | undefined,
  variant: DateRangeVariant,
  allowSameDay = true,
): DateRangeProblem | null {
  if (!range) return null;
  const start = toIsoDate(range.start);
  const end = toIsoDate(range.end);
  if (variant === 'fromTo') return isValidFromTo(start, end) ? null : 'fromAfterTo';
  if (isValidPeriod(start, end, { allowSameDay })) return null;
  return allowSameDay ? 'endBeforeStart' : 'endNotAfterStart';
}

export interface DateRangePickerProps extends DateFieldProps {
  /** `period` or `fromTo`; decides the rule and its message (default `period`). */
  variant?: DateRangeVariant | undefined;
  /** For `period`: whether start = end is a valid one-day period (default true; false demands a later end). */
  allowSameDay?: boolean | undefined;
  /** Selected range (controlled); null for none. */
  value?: DateRange | null | undefined;
  /** Initially selected range (uncontrolled). */
  defaultValue?: DateRange | null | undefined;
  /** Called with every new range, also an invalid one (the picker shows the error). */
  onChange?: ((value: DateRange | null) => void) | undefined;
  /** Form field names of the two dates (submitted as YYYY-MM-DD). */
  startName?: string | undefined;
  endName?: string | undefined;
}

/**
 * Start and end date with a range calendar (React Aria), in the UiLocaleProvider's locale.
 * Shows a localized error when the end lies before the start (`period`) or the from-date after
 * the to-date (`fromTo`); the same day rules as the DatePicker can disable days.
 */
export function DateRangePicker({
  variant = 'period',
  allowSameDay = true,
  value: valueProp,
  defaultValue = null,
  onChange,
  startName,
  endName,
  ...field
}: DateRangePickerProps) {
  const t = useUiMessages(dateRangePickerMessages);
  const [value, setValue] = useControllableState<DateRange | null>({ value: valueProp, defaultValue, onChange });
  const rules = useDateFieldRules(field);
  const { isDateUnavailable } = rules;
  const problem = dateRangeProblem(value, variant, allowSameDay);
  const unavailable = value && isDateUnavailable && (isDateUnavailable(value.start) || isDateUnavailable(value.end));
  const error = field.errorMessage ?? (problem ? t(problem) : unavailable ? t('unavailableDate') : undefined);

  return (
    <I18nProvider locale={rules.locale}>
      <AriaDateRangePicker<CalendarDate>
        value={value}
        onChange={setValue}
        // Disabled days (weekends) may lie inside a period; only its first and last day must be available.
        allowsNonContiguousRanges
        startName={startName}
        endName={endName}
        data-slot="date-range-picker"
        data-variant={variant}
        {...dateFieldRootProps(rules, field, error)}
      >
        <DateFieldParts label={field.label} description={field.description} error={error} range>
          <DateSegments slot="start" />
          <span aria-hidden="true" className="px-1 text-muted-foreground">
            {t('rangeSeparator')}
          </span>
          <DateSegments slot="end" />
        </DateFieldParts>
      </AriaDateRangePicker>
    </I18nProvider>
  );
}
