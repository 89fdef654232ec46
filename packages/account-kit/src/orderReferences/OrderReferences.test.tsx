import type { OrderReference, OrderReferenceBody } from '@ratchet/store-api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer } from '../testing/apiServer';
import { renderAccount } from '../testing/render';
import { OrderReferenceForm } from './OrderReferenceForm';
import { OrderReferenceList } from './OrderReferenceList';

const api = 'http://store.test/store-api';
const approver = { id: 'c-approver', firstName: 'Anna', lastName: 'Wagner', username: 'approver' };

function reference(change: Partial<OrderReference> = {}): OrderReference {
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
    currentPeriod: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    apiAlias: 'ratchet_order_reference',
    ...change,
  };
}

function serve() {
  const calls = { created: [] as OrderReferenceBody[], deleted: [] as string[] };
  let references = [reference()];
  apiServer.use(
    http.post(`${api}/ratchet/order-reference/list`, () =>
      HttpResponse.json({
        references,
        pager: { page: 1, limit: 20, total: references.length, pageCount: 1 },
        apiAlias: 'ratchet_order_reference_list',
      }),
    ),
    http.get(`${api}/ratchet/order-flow/candidates`, () =>
      HttpResponse.json({
        candidates: [{ ...approver, canApprove: true, activeFlow: null }],
        apiAlias: 'ratchet_approval_candidates',
      }),
    ),
    http.post(`${api}/ratchet/order-reference`, async ({ request }) => {
      const body = (await request.json()) as OrderReferenceBody;
      calls.created.push(body);
      if (body.name === 'WERKSTATT-2026') {
        return HttpResponse.json(
          {
            errors: [
              {
                status: '400',
                code: 'ORDER_REFERENCE_NAME_NOT_UNIQUE',
                title: 'Bad Request',
                detail: '',
                source: { pointer: '/name' },
              },
            ],
          },
          { status: 400 },
        );
      }
      return HttpResponse.json(reference({ id: 'ref-2', name: body.name }));
    }),
    http.delete(`${api}/ratchet/order-reference/:id`, ({ params }) => {
      calls.deleted.push(String(params.id));
      references = references.filter((entry) => entry.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

describe('OrderReferenceList (account-area.md §2 order references, issue 12)', () => {
  it('lists name, creator, budget and remaining budget in euro; everyone when no user is assigned; deletes after a confirmation', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAccount(<OrderReferenceList />, { locale: 'de-DE' });
    const table = await screen.findByRole('table', { name: 'Bestellreferenzen Ihres Unternehmens' });
    const row = await within(table).findByRole('row', { name: /WERKSTATT-2026/ });
    expect(within(row).getByText(/2\.000,00/)).toBeInTheDocument();
    expect(within(row).getByText(/1\.234,50/)).toBeInTheDocument();
    expect(within(row).getByText('Alle')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Löschen: WERKSTATT-2026' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Bestellreferenz WERKSTATT-2026 löschen?' });
    expect(calls.deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(calls.deleted).toEqual(['ref-1']));
  });
});

describe('OrderReferenceForm (account-area.md §3 Order reference, §5: name ≤ 30, unique)', () => {
  it('refuses a name over 30 characters before sending, shows a taken name at the field, then creates', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAccount(<OrderReferenceForm />);
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.type(name, 'x'.repeat(31));
    await user.click(screen.getByRole('button', { name: 'New order reference' }));
    expect(screen.getByText('Enter a name of at most 30 characters.')).toBeInTheDocument();
    expect(calls.created).toEqual([]);
    await user.clear(name);
    await user.type(name, 'WERKSTATT-2026');
    await user.click(screen.getByRole('button', { name: 'New order reference' }));
    await waitFor(() => expect(calls.created).toHaveLength(1));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.clear(name);
    await user.type(name, 'HALLE-3');
    await user.type(screen.getByRole('textbox', { name: /Budget per period/ }), '1.500,25');
    await user.click(screen.getByRole('button', { name: 'New order reference' }));
    expect(await screen.findByText('The order reference has been saved.')).toBeInTheDocument();
    expect(calls.created[1]).toMatchObject({ name: 'HALLE-3', budget: 1500.25, period: 'monthly', customerIds: [] });
  });
});
