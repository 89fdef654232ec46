export { OrderReferenceList } from './OrderReferenceList';
export type { OrderReferenceListProps } from './OrderReferenceList';
export { OrderReferenceForm } from './OrderReferenceForm';
export type { OrderReferenceFormProps } from './OrderReferenceForm';
export {
  orderReferencePageSize,
  useOrderReference,
  useOrderReferenceActions,
  useOrderReferences,
} from './useOrderReferences';
export type { UseOrderReferenceActionsReturn } from './useOrderReferences';
