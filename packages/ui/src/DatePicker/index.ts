export { DatePicker } from './DatePicker';
export type { DatePickerProps } from './DatePicker';
export type { DateRuleProps } from './calendarParts';
export { datePickerMessages } from './messages';
