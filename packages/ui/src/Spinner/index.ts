export { Spinner, spinnerVariants } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { spinnerMessages } from './messages';
