export { useOrder } from './useOrder';
export type { UseOrderReturn } from './useOrder';
