import type { ApprovalActionsBody, ApprovalListBody } from '@ratchet/store-api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiServer } from '../testing/apiServer';
import { approvalHandlers, demoApprovals } from '../testing/approvalFixtures';
import { http, HttpResponse } from 'msw';
import { renderAccount } from '../testing/render';
import { ApprovalDetailView } from './ApprovalDetailView';
import { ApprovalList, emptyApprovalListState, type ApprovalListState } from './ApprovalList';
import { OwnRequestList } from './OwnRequestList';

function serve() {
  const bodies = { list: [] as ApprovalListBody[], actions: [] as ApprovalActionsBody[] };
  apiServer.use(...approvalHandlers(undefined, bodies));
  return bodies;
}

describe('ApprovalList (account-area.md §2 approvals, §7 POST …/order/approvals, issue 12)', () => {
  it('lists the pending requests with order number, names, flow, budgets, amount, date and status; euro with a comma', async () => {
    const bodies = serve();
    renderAccount(<ApprovalList />, { locale: 'de-DE' });
    const table = await screen.findByRole('table', { name: 'Bestellanfragen, die auf Ihre Genehmigung warten' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(bodies.list[0]).toMatchObject({ page: 1, limit: 20, status: ['pending'] });
    const row = within(table).getByRole('row', { name: /R-10072/ });
    expect(within(row).getByText('Bea')).toBeInTheDocument();
    expect(within(row).getByText('Berger')).toBeInTheDocument();
    expect(within(row).getByText('Einkauf Werkstatt')).toBeInTheDocument();
    expect(within(row).getByText(/3\.200,00/)).toBeInTheDocument();
    expect(within(row).getByText(/-250,50/)).toBeInTheDocument();
    expect(within(row).getByText(/3\.450,50/)).toBeInTheDocument();
  });

  it('issue 12: a host state (the URL) drives the list; a filter change is reported to the host, which writes the URL', async () => {
    const bodies = serve();
    const user = userEvent.setup();
    const changes: ApprovalListState[] = [];
    const hostState: ApprovalListState = { ...emptyApprovalListState, status: 'declined', page: 2 };
    renderAccount(<ApprovalList state={hostState} onStateChange={(next) => changes.push(next)} />);
    await waitFor(() => expect(bodies.list[0]).toMatchObject({ page: 2, status: ['declined'] }));
    // The status select shows the host's status.
    await user.click(screen.getByRole('button', { name: /Declined/ }));
    await user.click(await screen.findByRole('option', { name: 'Approved' }));
    expect(changes.at(-1)).toEqual({ ...hostState, status: 'approved', page: 1 });
  });

  it('account-area.md §4: approving two selected requests after the confirmation sends one call; the one that no longer fits stays pending with its reason', async () => {
    const bodies = serve();
    const user = userEvent.setup();
    renderAccount(<ApprovalList />);
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    for (const checkbox of within(table).getAllByRole('checkbox').slice(1)) await user.click(checkbox);
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve 2 requests?' });
    expect(bodies.actions).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(bodies.actions).toEqual([{ action: 'approve', ids: ['10071', '10072'] }]));
    const notice = await screen.findByText('1 request approved and placed.');
    expect(notice.closest('[data-slot="approval-decision-notice"]')?.textContent).toMatch(
      /R-10072 was not decided: The flow's budget no longer covers it/,
    );
  });

  it('account-area.md §2: declining asks for a comment and sends it', async () => {
    const bodies = serve();
    const user = userEvent.setup();
    renderAccount(<ApprovalList />);
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const first = within(table).getByRole('row', { name: /R-10071/ });
    await user.click(within(first).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Decline selected' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline 1 request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(bodies.actions).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Comment to the requester/ }), 'Zu teuer');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(bodies.actions).toEqual([{ action: 'decline', ids: ['10071'], comment: 'Zu teuer' }]));
    expect(await screen.findByText('1 request declined.')).toBeInTheDocument();
  });
});

describe('ApprovalDetailView (account-area.md §2 approvals detail, §3 Approval)', () => {
  it('shows the checkout data, lines and totals; a declined request shows its comment and no decision buttons', async () => {
    serve();
    renderAccount(<ApprovalDetailView approvalId="10060" />, { locale: 'de-DE' });
    expect(await screen.findByRole('heading', { name: 'Bestellanfrage R-10060' })).toBeInTheDocument();
    expect(screen.getByText('Kommentar: Bitte über den Rahmenvertrag bestellen.')).toBeInTheDocument();
    expect(screen.getByText('Sechskantmutter M8')).toBeInTheDocument();
    expect(screen.getByText('AZ-7')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Genehmigen' })).toBeNull();
  });

  it('a pending request the caller may decide offers approve and decline', async () => {
    serve();
    renderAccount(<ApprovalDetailView approvalId="10071" />);
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
  });
});

describe('OwnRequestList (account-area.md §4 "Request the order", issue 12)', () => {
  it("shows the requester a declined request's comment and why a pending one is still pending", async () => {
    const queries: string[] = [];
    apiServer.use(
      http.get('http://store.test/store-api/ratchet/order-flow/pending', ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json({
          approvals: demoApprovals,
          pager: { page: 1, limit: 100, total: demoApprovals.length, pageCount: 1 },
          apiAlias: 'ratchet_order_approval_list',
        });
      }),
    );
    renderAccount(<OwnRequestList />);
    const table = await screen.findByRole('table', { name: 'Your order requests' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    expect(queries[0]).toContain('status=all');
    const declined = within(table).getByRole('row', { name: /R-10060/ });
    expect(within(declined).getByText('Comment: Bitte über den Rahmenvertrag bestellen.')).toBeInTheDocument();
    const blocked = within(table).getByRole('row', { name: /R-10072/ });
    expect(within(blocked).getByText("Still pending: The flow's budget no longer covers it")).toBeInTheDocument();
  });
});
