export { OrderSummary } from './OrderSummary';
export type { OrderSummaryLine, OrderSummaryProps, OrderSummaryShipping } from './OrderSummary';
