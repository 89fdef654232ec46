import type { OrderListDetail, OrderListItem } from '@ratchet/store-api-contract';
import { formatStock, safeDeliveryTimeRange } from '@ratchet/store-api-contract/rules';
import {
  Button,
  DataTable,
  EmptyState,
  QuantityCounter,
  cn,
  defaultRenderLink,
  type DataTableColumn,
  type RenderLink,
} from '@ratchet/ui';
import { useState, type ComponentProps } from 'react';
import { useAccountText } from '../i18n';
import type { OrderListCartPlan } from './orderListCart';
import { DeleteOrderListDialog, OrderListFormDialog } from './OrderListFormDialog';
import { orderListDate, orderListLinkClass, orderListMoney, orderListsPath } from './orderListTexts';
import { useOrderList, useOrderListActions, useOrderListToCart } from './useOrderLists';

/** Items per page of the detail table; 'add all' and selections span every page. */
export const orderListItemsPageSize = 20;

export type OrderListDetailViewProps = Omit<ComponentProps<'section'>, 'children'> & {
  listId: string;
  /** The storefront loader's answer. */
  fallbackData?: OrderListDetail | undefined;
  /** Renders links with the host router (paths below the domain prefix). */
  renderLink?: RenderLink | undefined;
  /** Called after the list was deleted (the host goes back to the lists). */
  onDeleted?: (() => void) | undefined;
  /** Called after items went into the cart (e.g. to refresh the header's cart). */
  onAddedToCart?: ((plan: OrderListCartPlan) => void) | undefined;
};

/** Rename (and, for its creator, who sees it). */
function RenameDialog({
  list,
  open,
  onOpenChange,
}: {
  list: OrderListDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useAccountText('orderLists');
  const { update, isMutating } = useOrderListActions();
  return (
    <OrderListFormDialog
      slot="rename-order-list-dialog"
      open={open}
      onOpenChange={onOpenChange}
      title={t('orderLists.rename.title')}
      description={list.name}
      submitLabel={t('orderLists.rename.submit')}
      initial={{ name: list.name, privacy: list.privacy }}
      choosePrivacy={list.isOwn}
      pending={isMutating}
      onSubmit={({ name, privacy }) =>
        update(list.id, { name, ...(list.isOwn && privacy !== list.privacy ? { privacy } : {}) })
      }
    />
  );
}

/**
 * One order list (account-area.md §2 orderlist/details, §3 Order list items; issue 13): every item with article
 * number, name, the company's article number, quantity (changed on the product's grid, rules/quantity), unit price,
 * eco contribution, unit, stock, delivery time and total; remove items, select lines on any page, and put all items
 * or the selected ones into the cart in ONE multi-add — across every page of a long list. Items that cannot go in
 * now are named. Rename (privacy too for the creator) and delete with a confirmation.
 */
export function OrderListDetailView({
  listId,
  fallbackData,
  renderLink = defaultRenderLink,
  onDeleted,
  onAddedToCart,
  className,
  ...props
}: OrderListDetailViewProps) {
  const { t, locale, errorText } = useAccountText('orderLists');
  const { list, isLoading, error } = useOrderList(listId, { fallbackData });
  const { update, removeItems, isMutating } = useOrderListActions();
  const { addToCart, isAdding } = useOrderListToCart();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [renaming, setRenaming] = useState(false);
  const [outcome, setOutcome] = useState<OrderListCartPlan | null>(null);
  const [failure, setFailure] = useState('');
  const none = t('orderLists.none');

  if (!list) {
    return (
      <section
        data-slot="order-list-detail"
        data-state={isLoading ? 'loading' : 'error'}
        className={className}
        {...props}
      >
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {errorText(error.errors[0]?.code)}
          </p>
        ) : null}
      </section>
    );
  }

  const failed = (errors: ReadonlyArray<{ code: string }>) =>
    setFailure(errors.map((problem) => errorText(problem.code)).join(' '));
  const pageCount = Math.max(1, Math.ceil(list.items.length / orderListItemsPageSize));
  const currentPage = Math.min(page, pageCount);
  const rows = list.items.slice((currentPage - 1) * orderListItemsPageSize, currentPage * orderListItemsPageSize);
  const itemIds = new Set(list.items.map((item) => item.id));
  const selection = selected.filter((id) => itemIds.has(id));

  const toCart = async (ids?: string[]) => {
    setFailure('');
    setOutcome(null);
    const result = await addToCart(list, ids);
    if (!result.ok) {
      failed(result.errors);
      return;
    }
    setOutcome(result.data);
    onAddedToCart?.(result.data);
  };
  const changeQuantity = async (item: OrderListItem, quantity: number) => {
    if (quantity === item.quantity) return;
    setFailure('');
    const result = await update(list.id, { items: [{ id: item.id, quantity }] });
    if (!result.ok) failed(result.errors);
  };
  const removeIds = async (ids: string[]) => {
    setFailure('');
    const result = await removeItems(list.id, ids);
    if (!result.ok) failed(result.errors);
    else setSelected((current) => current.filter((id) => !ids.includes(id)));
  };

  const columns: DataTableColumn<OrderListItem>[] = [
    {
      id: 'product',
      header: t('orderLists.column.product'),
      value: (item) => item.name,
      rowHeader: true,
      cell: (item) => (
        <span className="flex flex-col">
          {renderLink({ href: `/${item.seoPath}`, className: orderListLinkClass, children: item.name })}
          <span className="text-xs text-muted-foreground">{item.productNumber}</span>
          {item.available ? null : <span className="text-xs text-danger">{t('orderLists.notAvailable')}</span>}
        </span>
      ),
    },
    {
      id: 'customerArticleNumber',
      header: t('orderLists.column.customerArticleNumber'),
      value: (item) => item.customerArticleNumber ?? none,
    },
    {
      id: 'quantity',
      header: t('orderLists.column.quantity'),
      cell: (item) => (
        <QuantityCounter
          value={item.quantity}
          minPurchase={item.minPurchase}
          purchaseStep={item.purchaseStep}
          maxPurchase={item.maxPurchase}
          label={t('orderLists.quantity.label', { name: item.name })}
          busy={isMutating}
          onChange={(quantity) => void changeQuantity(item, quantity)}
        />
      ),
    },
    {
      id: 'packUnit',
      header: t('orderLists.column.packUnit'),
      value: (item) =>
        item.packUnit === 'piece' || item.packUnit === 'metre' || item.packUnit === 'pack'
          ? t(`orderLists.unit.${item.packUnit}`)
          : item.packUnit,
    },
    {
      id: 'unitPrice',
      header: t('orderLists.column.unitPrice'),
      value: (item) => orderListMoney(locale, item.unitPrice, none),
      align: 'end',
    },
    {
      id: 'ecotax',
      header: t('orderLists.column.ecotax'),
      value: (item) => orderListMoney(locale, item.ecotax, none),
      align: 'end',
    },
    {
      id: 'stock',
      header: t('orderLists.column.stock'),
      value: (item) => formatStock(item.stock, locale),
      align: 'end',
    },
    {
      id: 'deliveryTime',
      header: t('orderLists.column.deliveryTime'),
      value: (item) => {
        const range = safeDeliveryTimeRange(item.deliveryTime);
        return range ? t('orderLists.deliveryTime', { min: range.minDays, max: range.maxDays }) : none;
      },
    },
    {
      id: 'total',
      header: t('orderLists.column.total'),
      value: (item) => orderListMoney(locale, item.totalPrice, none),
      align: 'end',
    },
    {
      id: 'remove',
      header: t('orderLists.column.actions'),
      cell: (item) => (
        <Button
          type="button"
          size="sm"
          variant="secondary"
          disabled={isMutating}
          aria-label={t('orderLists.remove.label', { name: item.name })}
          onClick={() => void removeIds([item.id])}
        >
          {t('orderLists.remove')}
        </Button>
      ),
    },
  ];

  return (
    <section
      data-slot="order-list-detail"
      data-state="ready"
      aria-labelledby={`order-list-${list.id}`}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <div className="flex flex-col gap-2">
        {renderLink({
          href: orderListsPath,
          className: cn(orderListLinkClass, 'text-sm'),
          children: t('orderLists.back'),
        })}
        <h2 id={`order-list-${list.id}`} className="text-xl font-semibold">
          {list.name}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('orderLists.meta', {
            name: `${list.createdBy.firstName} ${list.createdBy.lastName}`,
            date: orderListDate(locale, list.createdAt),
            privacy: t(`orderLists.privacy.${list.privacy}.short`),
          })}
        </p>
        <p data-slot="order-list-summary" className="text-sm font-medium">
          {t('orderLists.summary', { count: list.itemCount, amount: orderListMoney(locale, list.amount, none) })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {/* Busy, not disabled, while the lines go into the cart: the button keeps the focus of whoever pressed it (as the
            order's reorder). */}
        <Button type="button" loading={isAdding} disabled={list.items.length === 0} onClick={() => void toCart()}>
          {t('orderLists.addAll', { count: list.items.length })}
        </Button>
        <Button type="button" variant="secondary" onClick={() => setRenaming(true)}>
          {t('orderLists.rename')}
        </Button>
        <DeleteOrderListDialog
          list={list}
          trigger={
            <Button type="button" variant="secondary">
              {t('orderLists.delete')}
            </Button>
          }
          onResult={(result) => {
            if (result.ok) onDeleted?.();
            else failed(result.errors);
          }}
        />
      </div>
      <RenameDialog key={`${list.name}-${list.privacy}`} list={list} open={renaming} onOpenChange={setRenaming} />
      <div aria-live="polite" className="text-sm">
        {outcome ? (
          <div data-slot="order-list-cart-outcome" className="flex flex-col gap-1">
            <p>{t('orderLists.added', { count: outcome.add.length })}</p>
            {outcome.notAdded.length > 0 ? (
              <div role="alert" className="text-danger">
                <p className="font-medium">{t('orderLists.notAdded')}</p>
                <ul className="list-disc ps-5">
                  {outcome.notAdded.map(({ item, reason }) => (
                    <li key={item.id}>
                      {item.name} ({item.productNumber}): {t(`orderLists.reason.${reason}`)}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      ) : null}
      <DataTable
        caption={t('orderLists.items.caption', { name: list.name })}
        hideCaption
        density="compact"
        columns={columns}
        rows={rows}
        getRowId={(item) => item.id}
        getRowLabel={(item) => item.name}
        selectable
        selectedIds={selection}
        onSelectedIdsChange={setSelected}
        bulkActions={(ids) => (
          <>
            <Button type="button" size="sm" loading={isAdding} onClick={() => void toCart(ids)}>
              {t('orderLists.addSelected')}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              disabled={isMutating}
              onClick={() => void removeIds(ids)}
            >
              {t('orderLists.removeSelected')}
            </Button>
          </>
        )}
        empty={
          <EmptyState
            size="compact"
            title={t('orderLists.items.empty.title')}
            description={t('orderLists.items.empty.text')}
            headingLevel={3}
          />
        }
        pagination={
          list.items.length > orderListItemsPageSize
            ? {
                page: currentPage,
                pageSize: orderListItemsPageSize,
                totalResults: list.items.length,
                onPageChange: setPage,
              }
            : undefined
        }
      />
    </section>
  );
}
