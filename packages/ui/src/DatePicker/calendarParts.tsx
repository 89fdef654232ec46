import type { ReactNode } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Popover,
  RangeCalendar,
  Text,
} from 'react-aria-components';
import { getLocalTimeZone, today as todayIn, type CalendarDate, type DateValue } from '@internationalized/date';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { isSelectableDeliveryDate, type SelectableDateOptions } from '@ratchet/store-api-contract/rules';
import { cn } from '../lib/cn';
import { useUiLocale, useUiMessages, type UiLocale } from '../i18n/UiLocaleProvider';
import { datePickerMessages } from './messages';

/** Props shared by the DatePicker and the DateRangePicker for disabling days. */
export interface DateRuleProps extends SelectableDateOptions {
  /**
   * The day counted as today for the rules; defaults to today in the browser's time zone.
   * Stories and tests pass a fixed day so screenshots stay stable.
   */
  today?: CalendarDate | undefined;
}

/** Props the DatePicker and the DateRangePicker share besides their values. */
export interface DateFieldProps extends DateRuleProps {
  /** Visible label of the field (e.g. "Delivery date", "Custom period", "Order date"). */
  label: string;
  /** Help text below the field. */
  description?: string | undefined;
  /** An error from outside (e.g. the server); shown instead of the built-in messages. */
  errorMessage?: string | undefined;
  /** Whether a value must be chosen. */
  isRequired?: boolean | undefined;
  /** Whether the field is disabled. */
  isDisabled?: boolean | undefined;
  /** Opens the calendar on first render (uncontrolled). */
  defaultOpen?: boolean | undefined;
  /** Class names for the root. */
  className?: string | undefined;
}

/** The day rules of a date field in the UiLocaleProvider's locale. */
export interface DateFieldRules {
  /** Locale of the field's segments and calendar. */
  locale: UiLocale;
  /** The day counted as today (also the placeholder the segments start from). */
  today: CalendarDate;
  /** React Aria's check for a disabled day; undefined when no rule is on. */
  isDateUnavailable: ((date: DateValue) => boolean) | undefined;
}

/** The locale, today and the unavailable-day check of a date field (account-area.md §9 date rules). */
export function useDateFieldRules({
  today,
  disablePast,
  disableToday,
  disableWeekends,
}: DateRuleProps): DateFieldRules {
  const locale = useUiLocale();
  const resolvedToday = resolveToday(today);
  return {
    locale,
    today: resolvedToday,
    isDateUnavailable: unavailableDateRule(resolvedToday, { disablePast, disableToday, disableWeekends }),
  };
}

/**
 * The props the React Aria DatePicker and DateRangePicker roots get alike: rules, validation shown
 * through `aria-invalid` with `error` as the message, and `data-state` valid or invalid.
 */
export function dateFieldRootProps(rules: DateFieldRules, field: DateFieldProps, error: string | undefined) {
  return {
    placeholderValue: rules.today,
    isDateUnavailable: rules.isDateUnavailable,
    isInvalid: error !== undefined,
    validationBehavior: 'aria' as const,
    isRequired: field.isRequired,
    isDisabled: field.isDisabled,
    defaultOpen: field.defaultOpen,
    'data-state': error ? 'invalid' : 'valid',
    className: cn(fieldClass, field.className),
  };
}

/** Today in the local time zone unless a fixed day is given. */
export function resolveToday(today: CalendarDate | undefined): CalendarDate {
  return today ?? todayIn(getLocalTimeZone());
}

/** `isDateUnavailable` for React Aria built on the shared date rules (account-area.md §9). */
export function unavailableDateRule(
  today: CalendarDate,
  options: SelectableDateOptions,
): ((date: DateValue) => boolean) | undefined {
  if (!options.disablePast && !options.disableToday && !options.disableWeekends) return undefined;
  const todayIso = today.toString();
  return (date) => {
    try {
      return !isSelectableDeliveryDate(toIsoDate(date), todayIso, options);
    } catch {
      // A date the rules cannot read (outside years 0–9999) is never selectable; the field must not crash.
      return true;
    }
  };
}

/** The ISO calendar date (YYYY-MM-DD) of any React Aria date value. */
export function toIsoDate(date: DateValue): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

const fieldClass = 'flex flex-col gap-1 text-sm text-foreground';
const labelClass = 'font-medium';
const groupClass =
  'flex h-10 w-fit items-center gap-1 rounded-md border border-border bg-surface pl-3 focus-within:outline-2 focus-within:outline-focus data-[invalid]:border-danger data-[disabled]:opacity-50';
const errorClass = 'text-sm text-danger';
const descriptionClass = 'text-xs text-muted-foreground';

/** The segmented date input (day, month, year in the locale's order). */
export function DateSegments({ slot }: { slot?: 'start' | 'end' }) {
  return (
    // Without a slot the input joins the DatePicker's field; `slot={null}` would detach it.
    <DateInput {...(slot ? { slot } : {})} className="flex items-center tabular-nums">
      {(segment) => (
        <DateSegment
          segment={segment}
          // At least 24 × 24 px per editable segment (WCAG 2.5.8 target size; axe flagged 15 × 20 on the checkout).
          className="inline-flex min-h-6 min-w-6 items-center justify-center rounded-sm px-0.5 outline-none focus:bg-primary focus:text-primary-foreground data-[placeholder]:text-muted-foreground data-[type=literal]:min-w-0 data-[type=literal]:px-0"
        />
      )}
    </DateInput>
  );
}

/** The button that opens the calendar. */
function CalendarButton() {
  const t = useUiMessages(datePickerMessages);
  return (
    <Button
      aria-label={t('openCalendar')}
      className="ml-auto inline-flex h-full items-center rounded-r-md border-l border-border px-2 text-muted-foreground hover:bg-muted hover:text-foreground"
    >
      <CalendarDays aria-hidden="true" className="size-4" />
    </Button>
  );
}

const cellClass = cn(
  'flex size-9 cursor-default items-center justify-center rounded-md text-sm tabular-nums outline-none',
  'hover:bg-muted data-[focus-visible]:outline-2 data-[focus-visible]:outline-focus',
  'data-[outside-month]:hidden',
  'data-[unavailable]:cursor-not-allowed data-[unavailable]:text-muted-foreground data-[unavailable]:line-through data-[unavailable]:opacity-60',
  'data-[disabled]:text-muted-foreground data-[disabled]:opacity-60',
  'data-[selected]:bg-primary data-[selected]:text-primary-foreground',
);

const monthButtons = {
  previous: { label: 'previousMonth', Icon: ChevronLeft },
  next: { label: 'nextMonth', Icon: ChevronRight },
} as const;

/** The button to the previous or next month in the calendar header. */
function MonthButton({ direction }: { direction: keyof typeof monthButtons }) {
  const t = useUiMessages(datePickerMessages);
  const { label, Icon } = monthButtons[direction];
  return (
    <Button
      slot={direction}
      aria-label={t(label)}
      className="inline-flex size-8 items-center justify-center rounded-md hover:bg-muted"
    >
      <Icon aria-hidden="true" className="size-4" />
    </Button>
  );
}

function CalendarBody() {
  return (
    <>
      <header className="mb-2 flex items-center justify-between gap-2">
        <MonthButton direction="previous" />
        <Heading className="text-sm font-semibold" />
        <MonthButton direction="next" />
      </header>
      <CalendarGrid className="border-separate border-spacing-0.5">
        <CalendarGridHeader>
          {(day) => (
            <CalendarHeaderCell className="text-xs font-medium text-muted-foreground">{day}</CalendarHeaderCell>
          )}
        </CalendarGridHeader>
        <CalendarGridBody>{(date) => <CalendarCell date={date} className={cellClass} />}</CalendarGridBody>
      </CalendarGrid>
    </>
  );
}

const popoverClass = 'rounded-lg border border-border bg-surface p-3 text-foreground shadow-popover z-(--z-popover)';

/** The popover with a single-date calendar (in a DatePicker) or a range calendar (in a DateRangePicker). */
function CalendarPopover({ range }: { range: boolean }) {
  const body = <CalendarBody />;
  return (
    <Popover className={popoverClass} placement="bottom start">
      <Dialog className="outline-none">
        {range ? <RangeCalendar<CalendarDate>>{body}</RangeCalendar> : <Calendar<CalendarDate>>{body}</Calendar>}
      </Dialog>
    </Popover>
  );
}

/**
 * What a date field holds inside its React Aria picker: label, the input group (the date segments
 * given as children, then the calendar button), description, error and the calendar popover.
 */
export function DateFieldParts({
  label,
  description,
  error,
  range = false,
  children,
}: {
  label: string;
  description?: string | undefined;
  /** The message shown while the field is invalid. */
  error: string | undefined;
  /** Whether the popover holds a range calendar. */
  range?: boolean | undefined;
  /** The date segments (one DateSegments, or start, separator and end). */
  children: ReactNode;
}) {
  return (
    <>
      <Label className={labelClass}>{label}</Label>
      <Group className={groupClass}>
        {children}
        <CalendarButton />
      </Group>
      {description ? (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      ) : null}
      <FieldError className={errorClass}>{error}</FieldError>
      <CalendarPopover range={range} />
    </>
  );
}
