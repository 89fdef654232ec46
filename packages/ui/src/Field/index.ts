export { Field, fieldControlVariants } from './Field';
export type { FieldControlProps, FieldControlVariants, FieldProps, FieldState } from './Field';
