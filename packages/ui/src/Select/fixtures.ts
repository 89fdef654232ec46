import type { FieldOption } from './fieldParts';

/** Budget periods of a flow (account-area.md §3 "Flow": weekly 7 days, monthly 30, yearly 365, custom). */
export const budgetPeriods: FieldOption[] = [
  { id: 'weekly', label: 'Weekly', description: '7 days' },
  { id: 'monthly', label: 'Monthly', description: '30 days' },
  { id: 'yearly', label: 'Yearly', description: '365 days' },
  { id: 'custom', label: 'Custom', description: 'Start and end date', disabled: true },
];
