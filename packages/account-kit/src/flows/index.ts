export { OrderFlowList } from './OrderFlowList';
export type { OrderFlowListProps } from './OrderFlowList';
export { OrderFlowWizard, parseAmount } from './OrderFlowWizard';
export type { OrderFlowWizardProps } from './OrderFlowWizard';
export { useApprovalCandidates, useOrderFlow, useOrderFlowActions, useOrderFlows } from './useOrderFlows';
export type { OrderFlowStatusFilter, UseOrderFlowActionsReturn, UseOrderFlowsReturn } from './useOrderFlows';
