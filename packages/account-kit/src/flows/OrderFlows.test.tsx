import type { OrderFlow, OrderFlowBody } from '@ratchet/store-api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer } from '../testing/apiServer';
import { renderAccount } from '../testing/render';
import { OrderFlowList } from './OrderFlowList';
import { OrderFlowWizard, parseAmount } from './OrderFlowWizard';

const api = 'http://store.test/store-api';
const approver = { id: 'c-approver', firstName: 'Anna', lastName: 'Wagner', username: 'approver' };
const buyer = { id: 'c-buyer', firstName: 'Bernd', lastName: 'Gruber', username: 'buyer' };

function flow(change: Partial<OrderFlow> = {}): OrderFlow {
  return {
    id: 'flow-1',
    name: 'Einkauf Werkstatt',
    budget: 5000,
    period: 'monthly',
    transferable: false,
    renewable: true,
    startDate: '2026-01-01',
    endDate: null,
    approveFrom: null,
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

function serve() {
  const calls = { created: [] as OrderFlowBody[], status: [] as unknown[] };
  let flows = [flow()];
  apiServer.use(
    http.get(`${api}/ratchet/order-flow`, () => HttpResponse.json({ flows, apiAlias: 'ratchet_order_flow_list' })),
    http.get(`${api}/ratchet/order-flow/candidates`, () =>
      HttpResponse.json({
        candidates: [
          { ...approver, canApprove: true, activeFlow: null },
          { ...buyer, canApprove: false, activeFlow: { id: 'flow-1', name: 'Einkauf Werkstatt' } },
        ],
        apiAlias: 'ratchet_approval_candidates',
      }),
    ),
    http.post(`${api}/ratchet/order-flow`, async ({ request }) => {
      const body = (await request.json()) as OrderFlowBody;
      calls.created.push(body);
      return HttpResponse.json(flow({ id: 'flow-2', name: body.name }));
    }),
    http.patch(`${api}/ratchet/order-flow/:id/status`, async ({ request, params }) => {
      const body = (await request.json()) as { active: boolean };
      calls.status.push({ id: params.id, ...body });
      flows = flows.map((entry) => (entry.id === params.id ? { ...entry, active: body.active } : entry));
      return HttpResponse.json(flows[0]);
    }),
  );
  return calls;
}

describe('parseAmount (account-area.md §9 amounts in euro, two decimals)', () => {
  it.each([
    ['500', 500],
    ['1.234,56', 1234.56],
    ['1234.56', 1234.56],
    ['200,5', 200.5],
  ])('%s is %d euro', (typed, euro) => {
    expect(parseAmount(typed)).toBe(euro);
  });
  it.each(['', 'abc', '-5', '1,2,3'])('%s is no amount', (typed) => {
    expect(parseAmount(typed)).toBeNaN();
  });
});

describe('OrderFlowList (account-area.md §2 flows, issue 12)', () => {
  it('lists name, budget, period, approvers, users and status; deactivating sends the status', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAccount(<OrderFlowList />, { locale: 'de-DE' });
    const table = await screen.findByRole('table', { name: 'Freigabeprozesse Ihres Unternehmens' });
    const row = await within(table).findByRole('row', { name: /Einkauf Werkstatt/ });
    expect(within(row).getByText(/5\.000,00/)).toBeInTheDocument();
    expect(within(row).getByText('Monatlich (30 Tage)')).toBeInTheDocument();
    expect(within(row).getByText('Anna Wagner')).toBeInTheDocument();
    expect(within(row).getByText('Bernd Gruber')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Deaktivieren: Einkauf Werkstatt' }));
    await waitFor(() => expect(calls.status).toEqual([{ id: 'flow-1', active: false }]));
    expect(await within(table).findByText('Inaktiv')).toBeInTheDocument();
  });
});

describe('OrderFlowWizard (account-area.md §2 flow creation in steps, §5, issue 12)', () => {
  it('checks each step with the contract before the next, then creates the flow and shows the success step', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAccount(<OrderFlowWizard />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Enter a name (at most 100 characters).')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Name of the flow/ }), 'Werkstatt Nord');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByRole('textbox', { name: /Budget per user/ }), '500');
    await user.type(screen.getByRole('textbox', { name: /Approval from/ }), '200,50');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Choose at least one approver.')).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: /Anna Wagner/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox', { name: /Bernd Gruber/ }));
    expect(calls.created).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Create the flow' }));
    expect(await screen.findByText('The flow has been created.')).toBeInTheDocument();
    expect(calls.created).toEqual([
      expect.objectContaining({
        name: 'Werkstatt Nord',
        budget: 500,
        period: 'monthly',
        approveFrom: 200.5,
        approverIds: ['c-approver'],
        customerIds: ['c-buyer'],
        active: true,
      }),
    ]);
  });
});
