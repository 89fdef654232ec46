import type { Approval, ApprovalListBody, ApprovalListResponse, ApprovalStatus } from '@ratchet/store-api-contract';
import {
  Badge,
  Button,
  DataTable,
  EmptyState,
  Select,
  cn,
  defaultRenderLink,
  fieldControlVariants,
  type DataTableColumn,
  type DataTableSort,
  type RenderLink,
} from '@ratchet/ui';
import { useId, useState, type ComponentProps } from 'react';
import { useAccountText } from '../i18n';
import { useDebouncedCommit } from '../lib/useDebouncedValue';
import {
  ApprovalDecisionDialog,
  decisionSummary,
  type DecisionSummary,
  type PendingDecision,
} from './ApprovalDecisionDialog';
import { blockedReasonText, dateText, moneyText, requesterName, statusNote } from './approvalTexts';
import { useApprovals } from './useApprovals';

/** The list's filters and page (account-area.md §7 POST …/order/approvals "filter"). */
export interface ApprovalListState {
  /** One status, or every one. */
  status: ApprovalStatus | 'all';
  /** Order number, first or last name. */
  term: string;
  dateFrom: string;
  dateTo: string;
  sort: NonNullable<ApprovalListBody['sort']>;
  page: number;
}

/** The list as it opens: pending requests first of all, newest first. */
export const emptyApprovalListState: ApprovalListState = {
  status: 'pending',
  term: '',
  dateFrom: '',
  dateTo: '',
  sort: { field: 'orderDate', order: 'DESC' },
  page: 1,
};

/** The request body of a list state. */
export function approvalListRequest(state: ApprovalListState): ApprovalListBody {
  return {
    page: state.page,
    ...(state.status === 'all' ? {} : { status: [state.status] }),
    ...(state.term.trim() ? { term: state.term.trim() } : {}),
    ...(state.dateFrom ? { dateFrom: state.dateFrom } : {}),
    ...(state.dateTo ? { dateTo: state.dateTo } : {}),
    sort: state.sort,
  };
}

export type ApprovalListProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The list state at start (the host may keep it in its URL through `onStateChange`). */
  initialState?: ApprovalListState | undefined;
  /**
   * The list state as the host's URL says it (`approvalListStateFromQuery`): the list follows it (reload, back and
   * forward keep the filters) and reports every change through `onStateChange`, which writes the URL.
   */
  state?: ApprovalListState | undefined;
  /** Called with every new state. */
  onStateChange?: ((state: ApprovalListState) => void) | undefined;
  /** The storefront loader's answer for the initial state. */
  fallbackData?: ApprovalListResponse | undefined;
  /** Renders links with the host router (paths below the domain prefix). */
  renderLink?: RenderLink | undefined;
};

const linkClass =
  'font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus';
const sortFields = ['orderDate', 'orderNumber', 'amount', 'lastName', 'status'] as const;
type SortField = (typeof sortFields)[number];
const statusTone = { pending: 'warn', approved: 'success', declined: 'danger' } as const;

/** The status line after a decision: how many were approved or declined, and which stayed as they were and why. */
function DecisionNotice({ summary }: { summary: DecisionSummary }) {
  const text = useAccountText('approvals');
  const { t, errorText } = text;
  return (
    <div role="status" data-slot="approval-decision-notice" className="flex flex-col gap-1 text-sm">
      {summary.approved > 0 ? (
        <p className="text-success">{t('approvals.approved', { count: summary.approved })}</p>
      ) : null}
      {summary.declined > 0 ? <p>{t('approvals.declined', { count: summary.declined })}</p> : null}
      {summary.refused.map((refused) => (
        <p key={refused.orderNumber} className="text-danger">
          {t('approvals.refused', {
            number: refused.orderNumber,
            reason: refused.code ? blockedReasonText(text, refused.code) : errorText(undefined),
          })}
        </p>
      ))}
    </div>
  );
}

/**
 * The order requests the caller approves (account-area.md §2 approvals; issue 12): order number, first and last name,
 * flow, open budget, remaining budget, amount, date and status, filtered by status, text and date, sorted by column,
 * pages of 20. One or several selected requests are approved or declined after a confirmation (declining asks for a
 * comment); a request that stays pending shows why.
 */
export function ApprovalList({
  initialState = emptyApprovalListState,
  state: hostState,
  onStateChange,
  fallbackData,
  renderLink = defaultRenderLink,
  className,
  ...props
}: ApprovalListProps) {
  const text = useAccountText('approvals');
  const { t, locale, errorText } = text;
  const termId = useId();
  const [ownState, setOwnState] = useState(initialState);
  const state = hostState ?? ownState;
  const [draftTerm, setDraftTerm] = useState(state.term);
  // A term the host's URL changed (back, forward) replaces what is typed.
  const [shownTerm, setShownTerm] = useState(state.term);
  if (shownTerm !== state.term) {
    setShownTerm(state.term);
    setDraftTerm(state.term);
  }
  const { approvals, pager, isLoading, isValidating, error } = useApprovals(approvalListRequest(state), {
    // The host's loader answers the URL's state; without a host state only the initial one.
    fallbackData: hostState !== undefined || state === initialState ? fallbackData : undefined,
  });
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [decision, setDecision] = useState<PendingDecision | null>(null);
  const [summary, setSummary] = useState<DecisionSummary | null>(null);

  const change = (patch: Partial<ApprovalListState>) => {
    const next = { ...state, page: 1, ...patch };
    setOwnState(next);
    onStateChange?.(next);
  };
  useDebouncedCommit(draftTerm.trim(), state.term, (term) => change({ term }), 500);

  const orderNumberOf = (id: string) => approvals.find((approval) => approval.id === id)?.orderNumber ?? id;
  const ask = (action: PendingDecision['action'], ids: readonly string[]) => {
    setSummary(null);
    setDecision({ action, ids, orderNumbers: ids.map(orderNumberOf) });
  };

  const columns: DataTableColumn<Approval>[] = [
    {
      id: 'orderNumber',
      header: t('approvals.column.orderNumber'),
      value: (approval) => approval.orderNumber,
      sortable: true,
      rowHeader: true,
      cell: (approval) =>
        renderLink({
          href: `/account/approvals/${approval.id}`,
          className: linkClass,
          children: approval.orderNumber,
        }),
    },
    { id: 'firstName', header: t('approvals.column.firstName'), value: (approval) => approval.requester.firstName },
    {
      id: 'lastName',
      header: t('approvals.column.lastName'),
      value: (approval) => approval.requester.lastName,
      sortable: true,
    },
    { id: 'flow', header: t('approvals.column.flow'), value: (approval) => approval.flow?.name ?? t('approvals.none') },
    {
      id: 'openBudget',
      header: t('approvals.column.openBudget'),
      value: (approval) => moneyText(text, approval.openBudget),
      align: 'end',
    },
    {
      id: 'remainingBudget',
      header: t('approvals.column.remainingBudget'),
      value: (approval) => moneyText(text, approval.remainingBudget),
      cell: (approval) => (
        <span className={approval.remainingBudget !== null && approval.remainingBudget < 0 ? 'text-danger' : undefined}>
          {moneyText(text, approval.remainingBudget)}
        </span>
      ),
      align: 'end',
    },
    {
      id: 'amount',
      header: t('approvals.column.amount'),
      value: (approval) => moneyText(text, approval.amount),
      sortable: true,
      align: 'end',
    },
    {
      id: 'orderDate',
      header: t('approvals.column.date'),
      value: (approval) => dateText(locale, approval.orderDate),
      sortable: true,
    },
    {
      id: 'status',
      header: t('approvals.column.status'),
      value: (approval) => t(`approvals.status.${approval.status}`),
      sortable: true,
      cell: (approval) => {
        const note = statusNote(text, approval);
        return (
          <span className="flex flex-col items-start gap-1">
            <Badge variant={statusTone[approval.status]}>{t(`approvals.status.${approval.status}`)}</Badge>
            {note ? <span className="text-xs text-muted-foreground">{note}</span> : null}
          </span>
        );
      },
    },
  ];

  const sort: DataTableSort = {
    columnId: state.sort.field,
    direction: state.sort.order === 'ASC' ? 'ascending' : 'descending',
  };
  const pendingIds = (ids: readonly string[]) =>
    ids.filter((id) => approvals.find((approval) => approval.id === id)?.status === 'pending');

  return (
    <section
      data-slot="approval-list"
      aria-busy={isValidating}
      aria-label={t('approvals.title')}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <fieldset className="grid gap-4 rounded-lg border border-border bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="px-1 text-sm font-semibold">{t('approvals.filters')}</legend>
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={termId} className="font-medium">
            {t('approvals.search')}
          </label>
          <input
            id={termId}
            type="search"
            value={draftTerm}
            onChange={(event) => setDraftTerm(event.target.value)}
            className={fieldControlVariants()}
          />
        </div>
        <Select
          label={t('approvals.filter.status')}
          options={[
            { id: 'all', label: t('approvals.filter.all') },
            { id: 'pending', label: t('approvals.status.pending') },
            { id: 'approved', label: t('approvals.status.approved') },
            { id: 'declined', label: t('approvals.status.declined') },
          ]}
          value={state.status}
          onChange={(value) => change({ status: (value ?? 'all') as ApprovalListState['status'] })}
        />
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t('approvals.filter.dateFrom')}</span>
          <input
            type="date"
            value={state.dateFrom}
            max={state.dateTo || undefined}
            onChange={(event) => change({ dateFrom: event.target.value })}
            className={fieldControlVariants()}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t('approvals.filter.dateTo')}</span>
          <input
            type="date"
            value={state.dateTo}
            min={state.dateFrom || undefined}
            onChange={(event) => change({ dateTo: event.target.value })}
            className={fieldControlVariants()}
          />
        </label>
      </fieldset>
      <p aria-live="polite" className="text-sm">
        {t('approvals.total', { total: pager.total })}
      </p>
      {summary ? <DecisionNotice summary={summary} /> : null}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {errorText(error.errors[0]?.code)}
        </p>
      ) : null}
      <DataTable
        caption={t('approvals.caption')}
        hideCaption
        columns={columns}
        rows={approvals}
        getRowId={(approval) => approval.id}
        getRowLabel={(approval) => `${approval.orderNumber} ${requesterName(approval)}`}
        sortMode="server"
        sort={sort}
        onSortChange={(next) => {
          const field = sortFields.find((candidate) => candidate === next?.columnId) as SortField | undefined;
          change({
            sort: field
              ? { field, order: next?.direction === 'ascending' ? 'ASC' : 'DESC' }
              : emptyApprovalListState.sort,
          });
        }}
        selectable
        selectedIds={selectedIds}
        onSelectedIdsChange={setSelectedIds}
        bulkActions={(ids) => {
          const pending = pendingIds(ids);
          return (
            <span className="flex gap-2">
              <Button type="button" size="sm" disabled={pending.length === 0} onClick={() => ask('approve', pending)}>
                {t('approvals.approveSelected')}
              </Button>
              <Button
                type="button"
                size="sm"
                variant="secondary"
                disabled={pending.length === 0}
                onClick={() => ask('decline', pending)}
              >
                {t('approvals.declineSelected')}
              </Button>
            </span>
          );
        }}
        loading={isLoading}
        empty={
          <EmptyState
            size="compact"
            title={t('approvals.empty.title')}
            description={t('approvals.empty.text')}
            headingLevel={3}
          />
        }
        pagination={{
          page: pager.page,
          pageSize: pager.limit,
          totalResults: pager.total,
          onPageChange: (page) => {
            const next = { ...state, page };
            setOwnState(next);
            onStateChange?.(next);
          },
        }}
      />
      <ApprovalDecisionDialog
        decision={decision}
        onClose={() => setDecision(null)}
        onDecided={(outcomes) => {
          setSummary(decisionSummary(outcomes, orderNumberOf));
          setSelectedIds([]);
        }}
      />
    </section>
  );
}
