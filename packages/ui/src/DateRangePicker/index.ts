export { DateRangePicker, dateRangeProblem } from './DateRangePicker';
export type { DateRange, DateRangePickerProps, DateRangeProblem, DateRangeVariant } from './DateRangePicker';
export { dateRangePickerMessages } from './messages';
