export { Combobox, comboboxVariants } from './Combobox';
export type { ComboboxFiltering, ComboboxProps } from './Combobox';
export { comboboxMessages } from './messages';
