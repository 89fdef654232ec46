import type {
  Approval,
  ApprovalActionsBody,
  ApprovalDetail,
  ApprovalListBody,
  ApprovalListResponse,
} from '@ratchet/store-api-contract';
import { http, HttpResponse } from 'msw';

const api = 'http://store.test/store-api';

const person = (id: string, firstName: string, lastName: string, username: string) => ({
  id,
  firstName,
  lastName,
  username,
});
/** The requester of the demo requests (`buyer` of Huber Maschinenbau). */
export const requester = person('c-buyer', 'Bea', 'Berger', 'buyer');
const flow = { id: 'flow-1', name: 'Einkauf Werkstatt' };

/** A request as the list answers it; `change` overrides fields. */
export function approval(id: string, change: Partial<Approval> = {}): Approval {
  return {
    id,
    orderNumber: `R-${id}`,
    requester,
    flow,
    orderReference: null,
    openBudget: 3200,
    remainingBudget: 2950,
    amount: 250,
    orderDate: '2026-11-26T09:30:00.000Z',
    status: 'pending',
    reasons: ['missingPermission'],
    decidedAt: null,
    decidedBy: null,
    comment: null,
    blockedReason: null,
    apiAlias: 'ratchet_order_approval',
    ...change,
  };
}

/** The demo requests: two pending (one blocked by the budget), one approved, one declined with a comment. */
export const demoApprovals: Approval[] = [
  approval('10071', { amount: 250, remainingBudget: 2950 }),
  approval('10072', {
    amount: 3450.5,
    remainingBudget: -250.5,
    blockedReason: 'ratchet-flow-unsufficient-budget-blocked',
  }),
  approval('10065', {
    status: 'approved',
    decidedAt: '2026-11-20T10:00:00.000Z',
    decidedBy: person('c-approver', 'Armin', 'Auer', 'approver'),
    orderDate: '2026-11-19T08:00:00.000Z',
  }),
  approval('10060', {
    status: 'declined',
    comment: 'Bitte über den Rahmenvertrag bestellen.',
    decidedAt: '2026-11-18T10:00:00.000Z',
    decidedBy: person('c-approver', 'Armin', 'Auer', 'approver'),
    orderDate: '2026-11-17T08:00:00.000Z',
  }),
];

/** A request with its checkout data. */
export function approvalDetail(base: Approval = demoApprovals[0] ?? approval('10071')): ApprovalDetail {
  return {
    ...base,
    fileNumber: 'AZ-7',
    remark: 'Bitte bis Freitag',
    shippingOption: 'delivery',
    shippingAddress: {
      id: 'a1',
      firstName: 'Bea',
      lastName: 'Berger',
      company: 'Huber Maschinenbau GmbH',
      street: 'Industriestraße 12',
      zipcode: '4020',
      city: 'Linz',
      countryId: 'at',
      country: { id: 'at', iso: 'AT', name: 'Österreich' },
      apiAlias: 'order_address',
    },
    billingAddress: null,
    pickupLocation: null,
    shippingMethod: { id: 'standard', name: 'Standard' },
    paymentMethod: { id: 'invoice', name: 'Rechnung' },
    shippingDate: '2026-12-02',
    subtotal: 208.33,
    shipping: 0,
    additionalCost: 0,
    total: base.amount,
    lines: [
      {
        sku: 'M8-NUT',
        name: 'Sechskantmutter M8',
        quantity: 100,
        unitPrice: 2.0833,
        totalPrice: 208.33,
        comment: 'Halle 3',
        type: 'product',
      },
    ],
    canDecide: base.status === 'pending',
    apiAlias: 'ratchet_order_approval_detail',
  };
}

/**
 * MSW handlers of the approvals (account-area.md §7): the list filtered by status, the detail, and decisions that
 * approve or decline pending requests — a request with a `blockedReason` is refused with it (it stays pending).
 * `bodies` records the list and action bodies.
 */
export function approvalHandlers(
  approvals: Approval[] = demoApprovals.map((entry) => ({ ...entry })),
  bodies: { list: ApprovalListBody[]; actions: ApprovalActionsBody[] } = { list: [], actions: [] },
) {
  return [
    http.post(`${api}/ratchet/order/approvals`, async ({ request }) => {
      const body = (await request.json()) as ApprovalListBody;
      bodies.list.push(body);
      const shown = approvals.filter((entry) => !body.status || body.status.includes(entry.status));
      const answer: ApprovalListResponse = {
        approvals: shown,
        pager: { page: body.page ?? 1, limit: body.limit ?? 20, total: shown.length, pageCount: 1 },
        apiAlias: 'ratchet_order_approval_list',
      };
      return HttpResponse.json(answer);
    }),
    http.get(`${api}/ratchet/order/approvals/:id`, ({ params }) => {
      const found = approvals.find((entry) => entry.id === params.id);
      if (!found) {
        return HttpResponse.json(
          { errors: [{ status: '404', code: 'RATCHET__ORDER_APPROVAL_NOT_FOUND', title: 'Not Found', detail: '' }] },
          { status: 404 },
        );
      }
      return HttpResponse.json(approvalDetail(found));
    }),
    http.get(`${api}/ratchet/order-flow/pending`, () =>
      HttpResponse.json({
        approvals,
        pager: { page: 1, limit: 100, total: approvals.length, pageCount: 1 },
        apiAlias: 'ratchet_order_approval_list',
      }),
    ),
    http.post(`${api}/ratchet/order/approvals/actions`, async ({ request }) => {
      const body = (await request.json()) as ApprovalActionsBody;
      bodies.actions.push(body);
      const results = body.ids.map((id) => {
        const found = approvals.find((entry) => entry.id === id);
        if (!found || found.status !== 'pending' || found.blockedReason) {
          return {
            id,
            outcome: 'refused' as const,
            code: found?.blockedReason ?? 'RATCHET__ORDER_APPROVAL_ALREADY_DECIDED',
            message: null,
            approval: found ?? null,
          };
        }
        found.status = body.action === 'approve' ? 'approved' : 'declined';
        found.comment = body.comment ?? null;
        return {
          id,
          outcome: body.action === 'approve' ? ('approved' as const) : ('declined' as const),
          code: null,
          message: null,
          approval: found,
        };
      });
      return HttpResponse.json({ results, apiAlias: 'ratchet_order_approval_actions' });
    }),
  ];
}
