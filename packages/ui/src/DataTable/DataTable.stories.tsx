import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Price } from '../Price';
import { DataTable, type DataTableColumn, type DataTableSort } from './DataTable';
import { approvalColumns, approvalLines, type ApprovalLine } from './fixtures';
import { mobileViewport } from '../lib/storyViewports';

/** The host renders amounts with Price (storefront.md §9 decimal comma, two decimals). */
const columns: DataTableColumn<ApprovalLine>[] = approvalColumns.map((column) =>
  column.id === 'orderAmount'
    ? { ...column, cell: (line) => <Price amount={line.orderAmount} taxDisplay="net" hideTaxLabel /> }
    : column,
);

const meta = {
  title: 'Components/DataTable',
  component: DataTable<ApprovalLine>,
  args: {
    caption: 'Approvals',
    columns,
    rows: approvalLines,
    getRowId: (line: ApprovalLine) => line.id,
    onSortChange: fn(),
    onSelectedIdsChange: fn(),
  },
  parameters: { storyRoot: { width: 720 } },
} satisfies Meta<typeof DataTable<ApprovalLine>>;

export default meta;
type Story = StoryObj<typeof meta>;

const orderNumbers = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** Rows in their given order; sortable headers are buttons. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Approvals' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Order amount' })).toBeInTheDocument();
  },
};

/** Sorted by amount, descending: two clicks on the header (aria-sort on that header only). */
export const Sorted: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const amount = canvas.getByRole('button', { name: 'Order amount' });
    await userEvent.click(amount);
    await userEvent.click(amount);
    await expect(canvas.getByRole('columnheader', { name: 'Order amount' })).toHaveAttribute('aria-sort', 'descending');
    await expect(orderNumbers(canvasElement)).toEqual(['10031', '10023', '10017']);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ columnId: 'orderAmount', direction: 'descending' });
  },
};

/** Two rows selected: the bar shows "2 selected" and the host's bulk actions (account-area.md §4). */
export const WithSelection: Story = {
  args: {
    selectable: true,
    bulkActions: () => (
      <>
        <Button size="sm">Approve</Button>
        <Button size="sm" variant="white">
          Decline
        </Button>
      </>
    ),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select 10023' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select 10031' }));
    const bar = canvas.getByRole('group', { name: 'Actions for the selected rows' });
    await expect(bar).toHaveTextContent('2 selected');
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows on this page' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
    await expect(args.onSelectedIdsChange).toHaveBeenLastCalledWith(['a1', 'a3']);
  },
};

/** Keyboard: Tab to the select-all box, Space selects the whole page. */
export const SelectAllWithKeyboard: Story = {
  args: { selectable: true },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all rows on this page' });
    await expect(selectAll).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(selectAll).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('group', { name: 'Actions for the selected rows' })).toHaveTextContent('3 selected');
  },
};

/** Loading: skeleton rows, the table is busy. */
export const Loading: Story = {
  args: { loading: true, loadingRowCount: 3, selectable: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Approvals' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryAllByRole('rowheader')).toHaveLength(0);
  },
};

/** No rows: the default empty text. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No entries found.')).toBeInTheDocument();
  },
};

/**
 * Server-side: sort, selection and page are controlled by the host (as if kept in the URL) and the
 * Pager footer shows the customer list's 20 per page (account-area.md §9).
 */
export const ServerSide: Story = {
  render: function ServerSideTable(args) {
    const [sort, setSort] = useState<DataTableSort>({ columnId: 'orderNumber', direction: 'ascending' });
    const [page, setPage] = useState(1);
    const [selectedIds, setSelectedIds] = useState<string[]>([]);
    return (
      <DataTable
        {...args}
        sortMode="server"
        sort={sort}
        onSortChange={setSort}
        selectable
        selectedIds={selectedIds}
        onSelectedIdsChange={setSelectedIds}
        pagination={{ page, pageSize: 20, totalResults: 45, onPageChange: setPage }}
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('21–40 of 45');
    await userEvent.click(canvas.getByRole('button', { name: 'Order number' }));
    await expect(canvas.getByRole('columnheader', { name: 'Order number' })).toHaveAttribute('aria-sort', 'descending');
  },
};

/** Narrow screen: the table scrolls sideways in a focusable, labelled region; className reaches the root. */
export const Mobile: Story = {
  args: { className: 'max-w-full' },
  parameters: { storyRoot: { width: 320 } },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Approvals' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(canvasElement.querySelector('[data-slot="data-table"]')).toHaveClass('max-w-full');
  },
};

/** A phone (375px): columns marked `hideBelow: 'sm'` are hidden, so the rest fits without scrolling sideways. */
export const PhoneWithHiddenColumns: Story = {
  ...mobileViewport,
  args: {
    columns: columns.map((column) =>
      column.id === 'buyer' || column.id === 'flow' ? { ...column, hideBelow: 'sm' as const } : column,
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Order number' })).toBeVisible();
    await expect(canvas.getByText('Flow')).not.toBeVisible();
    const region = canvas.getByRole('region', { name: 'Approvals' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};

/** German texts from the UiLocaleProvider. */
export const German: Story = {
  args: { selectable: true, defaultSelectedIds: ['a2'], caption: 'Freigaben' },
  globals: { locale: 'de-DE' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Aktionen für die ausgewählten Zeilen' })).toHaveTextContent(
      '1 ausgewählt',
    );
  },
};

/** Compact density for dense tables (e.g. order lines). */
export const Compact: Story = {
  args: { density: 'compact', hideCaption: true },
  play: async ({ canvas, canvasElement }) => {
    // The caption is hidden visually but still names the table.
    await expect(canvas.getByRole('table', { name: 'Approvals' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="data-table"]')).toHaveAttribute('data-variant', 'compact');
  },
};
