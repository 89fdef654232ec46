import {
  DateRangePicker as AriaDateRangePicker,
  FieldError,
  Group,
  I18nProvider,
  Label,
  Text,
} from 'react-aria-components';
import type { CalendarDate } from '@internationalized/date';
import { isValidFromTo, isValidPeriod } from '@ratchet/store-api-contract/rules';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/useControllableState';
import { useUiLocale, useUiMessages } from '../i18n/UiLocaleProvider';
import {
  CalendarButton,
  DateSegments,
  RangeCalendarPopover,
  descriptionClass,
  errorClass,
  fieldClass,
  groupClass,
  labelClass,
  resolveToday,
  toIsoDate,
  unavailableDateRule,
  type DateRuleProps,
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

export interface DateRangePickerProps extends DateRuleProps {
  /** Visible label of the field (e.g. "Custom period", "Order date"). */
  label: string;
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
  /** Help text below the field. */
  description?: string | undefined;
  /** An error from outside; shown instead of the built-in messages. */
  errorMessage?: string | undefined;
  /** Form field names of the two dates (submitted as YYYY-MM-DD). */
  startName?: string | undefined;
  endName?: string | undefined;
  /** Whether a range must be chosen. */
  isRequired?: boolean | undefined;
  /** Whether the field is disabled. */
  isDisabled?: boolean | undefined;
  /** Opens the calendar on first render (uncontrolled). */
  defaultOpen?: boolean | undefined;
  /** Class names for the root. */
  className?: string | undefined;
}

/**
 * Start and end date with a range calendar (React Aria), in the UiLocaleProvider's locale.
 * Shows a localized error when the end lies before the start (`period`) or the from-date after
 * the to-date (`fromTo`); the same day rules as the DatePicker can disable days.
 */
export function DateRangePicker({
  label,
  variant = 'period',
  allowSameDay = true,
  value: valueProp,
  defaultValue = null,
  onChange,
  description,
  errorMessage,
  startName,
  endName,
  isRequired,
  isDisabled,
  defaultOpen,
  className,
  today: todayProp,
  disablePast,
  disableToday,
  disableWeekends,
}: DateRangePickerProps) {
  const locale = useUiLocale();
  const t = useUiMessages(dateRangePickerMessages);
  const [value, setValue] = useControllableState<DateRange | null>({ value: valueProp, defaultValue, onChange });
  const today = resolveToday(todayProp);
  const isDateUnavailable = unavailableDateRule(today, { disablePast, disableToday, disableWeekends });
  const problem = dateRangeProblem(value, variant, allowSameDay);
  const unavailable = value && isDateUnavailable && (isDateUnavailable(value.start) || isDateUnavailable(value.end));
  const error = errorMessage ?? (problem ? t(problem) : unavailable ? t('unavailableDate') : undefined);

  return (
    <I18nProvider locale={locale}>
      <AriaDateRangePicker<CalendarDate>
        value={value}
        onChange={setValue}
        placeholderValue={today}
        isDateUnavailable={isDateUnavailable}
        // Disabled days (weekends) may lie inside a period; only its first and last day must be available.
        allowsNonContiguousRanges
        isInvalid={error !== undefined}
        validationBehavior="aria"
        startName={startName}
        endName={endName}
        isRequired={isRequired}
        isDisabled={isDisabled}
        defaultOpen={defaultOpen}
        data-slot="date-range-picker"
        data-variant={variant}
        data-state={error ? 'invalid' : 'valid'}
        className={cn(fieldClass, className)}
      >
        <Label className={labelClass}>{label}</Label>
        <Group className={groupClass}>
          <DateSegments slot="start" />
          <span aria-hidden="true" className="px-1 text-muted-foreground">
            {t('rangeSeparator')}
          </span>
          <DateSegments slot="end" />
          <CalendarButton />
        </Group>
        {description ? (
          <Text slot="description" className={descriptionClass}>
            {description}
          </Text>
        ) : null}
        <FieldError className={errorClass}>{error}</FieldError>
        <RangeCalendarPopover />
      </AriaDateRangePicker>
    </I18nProvider>
  );
}
