export { Input, inputVariants } from './Input';
export type { InputProps, InputStatus, InputType } from './Input';
