export { QuantityCounter, quantityCounterVariants, counterRepeatDelay, counterRepeatInterval } from './QuantityCounter';
export type { QuantityCounterProps, QuantityCounterStatus } from './QuantityCounter';
