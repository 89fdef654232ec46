export { Checkbox, checkboxVariants } from './Checkbox';
export type { CheckboxCheckedState, CheckboxProps } from './Checkbox';
