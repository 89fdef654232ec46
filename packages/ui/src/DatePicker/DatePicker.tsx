import { DatePicker as AriaDatePicker, I18nProvider } from 'react-aria-components';
import type { CalendarDate } from '@internationalized/date';
import { useControllableState } from '../lib/useControllableState';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import {
  DateFieldParts,
  DateSegments,
  dateFieldRootProps,
  useDateFieldRules,
  type DateFieldProps,
} from './calendarParts';
import { datePickerMessages } from './messages';

export interface DatePickerProps extends DateFieldProps {
  /** Selected day (controlled); null for none. */
  value?: CalendarDate | null | undefined;
  /** Initially selected day (uncontrolled). */
  defaultValue?: CalendarDate | null | undefined;
  /** Called with the new day, or null when the field is cleared. */
  onChange?: ((value: CalendarDate | null) => void) | undefined;
  /** Form field name; the value is submitted as YYYY-MM-DD. */
  name?: string | undefined;
}

/**
 * A date field with a calendar popover (React Aria), in the UiLocaleProvider's locale.
 * `disablePast`, `disableToday` and `disableWeekends` make those days unavailable
 * (account-area.md §9 "Date picker disables today and earlier days and Saturdays and Sundays");
 * a typed unavailable day shows an error.
 */
export function DatePicker({ value: valueProp, defaultValue = null, onChange, name, ...field }: DatePickerProps) {
  const t = useUiMessages(datePickerMessages);
  const [value, setValue] = useControllableState<CalendarDate | null>({
    value: valueProp,
    defaultValue,
    onChange,
  });
  const rules = useDateFieldRules(field);
  const ruleError = value && rules.isDateUnavailable?.(value) ? t('unavailableDate') : undefined;
  const error = field.errorMessage ?? ruleError;

  return (
    <I18nProvider locale={rules.locale}>
      <AriaDatePicker<CalendarDate>
        value={value}
        onChange={setValue}
        name={name}
        data-slot="date-picker"
        {...dateFieldRootProps(rules, field, error)}
      >
        <DateFieldParts label={field.label} description={field.description} error={error}>
          <DateSegments />
        </DateFieldParts>
      </AriaDatePicker>
    </I18nProvider>
  );
}
