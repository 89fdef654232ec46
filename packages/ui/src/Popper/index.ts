export { Popper, popperCloseDelay } from './Popper';
export type { PopperProps } from './Popper';
