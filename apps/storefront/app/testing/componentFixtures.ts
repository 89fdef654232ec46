/**
 * Fixture data of the test-only components page (routes/testComponents.tsx), like a story's args: the page is a
 * 404 outside the end-to-end stack, so these texts never reach a shopper and are not in the catalogues.
 * The components' own texts (calendar buttons, placeholders, table selection) come from @ratchet/ui's messages.
 */
/** Labels and texts of the page's parts. */
export const componentTexts = {
  heading: 'Components under Preact',
  deliveryDate: 'Delivery date',
  period: 'Period',
  dialogTrigger: 'Open dialog',
  dialogTitle: 'Confirm the order',
  dialogDescription: 'The order is sent to the approver.',
  dialogCancel: 'Cancel',
  menuTrigger: 'Actions',
  menuItems: ['Export', 'Duplicate', 'Archive'],
  budgetPeriod: 'Budget period',
  tableCaption: 'Approvals',
  approve: 'Approve',
  lastAction: 'Last action',
  result: 'Results',
} as const;

/** Budget periods (account-area.md §3 "Flow"), the last one disabled. */
export const budgetPeriodOptions = [
  { id: 'weekly', label: 'Weekly', description: '7 days' },
  { id: 'monthly', label: 'Monthly', description: '30 days' },
  { id: 'yearly', label: 'Yearly', description: '365 days' },
  { id: 'custom', label: 'Custom', description: 'Start and end date', disabled: true },
];

/** An approval line (account-area.md §3 "Approval (list line)"). */
export interface ApprovalFixture {
  id: string;
  orderNumber: string;
  buyer: string;
  orderAmount: number;
}

export const approvalFixtures: ApprovalFixture[] = [
  { id: 'a1', orderNumber: '10023', buyer: 'Jana Novak', orderAmount: 1240.5 },
  { id: 'a2', orderNumber: '10017', buyer: 'Örs Kovács', orderAmount: 89.9 },
  { id: 'a3', orderNumber: '10031', buyer: 'Anke de Vries', orderAmount: 5400 },
];

/** Column headers of the approvals table. */
export const approvalHeaders = { orderNumber: 'Order number', buyer: 'Buyer', orderAmount: 'Amount' } as const;
