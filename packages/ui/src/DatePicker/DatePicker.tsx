import { DatePicker as AriaDatePicker, FieldError, Group, I18nProvider, Label, Text } from 'react-aria-components';
import type { CalendarDate } from '@internationalized/date';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/useControllableState';
import { useUiLocale, useUiMessages } from '../i18n/UiLocaleProvider';
import {
  CalendarButton,
  DateSegments,
  SingleCalendarPopover,
  descriptionClass,
  errorClass,
  fieldClass,
  groupClass,
  labelClass,
  resolveToday,
  unavailableDateRule,
  type DateRuleProps,
} from './calendarParts';
import { datePickerMessages } from './messages';

export interface DatePickerProps extends DateRuleProps {
  /** Visible label of the field (e.g. "Delivery date"). */
  label: string;
  /** Selected day (controlled); null for none. */
  value?: CalendarDate | null | undefined;
  /** Initially selected day (uncontrolled). */
  defaultValue?: CalendarDate | null | undefined;
  /** Called with the new day, or null when the field is cleared. */
  onChange?: ((value: CalendarDate | null) => void) | undefined;
  /** Help text below the field. */
  description?: string | undefined;
  /** An error from outside (e.g. the server); shown instead of the built-in messages. */
  errorMessage?: string | undefined;
  /** Form field name; the value is submitted as YYYY-MM-DD. */
  name?: string | undefined;
  /** Whether a day must be chosen. */
  isRequired?: boolean | undefined;
  /** Whether the field is disabled. */
  isDisabled?: boolean | undefined;
  /** Opens the calendar on first render (uncontrolled). */
  defaultOpen?: boolean | undefined;
  /** Class names for the root. */
  className?: string | undefined;
}

/**
 * A date field with a calendar popover (React Aria), in the UiLocaleProvider's locale.
 * `disablePast`, `disableToday` and `disableWeekends` make those days unavailable
 * (account-area.md §9 "Date picker disables today and earlier days and Saturdays and Sundays");
 * a typed unavailable day shows an error.
 */
export function DatePicker({
  label,
  value: valueProp,
  defaultValue = null,
  onChange,
  description,
  errorMessage,
  name,
  isRequired,
  isDisabled,
  defaultOpen,
  className,
  today: todayProp,
  disablePast,
  disableToday,
  disableWeekends,
}: DatePickerProps) {
  const locale = useUiLocale();
  const t = useUiMessages(datePickerMessages);
  const [value, setValue] = useControllableState<CalendarDate | null>({
    value: valueProp,
    defaultValue,
    onChange,
  });
  const today = resolveToday(todayProp);
  const isDateUnavailable = unavailableDateRule(today, { disablePast, disableToday, disableWeekends });
  const ruleError = value && isDateUnavailable?.(value) ? t('unavailableDate') : undefined;
  const error = errorMessage ?? ruleError;

  return (
    <I18nProvider locale={locale}>
      <AriaDatePicker<CalendarDate>
        value={value}
        onChange={setValue}
        placeholderValue={today}
        isDateUnavailable={isDateUnavailable}
        isInvalid={error !== undefined}
        validationBehavior="aria"
        name={name}
        isRequired={isRequired}
        isDisabled={isDisabled}
        defaultOpen={defaultOpen}
        data-slot="date-picker"
        data-state={error ? 'invalid' : 'valid'}
        className={cn(fieldClass, className)}
      >
        <Label className={labelClass}>{label}</Label>
        <Group className={groupClass}>
          <DateSegments />
          <CalendarButton />
        </Group>
        {description ? (
          <Text slot="description" className={descriptionClass}>
            {description}
          </Text>
        ) : null}
        <FieldError className={errorClass}>{error}</FieldError>
        <SingleCalendarPopover />
      </AriaDatePicker>
    </I18nProvider>
  );
}
