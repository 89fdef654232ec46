// Public API of the budgets module (issue 12): live budget figures of flows and order references, the approval
// reasons of an order, and spending in the order's transaction. It imports no other module, so cart, order and
// the approval module can all use it.
export {
  approvalReasonsOf,
  cartBudgets,
  cartOrderReferenceId,
  flowBudgetOf,
  flowBudgetsOfCustomers,
  flowBudgetsOfMembers,
  flowRemainingTermsOfCompany,
  referenceBudgetOf,
  spendBudgets,
} from './service';
export type { BudgetFigure, FlowFigure, FlowRemainingTerm, SpendOutcome } from './service';
export { centsOf, numericOfCents, ruleOf, remainingOf } from './domain';
export { sumFlowSpendByCustomer } from './repo';
export type { BudgetRuleRow } from './repo';
