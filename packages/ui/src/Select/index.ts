export { Select, selectTriggerVariants } from './Select';
export type { SelectProps } from './Select';
export type { ChoiceFieldProps, FieldOption } from './fieldParts';
export { selectMessages } from './messages';
