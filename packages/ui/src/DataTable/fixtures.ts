import type { DataTableColumn } from './DataTable';

/** An approval line as the account area lists it (account-area.md §3 "Approval (list line)"). */
export interface ApprovalLine {
  id: string;
  orderNumber: string;
  buyer: string;
  flow: string;
  orderAmount: number;
  orderDate: string;
}

/** Approval lines for stories and tests. */
export const approvalLines: ApprovalLine[] = [
  {
    id: 'a1',
    orderNumber: '10023',
    buyer: 'Jana Novak',
    flow: 'Workshop',
    orderAmount: 1240.5,
    orderDate: '2026-03-02',
  },
  {
    id: 'a2',
    orderNumber: '10017',
    buyer: 'Örs Kovács',
    flow: 'Purchasing',
    orderAmount: 89.9,
    orderDate: '2026-02-26',
  },
  {
    id: 'a3',
    orderNumber: '10031',
    buyer: 'Anke de Vries',
    flow: 'Workshop',
    orderAmount: 5400,
    orderDate: '2026-03-01',
  },
];

/** Columns without cell renderers (the host passes Price, Badge… in `cell`). */
export const approvalColumns: DataTableColumn<ApprovalLine>[] = [
  { id: 'orderNumber', header: 'Order number', value: (line) => line.orderNumber, sortable: true, rowHeader: true },
  { id: 'buyer', header: 'Buyer', value: (line) => line.buyer, sortable: true },
  { id: 'flow', header: 'Flow', value: (line) => line.flow },
  { id: 'orderAmount', header: 'Order amount', value: (line) => line.orderAmount, sortable: true, align: 'end' },
];
