export { RadioGroup, radioGroupVariants } from './RadioGroup';
export type { RadioGroupProps, RadioOption } from './RadioGroup';
