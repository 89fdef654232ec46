import type { OrderListListResponse, OrderListSummary } from '@ratchet/store-api-contract';
import {
  Button,
  DataTable,
  EmptyState,
  Input,
  cn,
  defaultRenderLink,
  type DataTableColumn,
  type RenderLink,
} from '@ratchet/ui';
import { useState, type ComponentProps } from 'react';
import { useAccountText } from '../i18n';
import { recordFilterDebounceMs } from '../lib/recordFilters';
import { useDebouncedCommit } from '../lib/useDebouncedValue';
import { DeleteOrderListDialog, OrderListFormDialog } from './OrderListFormDialog';
import { orderListsUrlState, type OrderListsState } from './orderListsState';
import { orderListDate, orderListLinkClass, orderListMoney, orderListPath, orderListsPath } from './orderListTexts';
import { useOrderListActions, useOrderLists } from './useOrderLists';

/** How long the name search waits after the last key stroke (as the other account lists). */
export const orderListSearchDebounceMs = recordFilterDebounceMs;

export type OrderListsViewProps = Omit<ComponentProps<'section'>, 'children'> & {
  /**
   * The page and name search as the page's URL says it (`orderListsUrlState.fromQuery`); with `onStateChange` the
   * host keeps them in the URL (back button, reload, shared link). Without it the screen keeps them itself.
   */
  state?: OrderListsState | undefined;
  /** Called with the next state; the host writes it to the URL (`orderListsUrlState.toQuery`) and the list follows. */
  onStateChange?: ((state: OrderListsState) => void) | undefined;
  /** The storefront loader's answer for the URL it rendered. */
  fallbackData?: OrderListListResponse | undefined;
  /** The list path whose query holds the state, for the pager's links. */
  listPath?: string | undefined;
  /** Renders links with the host router (paths below the domain prefix). */
  renderLink?: RenderLink | undefined;
  /** Called after a list was created (e.g. to open it). */
  onCreated?: ((list: { id: string; name: string }) => void) | undefined;
  /** Opens the create dialog at once (the route orderlist/create). */
  defaultCreateOpen?: boolean | undefined;
};

/** The create form: a name and who sees the list (company by default). */
export function CreateOrderListDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: ((list: { id: string; name: string }) => void) | undefined;
}) {
  const { t } = useAccountText('orderLists');
  const { create, isMutating } = useOrderListActions();
  return (
    <OrderListFormDialog
      slot="create-order-list-dialog"
      open={open}
      onOpenChange={onOpenChange}
      title={t('orderLists.create')}
      description={t('orderLists.empty.text')}
      submitLabel={t('orderLists.create.submit')}
      initial={{ name: '', privacy: 'company' }}
      choosePrivacy
      pending={isMutating}
      onSubmit={async (values) => {
        const result = await create(values);
        if (result.ok) onCreated?.({ id: result.data.id, name: result.data.name });
        return result;
      }}
    />
  );
}

/**
 * The order lists screen (account-area.md §2 orderlist, §3 Order list; issue 13): the company's lists and the own
 * private ones with name, who sees them, creator, created date, item count and amount; a name search (500 ms after
 * the last key stroke), pages of 20 — both in the host's URL — create (name and privacy user/company) and delete
 * with a confirmation.
 */
export function OrderListsView({
  state: stateProp,
  onStateChange,
  fallbackData,
  listPath = orderListsPath,
  renderLink = defaultRenderLink,
  onCreated,
  defaultCreateOpen = false,
  className,
  ...props
}: OrderListsViewProps) {
  const { t, locale, errorText } = useAccountText('orderLists');
  const [ownState, setOwnState] = useState(stateProp ?? orderListsUrlState.empty);
  const state = stateProp ?? ownState;
  const setState = (next: OrderListsState) => {
    setOwnState(next);
    onStateChange?.(next);
  };
  const { page, search } = state;
  const [draft, setDraft] = useState(search);
  const [shown, setShown] = useState(search);
  // The URL changed elsewhere (back button, a link): the field shows it.
  if (shown !== search) {
    setShown(search);
    setDraft(search);
  }
  const [creating, setCreating] = useState(defaultCreateOpen);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState('');
  const { lists, pager, isLoading, error } = useOrderLists({ page, search }, { fallbackData });
  useDebouncedCommit(draft.trim(), search, (next) => setState({ page: 1, search: next }), orderListSearchDebounceMs);

  const columns: DataTableColumn<OrderListSummary>[] = [
    {
      id: 'name',
      header: t('orderLists.column.name'),
      value: (list) => list.name,
      rowHeader: true,
      cell: (list) => renderLink({ href: orderListPath(list.id), className: orderListLinkClass, children: list.name }),
    },
    {
      id: 'privacy',
      header: t('orderLists.column.privacy'),
      value: (list) => t(`orderLists.privacy.${list.privacy}.short`),
    },
    {
      id: 'createdBy',
      header: t('orderLists.column.createdBy'),
      value: (list) => `${list.createdBy.firstName} ${list.createdBy.lastName}`,
    },
    {
      id: 'createdAt',
      header: t('orderLists.column.createdAt'),
      value: (list) => orderListDate(locale, list.createdAt),
    },
    { id: 'itemCount', header: t('orderLists.column.itemCount'), value: (list) => list.itemCount, align: 'end' },
    {
      id: 'amount',
      header: t('orderLists.column.amount'),
      value: (list) => orderListMoney(locale, list.amount, t('orderLists.none')),
      align: 'end',
    },
    {
      id: 'actions',
      header: t('orderLists.column.actions'),
      cell: (list) => (
        <DeleteOrderListDialog
          list={list}
          trigger={
            <Button
              type="button"
              size="sm"
              variant="secondary"
              aria-label={t('orderLists.delete.label', { name: list.name })}
            >
              {t('orderLists.delete')}
            </Button>
          }
          onConfirm={() => {
            setNotice('');
            setFailure('');
          }}
          onResult={(result) => {
            if (result.ok) setNotice(t('orderLists.deleted', { name: list.name }));
            else setFailure(result.errors.map((problem) => errorText(problem.code)).join(' '));
          }}
        />
      ),
    },
  ];

  return (
    <section
      data-slot="order-lists"
      aria-label={t('orderLists.title')}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <Input
          type="search"
          label={t('orderLists.search')}
          value={draft}
          onValueChange={setDraft}
          maxLength={100}
          wrapperClassName="sm:max-w-xs"
        />
        <Button type="button" onClick={() => setCreating(true)}>
          {t('orderLists.create')}
        </Button>
      </div>
      <CreateOrderListDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(list) => {
          setNotice(t('orderLists.created', { name: list.name }));
          onCreated?.(list);
        }}
      />
      <div aria-live="polite" className="text-sm">
        {notice ? <p data-slot="order-lists-notice">{notice}</p> : null}
      </div>
      {failure || error ? (
        <p role="alert" className="text-sm text-danger">
          {failure || errorText(error?.errors[0]?.code)}
        </p>
      ) : null}
      <DataTable
        caption={t('orderLists.caption')}
        hideCaption
        columns={columns}
        rows={lists}
        getRowId={(list) => list.id}
        getRowLabel={(list) => list.name}
        loading={isLoading}
        empty={
          <EmptyState
            size="compact"
            title={t('orderLists.empty.title')}
            description={t('orderLists.empty.text')}
            headingLevel={3}
          />
        }
        pagination={{
          page: pager.page,
          pageSize: pager.limit,
          totalResults: pager.total,
          onPageChange: (next) => setState({ ...state, page: next }),
          getPageHref: (next) => orderListsUrlState.href(listPath, { ...state, page: next }),
        }}
      />
    </section>
  );
}
