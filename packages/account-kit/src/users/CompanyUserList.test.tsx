import type { CompanyCustomerListBody } from '@ratchet/store-api-contract';
import {
  companyUserListQuery,
  emptyCompanyUserListState,
  type CompanyUserListState,
} from '@ratchet/store-api-contract/rules';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiServer } from '../testing/apiServer';
import { leadBuyer } from '../testing/fixtures';
import { renderAccount } from '../testing/render';
import { companyUserHandlers } from '../testing/userFixtures';
import { CompanyUserList } from './CompanyUserList';

/** The host: the state lives in a "URL" (here a query string) and every change goes through it. */
function Host({
  onUrl,
  initial = emptyCompanyUserListState,
}: {
  onUrl: (query: string) => void;
  initial?: CompanyUserListState;
}) {
  const [state, setState] = useState(initial);
  return (
    <CompanyUserList
      state={state}
      currentUserId={leadBuyer.id}
      onStateChange={(next) => {
        onUrl(companyUserListQuery(next).toString());
        setState(next);
      }}
    />
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('CompanyUserList (account-area.md §7 users list, §9 page size 20, debounce 500 ms)', () => {
  it('account-area.md §9: the first page shows 20 users of 45, sorted by the server', async () => {
    const requests: CompanyCustomerListBody[] = [];
    apiServer.use(...companyUserHandlers(undefined, requests));
    renderAccount(<Host onUrl={vi.fn()} />);
    const table = await screen.findByRole('table', { name: 'Users of your company' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21));
    expect(screen.getByText('45 users')).toBeInTheDocument();
    expect(requests[0]).toEqual({ page: 1, limit: 20, filter: [], sort: [] });
  });

  it('account-area.md §7: the search waits 500 ms after the last key stroke, then goes to the URL as `search`', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const requests: CompanyCustomerListBody[] = [];
    const onUrl = vi.fn();
    apiServer.use(...companyUserHandlers(undefined, requests));
    renderAccount(<Host onUrl={onUrl} />);
    const search = screen.getByRole('searchbox', { name: 'Search users' });
    act(() => void fireEvent.input(search, { target: { value: 'gr' } }));
    await act(() => vi.advanceTimersByTimeAsync(300));
    act(() => void fireEvent.input(search, { target: { value: 'greta' } }));
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(onUrl).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onUrl).toHaveBeenCalledTimes(1);
    expect(onUrl).toHaveBeenLastCalledWith('search=greta');
    vi.useRealTimers();
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ term: 'greta', page: 1 }));
  });

  it('account-area.md §7: filters, sort and page go to the URL under the §7 names', async () => {
    const user = userEvent.setup();
    const onUrl = vi.fn();
    apiServer.use(...companyUserHandlers());
    renderAccount(
      <Host onUrl={onUrl} initial={{ ...emptyCompanyUserListState, lastName: 'huber', leadBuyer: false }} />,
    );
    await user.click(await screen.findByRole('button', { name: /Username/ }));
    expect(onUrl).toHaveBeenLastCalledWith('lastName=huber&leadBuyer=false&order=asc&field=username');
    await user.click(screen.getByRole('button', { name: /Username/ }));
    expect(onUrl).toHaveBeenLastCalledWith('lastName=huber&leadBuyer=false&order=desc&field=username');
  });

  it('issue 11: deleting selected users asks first, then removes them from the list', async () => {
    const user = userEvent.setup();
    apiServer.use(...companyUserHandlers());
    renderAccount(<Host onUrl={vi.fn()} initial={{ ...emptyCompanyUserListState, search: 'greta' }} />);
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('checkbox').length).toBeGreaterThan(2));
    const rows = within(table).getAllByRole('checkbox').slice(1, 3);
    for (const row of rows) await user.click(row);
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 users?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 users deleted.')).toBeInTheDocument();
  });

  it('issue 11: deleting oneself is refused with the server’s reason', async () => {
    const user = userEvent.setup();
    apiServer.use(...companyUserHandlers());
    renderAccount(<Host onUrl={vi.fn()} initial={{ ...emptyCompanyUserListState, search: 'lena' }} />);
    await user.click(await screen.findByRole('checkbox', { name: /Lena Huber/ }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Lena Huber?' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('You cannot do this to your own account.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // Refused: the dialog stays open with the reason, nothing was deleted.
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(screen.queryByText(/deleted\./)).toBeNull();
  });
});
