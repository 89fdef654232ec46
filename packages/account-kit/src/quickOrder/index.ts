export { QuickOrderForm, QuickOrderGrid, quickOrderSuggestDebounceMs } from './QuickOrderForm';
export type { QuickOrderFormProps } from './QuickOrderForm';
export { cartProblemOf, useQuickOrder } from './useQuickOrder';
export type { QuickOrderAddOutcome, QuickOrderImportOutcome, UseQuickOrderReturn } from './useQuickOrder';
export {
  initialQuickOrderState,
  quickOrderInitialRows,
  quickOrderReducer,
  quickOrderRowStatus,
  uncheckedNumbers,
} from './quickOrderState';
export type { QuickOrderAction, QuickOrderRow, QuickOrderRowStatus, QuickOrderState } from './quickOrderState';
