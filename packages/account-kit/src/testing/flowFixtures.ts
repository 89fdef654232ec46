import type { OrderFlow, OrderReference } from '@ratchet/store-api-contract';
import { http, HttpResponse } from 'msw';

const api = 'http://store.test/store-api';
const approver = { id: 'c-approver', firstName: 'Anna', lastName: 'Wagner', username: 'approver' };
const buyer = { id: 'c-buyer', firstName: 'Bernd', lastName: 'Gruber', username: 'buyer' };

/** A flow of the demo company; `change` overrides fields. */
export function demoFlow(change: Partial<OrderFlow> = {}): OrderFlow {
  return {
    id: 'flow-1',
    name: 'Einkauf Werkstatt',
    budget: 5000,
    period: 'monthly',
    transferable: false,
    renewable: true,
    startDate: '2026-01-01',
    endDate: null,
    approveFrom: 200,
    active: true,
    timeZone: 'Europe/Vienna',
    currentPeriod: null,
    approvers: [approver],
    users: [{ ...buyer, budgetRemaining: 3200 }],
    createdAt: '2026-01-01T00:00:00.000Z',
    apiAlias: 'ratchet_order_flow',
    ...change,
  };
}

/** An order reference of the demo company; `change` overrides fields. */
export function demoReference(change: Partial<OrderReference> = {}): OrderReference {
  return {
    id: 'ref-1',
    name: 'WERKSTATT-2026',
    creator: approver,
    approvers: [approver],
    users: [],
    budget: 2000,
    budgetRemaining: 1234.5,
    period: 'monthly',
    transferable: false,
    renewable: true,
    startDate: '2026-01-01',
    endDate: null,
    currentPeriod: {
      index: 10,
      firstDay: '2026-11-01',
      lastDay: '2026-11-30',
      start: '2026-10-31T23:00:00.000Z',
      end: '2026-11-30T23:00:00.000Z',
    },
    createdAt: '2026-01-01T00:00:00.000Z',
    apiAlias: 'ratchet_order_reference',
    ...change,
  };
}

/** MSW handlers of the flows, candidates and order references for stories (answers only, nothing recorded). */
export function flowAndReferenceHandlers(
  flows: OrderFlow[] = [demoFlow(), demoFlow({ id: 'flow-2', name: 'Lager', active: false, period: 'yearly' })],
  references: OrderReference[] = [
    demoReference(),
    demoReference({ id: 'ref-2', name: 'LAGER-ALT', budget: null, budgetRemaining: null, users: [buyer] }),
  ],
) {
  return [
    http.get(`${api}/ratchet/order-flow/candidates`, () =>
      HttpResponse.json({
        candidates: [
          { ...approver, canApprove: true, activeFlow: null },
          { ...buyer, canApprove: false, activeFlow: { id: 'flow-1', name: 'Einkauf Werkstatt' } },
        ],
        apiAlias: 'ratchet_approval_candidates',
      }),
    ),
    http.get(`${api}/ratchet/order-flow`, () => HttpResponse.json({ flows, apiAlias: 'ratchet_order_flow_list' })),
    http.post(`${api}/ratchet/order-reference/list`, () =>
      HttpResponse.json({
        references,
        pager: { page: 1, limit: 20, total: references.length, pageCount: 1 },
        apiAlias: 'ratchet_order_reference_list',
      }),
    ),
  ];
}
