import type {
  Approval,
  ApprovalDetail,
  ApprovalPerson,
  BudgetPeriodSpan,
  OrderAddress,
  OrderFlow,
  OrderReference,
} from '@ratchet/store-api-contract';
import { centsToEuro, pickupLocationCodes } from '@ratchet/store-api-contract';
import { centsOf } from '../budgets';
import type { FlowRow, PersonRow, ReferenceRow, RequestDetailRow, RequestLineRow, RequestRow } from './repo';

/** A numeric column as euro (two decimals, exact through cents). */
function euro(value: string | number | null): number {
  return centsToEuro(centsOf(value) ?? 0);
}

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function presentPerson(row: PersonRow): ApprovalPerson {
  return { id: row.id, firstName: row.first_name, lastName: row.last_name, username: row.username };
}

function presentPeriod(period: BudgetPeriodSpan | null): OrderFlow['currentPeriod'] {
  return period
    ? {
        index: period.index,
        firstDay: period.firstDay,
        lastDay: period.lastDay,
        start: period.start.toISOString(),
        end: period.end.toISOString(),
      }
    : null;
}

/** A flow with approvers and users (each with the cents left to them now). */
export function presentFlow(
  row: FlowRow,
  approvers: readonly PersonRow[],
  users: ReadonlyArray<PersonRow & { remainingCents: number }>,
  period: BudgetPeriodSpan | null,
): OrderFlow {
  return {
    id: row.id,
    name: row.name,
    budget: euro(row.budget),
    period: row.period as OrderFlow['period'],
    transferable: row.transferable,
    renewable: row.renewable,
    startDate: row.start_day,
    endDate: row.end_day,
    approveFrom: row.approve_from === null ? null : euro(row.approve_from),
    active: row.active,
    timeZone: row.time_zone,
    currentPeriod: presentPeriod(period),
    approvers: approvers.map(presentPerson),
    users: users.map((user) => ({ ...presentPerson(user), budgetRemaining: centsToEuro(user.remainingCents) })),
    createdAt: iso(row.created_at),
    apiAlias: 'ratchet_order_flow',
  };
}

/** An order reference with its people and live budget. */
export function presentReference(
  row: ReferenceRow,
  people: { creator: PersonRow | null; approvers: readonly PersonRow[]; users: readonly PersonRow[] },
  budget: { remainingCents: number | null; period: BudgetPeriodSpan | null },
): OrderReference {
  return {
    id: row.id,
    name: row.name,
    creator: people.creator ? presentPerson(people.creator) : null,
    approvers: people.approvers.map(presentPerson),
    users: people.users.map(presentPerson),
    budget: row.budget === null ? null : euro(row.budget),
    budgetRemaining: budget.remainingCents === null ? null : centsToEuro(budget.remainingCents),
    period: row.period as OrderReference['period'],
    transferable: row.transferable,
    renewable: row.renewable,
    startDate: row.start_day,
    endDate: row.end_day,
    currentPeriod: presentPeriod(budget.period),
    createdAt: iso(row.created_at),
    apiAlias: 'ratchet_order_reference',
  };
}

const reasonCodes = new Set(['missingPermission', 'approveFrom']);

function reasonsOf(value: string[] | string): Approval['reasons'] {
  const list = Array.isArray(value)
    ? value
    : value
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);
  return list.filter((reason): reason is Approval['reasons'][number] => reasonCodes.has(reason));
}

/** A request as a list line; `openCents`: the requester's flow budget left now (null without a flow). */
export function presentApproval(row: RequestRow, openCents: number | null): Approval {
  const amountCents = centsOf(row.total) ?? 0;
  return {
    id: row.id,
    orderNumber: row.order_number,
    requester: presentPerson({
      id: row.customer_id,
      first_name: row.first_name,
      last_name: row.last_name,
      username: row.username,
    }),
    flow: row.flow_id && row.flow_name ? { id: row.flow_id, name: row.flow_name } : null,
    orderReference: row.order_reference,
    openBudget: openCents === null ? null : centsToEuro(openCents),
    remainingBudget: openCents === null ? null : centsToEuro(openCents - amountCents),
    amount: centsToEuro(amountCents),
    orderDate: iso(row.created_at),
    status: row.approval_status,
    reasons: reasonsOf(row.approval_reasons),
    decidedAt: row.decided_at === null ? null : iso(row.decided_at),
    decidedBy:
      row.decided_by && row.decided_username
        ? presentPerson({
            id: row.decided_by,
            first_name: row.decided_first_name ?? '',
            last_name: row.decided_last_name ?? '',
            username: row.decided_username,
          })
        : null,
    comment: row.decision_comment,
    blockedReason: row.approval_blocked_reason,
    apiAlias: 'ratchet_order_approval',
  };
}

const shippingMethodNames: Record<string, string> = {
  standard: 'Standard',
  express: 'Express',
  pickup: 'Pickup',
};
const paymentMethodNames: Record<string, string> = {
  invoice: 'Invoice',
  direct_debit: 'Direct debit',
  prepayment: 'Prepayment',
  credit_card: 'Credit card',
};

function addressesOf(value: unknown): OrderAddress[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(list) ? (list as OrderAddress[]) : [];
}

/** A request with its checkout data and lines (account-area.md §3 Approval detail). */
export function presentApprovalDetail(
  row: RequestDetailRow,
  lines: readonly RequestLineRow[],
  openCents: number | null,
  canDecide: boolean,
): ApprovalDetail {
  const addresses = addressesOf(row.addresses);
  const byId = (id: string | null) => (id ? (addresses.find((address) => address.id === id) ?? null) : null);
  const pickup = (pickupLocationCodes as readonly string[]).includes(row.pickup_location ?? '')
    ? (row.pickup_location as ApprovalDetail['pickupLocation'])
    : null;
  return {
    ...presentApproval(row, openCents),
    fileNumber: row.file_number,
    remark: row.customer_comment,
    shippingOption: row.shipping_option,
    shippingAddress: row.shipping_option === 'pickup' ? null : byId(row.shipping_address_id),
    billingAddress: byId(row.billing_address_id),
    pickupLocation: pickup,
    shippingMethod: { id: row.shipping_method, name: shippingMethodNames[row.shipping_method] ?? row.shipping_method },
    paymentMethod: { id: row.payment_method, name: paymentMethodNames[row.payment_method] ?? row.payment_method },
    shippingDate: row.desired_day,
    subtotal: euro(row.position_total),
    shipping: euro(row.shipping_total),
    additionalCost: euro(row.additional_cost),
    total: euro(row.total),
    lines: lines.map((line) => ({
      sku: line.product_number,
      name: line.label,
      quantity: Number(line.quantity),
      unitPrice: euro(line.unit_price),
      totalPrice: euro(line.total_price),
      comment: line.remark,
      type: line.line_type,
    })),
    canDecide,
    apiAlias: 'ratchet_order_approval_detail',
  };
}
