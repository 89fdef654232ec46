import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiLocaleProvider } from '../i18n/UiLocaleProvider';
import { DataTable, type DataTableProps, type DataTableSort } from './DataTable';
import { approvalColumns, approvalLines, type ApprovalLine } from './fixtures';

function Approvals(props: Partial<DataTableProps<ApprovalLine>>) {
  return (
    <DataTable
      caption="Approvals"
      columns={approvalColumns}
      rows={approvalLines}
      getRowId={(line) => line.id}
      {...props}
    />
  );
}

/** The row headers (order numbers) in display order. */
function orderNumbers(): string[] {
  return screen.getAllByRole('rowheader').map((cell) => cell.textContent ?? '');
}

describe('DataTable (issue 9 item 9; WAI-ARIA table pattern)', () => {
  it('is a real table named by its caption inside a focusable, labelled scroll region', () => {
    render(<Approvals />);
    const table = screen.getByRole('table', { name: 'Approvals' });
    expect(table.tagName).toBe('TABLE');
    const region = screen.getByRole('region', { name: 'Approvals' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Order number', 'Buyer', 'Flow', 'Order amount']);
    expect(orderNumbers()).toEqual(['10023', '10017', '10031']);
  });

  it('sorts on the client: ascending first, then descending, with aria-sort on the sorted header only', async () => {
    const onSortChange = vi.fn();
    render(<Approvals onSortChange={onSortChange} />);
    const amount = screen.getByRole('button', { name: 'Order amount' });
    expect(screen.getByRole('columnheader', { name: 'Order amount' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(amount);
    expect(screen.getByRole('columnheader', { name: 'Order amount' })).toHaveAttribute('aria-sort', 'ascending');
    expect(orderNumbers()).toEqual(['10017', '10023', '10031']);
    await userEvent.click(amount);
    expect(screen.getByRole('columnheader', { name: 'Order amount' })).toHaveAttribute('aria-sort', 'descending');
    expect(orderNumbers()).toEqual(['10031', '10023', '10017']);
    await userEvent.click(screen.getByRole('button', { name: 'Buyer' }));
    expect(screen.getByRole('columnheader', { name: 'Order amount' })).not.toHaveAttribute('aria-sort');
    // Locale collation: "Örs" sorts beside "O", after "Jana", not after "Z".
    expect(orderNumbers()).toEqual(['10031', '10023', '10017']);
    expect(onSortChange.mock.calls).toEqual([
      [{ columnId: 'orderAmount', direction: 'ascending' }],
      [{ columnId: 'orderAmount', direction: 'descending' }],
      [{ columnId: 'buyer', direction: 'ascending' }],
    ]);
  });

  it('keeps the given order in server mode and leaves the sort to the host (URL + fetch)', async () => {
    const onSortChange = vi.fn();
    render(
      <Approvals
        sortMode="server"
        sort={{ columnId: 'orderNumber', direction: 'descending' }}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Order number' })).toHaveAttribute('aria-sort', 'descending');
    expect(orderNumbers()).toEqual(['10023', '10017', '10031']);
    await userEvent.click(screen.getByRole('button', { name: 'Order number' }));
    expect(onSortChange).toHaveBeenCalledWith({ columnId: 'orderNumber', direction: 'ascending' });
    // Controlled: the header follows the prop, not the click.
    expect(screen.getByRole('columnheader', { name: 'Order number' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('hides a column marked hideBelow on narrow screens: its header and every cell carry the breakpoint class', () => {
    render(
      <Approvals
        columns={approvalColumns.map((column) => (column.id === 'flow' ? { ...column, hideBelow: 'sm' } : column))}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Flow' })).toHaveClass('max-sm:hidden');
    const flowIndex = screen.getAllByRole('columnheader').findIndex((header) => header.textContent === 'Flow');
    for (const row of screen.getAllByRole('row').slice(1)) {
      expect(row.querySelectorAll('th, td')[flowIndex]).toHaveClass('max-sm:hidden');
    }
    expect(screen.getByRole('columnheader', { name: 'Order number' })).not.toHaveClass('max-sm:hidden');
  });

  it('has no sort button on a column that is not sortable', () => {
    render(<Approvals />);
    expect(screen.getByRole('columnheader', { name: 'Flow' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Flow' })).toBeNull();
  });

  it('account-area.md §4 "several selected orders": selects rows, shows "n selected" and hands the ids to the bulk actions', async () => {
    const onSelectedIdsChange = vi.fn();
    render(
      <Approvals
        selectable
        onSelectedIdsChange={onSelectedIdsChange}
        bulkActions={(ids) => <button type="button">{`Approve ${ids.join('+')}`}</button>}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Actions for the selected rows' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select 10017' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select 10031' }));
    const bar = screen.getByRole('group', { name: 'Actions for the selected rows' });
    expect(within(bar).getByRole('status')).toHaveTextContent('2 selected');
    expect(within(bar).getByRole('button', { name: 'Approve a2+a3' })).toBeInTheDocument();
    expect(onSelectedIdsChange).toHaveBeenLastCalledWith(['a2', 'a3']);
    expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(onSelectedIdsChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('checkbox', { name: 'Select 10017' })).toHaveAttribute('aria-checked', 'false');
  });

  it('select-all toggles the rows of this page and keeps ids selected on other pages', async () => {
    function Host() {
      const [ids, setIds] = useState<string[]>(['other-page']);
      return (
        <>
          <Approvals selectable selectedIds={ids} onSelectedIdsChange={setIds} />
          <output data-testid="ids">{ids.join(',')}</output>
        </>
      );
    }
    render(<Host />);
    const selectAll = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    expect(selectAll).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(selectAll);
    expect(selectAll).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('ids').textContent?.split(',').sort()).toEqual(['a1', 'a2', 'a3', 'other-page']);
    expect(screen.getByRole('group', { name: 'Actions for the selected rows' })).toHaveTextContent('4 selected');
    await userEvent.click(selectAll);
    expect(screen.getByTestId('ids').textContent).toBe('other-page');
  });

  it('shows skeleton rows and marks the table busy while loading', () => {
    const { container } = render(<Approvals loading loadingRowCount={3} selectable />);
    expect(screen.getByRole('table', { name: 'Approvals' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryAllByRole('rowheader')).toHaveLength(0);
    expect(container.querySelectorAll('[data-slot="data-table-skeleton-row"]')).toHaveLength(3);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).toBeDisabled();
  });

  it('shows the empty text, or the host empty slot, when there are no rows', () => {
    const { rerender } = render(<Approvals rows={[]} />);
    expect(screen.getByText('No entries found.')).toBeInTheDocument();
    rerender(<Approvals rows={[]} empty={<p>No approvals are waiting.</p>} />);
    expect(screen.getByText('No approvals are waiting.')).toBeInTheDocument();
    expect(screen.queryByText('No entries found.')).toBeNull();
  });

  it('account-area.md §9 "page size 20": the Pager footer reports the chosen page', async () => {
    const onPageChange = vi.fn();
    render(<Approvals pagination={{ page: 1, pageSize: 20, totalResults: 45, onPageChange }} />);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pager).toHaveTextContent('1–20 of 45');
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('shows its texts in the provider locale', async () => {
    render(
      <UiLocaleProvider locale="de-DE">
        <Approvals selectable defaultSelectedIds={['a1']} />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('checkbox', { name: 'Alle Zeilen dieser Seite auswählen' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Aktionen für die ausgewählten Zeilen' })).toHaveTextContent(
      '1 ausgewählt',
    );
  });

  it('follows a controlled sort given from outside (e.g. read from the URL)', () => {
    const sort: DataTableSort = { columnId: 'orderAmount', direction: 'descending' };
    render(<Approvals sort={sort} />);
    expect(orderNumbers()).toEqual(['10031', '10023', '10017']);
  });

  it('passes className to the root', () => {
    const { container } = render(<Approvals className="extra-class" />);
    expect(container.querySelector('[data-slot="data-table"]')).toHaveClass('extra-class');
  });
});
