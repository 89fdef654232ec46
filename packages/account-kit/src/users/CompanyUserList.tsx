import type { CompanyCustomer, CompanyCustomerListResponse } from '@ratchet/store-api-contract';
import {
  companyUserBudgetBounds,
  companyUserListQuery,
  companyUserSearchDebounceMs,
  emptyCompanyUserListState,
  formatPrice,
  type CompanyUserField,
  type CompanyUserListState,
} from '@ratchet/store-api-contract/rules';
import {
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  Select,
  Slider,
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
import { useCompanyUserActions } from './useCompanyUserActions';
import { useCompanyUsers } from './useCompanyUsers';

export type CompanyUserListProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The list state as the page's URL says it (`companyUserListStateFromQuery`). */
  state: CompanyUserListState;
  /** Called with the next state; the host writes it to the URL (`companyUserListQuery`) and the list follows. */
  onStateChange: (state: CompanyUserListState) => void;
  /** The storefront loader's answer for the URL it rendered. */
  fallbackData?: CompanyCustomerListResponse | undefined;
  /** The logged-in customer (cannot delete themselves: the server refuses with RATCHET__OWN_ACCOUNT_PROTECTED). */
  currentUserId?: string | undefined;
  /** Renders links with the host router (paths below the domain prefix). */
  renderLink?: RenderLink | undefined;
  /** The list path whose query holds the state (`/account/customer`), for the pager's links. */
  listPath?: string | undefined;
};

const textFilters = ['firstName', 'lastName', 'username'] as const;
type TextFilter = 'search' | (typeof textFilters)[number];

const linkClass =
  'font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus';

/** One text filter: typed freely, committed to the URL 500 ms after the last key stroke (account-area.md §7). */
function DebouncedInput({
  label,
  description,
  value,
  onCommit,
  type = 'text',
}: {
  label: string;
  description?: string;
  value: string;
  onCommit: (value: string) => void;
  type?: 'text' | 'search';
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL changed elsewhere (back button, reset): the field shows it.
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  useDebouncedCommit(draft.trim(), value, onCommit, companyUserSearchDebounceMs);
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        aria-describedby={description ? `${id}-help` : undefined}
        className={fieldControlVariants()}
      />
      {description ? (
        <span id={`${id}-help`} className="text-xs text-muted-foreground">
          {description}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The company's users (account-area.md §2 Users, §7 POST …/companies/customers; issue 11): search that waits 500 ms,
 * filters by first name, last name, username, lead buyer, budget and remaining budget (0–10000 sliders), sort by
 * column and pages of 20 — every one of them in the URL under the §7 parameter names, so the host's URL is the
 * state. Selected users are deleted after a confirmation.
 */
export function CompanyUserList({
  state,
  onStateChange,
  fallbackData,
  currentUserId,
  renderLink = defaultRenderLink,
  listPath = '/account/customer',
  className,
  ...props
}: CompanyUserListProps) {
  const { t, locale, errorText } = useAccountText('users');
  const { users, pager, isLoading, isValidating, error } = useCompanyUsers(state, { fallbackData });
  const { deleteUsers, isMutating } = useCompanyUserActions();
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [confirming, setConfirming] = useState<string[] | null>(null);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState('');

  const change = (patch: Partial<CompanyUserListState>) => onStateChange({ ...state, page: 1, ...patch });
  const money = (value: number | null) => (value === null ? t('users.none') : formatPrice(value, locale));
  const name = (user: CompanyCustomer) => `${user.firstName} ${user.lastName}`;

  const columns: DataTableColumn<CompanyCustomer>[] = [
    {
      id: 'lastName',
      header: t('users.column.name'),
      value: name,
      sortable: true,
      rowHeader: true,
      cell: (user) =>
        renderLink({ href: `/account/customer/details/${user.id}`, className: linkClass, children: name(user) }),
    },
    { id: 'username', header: t('users.column.username'), value: (user) => user.username, sortable: true },
    { id: 'email', header: t('users.column.email'), value: (user) => user.email, sortable: true },
    {
      id: 'active',
      header: t('users.column.status'),
      value: (user) =>
        user.awaitingActivation
          ? t('users.status.awaiting')
          : user.active
            ? t('users.status.active')
            : t('users.status.inactive'),
      sortable: true,
    },
    {
      id: 'leadBuyer',
      header: t('users.column.leadBuyer'),
      value: (user) => (user.leadBuyer ? t('users.yes') : t('users.no')),
      sortable: true,
    },
    {
      id: 'budget',
      header: t('users.column.budget'),
      value: (user) => money(user.budget),
      sortable: true,
      align: 'end',
    },
    {
      id: 'budgetRemaining',
      header: t('users.column.budgetRemaining'),
      value: (user) => money(user.budgetRemaining),
      sortable: true,
      align: 'end',
    },
    {
      id: 'actions',
      header: t('users.column.actions'),
      cell: (user) => (
        <span className="flex gap-3">
          {renderLink({
            href: `/account/customer/details/${user.id}`,
            className: linkClass,
            'aria-label': `${t('users.edit')}: ${name(user)}`,
            children: t('users.edit'),
          })}
          {renderLink({
            href: `/account/customer/rights/${user.id}`,
            className: linkClass,
            'aria-label': `${t('users.rights')}: ${name(user)}`,
            children: t('users.rights'),
          })}
        </span>
      ),
    },
  ];

  const sort: DataTableSort = state.field
    ? { columnId: state.field, direction: state.order === 'desc' ? 'descending' : 'ascending' }
    : null;
  const pageHref = (page: number) => {
    const query = companyUserListQuery({ ...state, page }).toString();
    return query ? `${listPath}?${query}` : listPath;
  };
  const filtered =
    companyUserListQuery({ ...state, page: 1 }).toString() !==
    companyUserListQuery(emptyCompanyUserListState).toString();

  const confirmDelete = async () => {
    if (!confirming) return;
    const result = await deleteUsers(confirming);
    if (!result.ok) {
      setFailure(result.errors.map((problem) => errorText(problem.code)).join(' '));
      throw new Error('delete refused');
    }
    setFailure('');
    setNotice(t('users.deleted', { count: result.data.length }));
    setSelectedIds((ids) => ids.filter((id) => !result.data.includes(id)));
  };

  const budgetRange = (min: number | null, max: number | null): [number, number] => [
    min ?? companyUserBudgetBounds.min,
    max ?? companyUserBudgetBounds.max,
  ];
  const rangePatch = (range: readonly number[]): [number | null, number | null] => [
    range[0] === companyUserBudgetBounds.min ? null : (range[0] ?? null),
    range[1] === companyUserBudgetBounds.max ? null : (range[1] ?? null),
  ];

  return (
    <section
      data-slot="company-user-list"
      aria-busy={isValidating}
      aria-label={t('users.title')}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full max-w-md">
          <DebouncedInput
            type="search"
            label={t('users.search')}
            description={t('users.searchHelp')}
            value={state.search}
            onCommit={(search) => change({ search })}
          />
        </div>
        {renderLink({
          href: '/account/customer/create',
          className:
            'inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-focus',
          children: t('users.create'),
        })}
      </div>
      <fieldset className="grid gap-4 rounded-lg border border-border bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="px-1 text-sm font-semibold">{t('users.filters')}</legend>
        {textFilters.map((field) => (
          <DebouncedInput
            key={field}
            label={t(`users.filter.${field}`)}
            value={state[field]}
            onCommit={(value) => change({ [field]: value } as Pick<CompanyUserListState, TextFilter>)}
          />
        ))}
        <Select
          label={t('users.filter.leadBuyer')}
          options={[
            { id: 'any', label: t('users.filter.any') },
            { id: 'true', label: t('users.yes') },
            { id: 'false', label: t('users.no') },
          ]}
          value={state.leadBuyer === null ? 'any' : String(state.leadBuyer)}
          onChange={(value) => change({ leadBuyer: value === 'true' ? true : value === 'false' ? false : null })}
        />
        <Slider
          className="sm:col-span-2"
          label={t('users.filter.budget')}
          names={['budgetMin', 'budgetMax']}
          min={companyUserBudgetBounds.min}
          max={companyUserBudgetBounds.max}
          defaultValue={budgetRange(state.budgetMin, state.budgetMax)}
          key={`budget-${state.budgetMin}-${state.budgetMax}`}
          onValueCommit={(range) => {
            const [budgetMin, budgetMax] = rangePatch(range);
            change({ budgetMin, budgetMax });
          }}
        />
        <Slider
          className="sm:col-span-2"
          label={t('users.filter.budgetRemaining')}
          names={['budgetRemainingMin', 'budgetRemainingMax']}
          min={companyUserBudgetBounds.min}
          max={companyUserBudgetBounds.max}
          defaultValue={budgetRange(state.budgetRemainingMin, state.budgetRemainingMax)}
          key={`remaining-${state.budgetRemainingMin}-${state.budgetRemainingMax}`}
          onValueCommit={(range) => {
            const [budgetRemainingMin, budgetRemainingMax] = rangePatch(range);
            change({ budgetRemainingMin, budgetRemainingMax });
          }}
        />
        {filtered ? (
          <div className="flex items-end sm:col-span-2 lg:col-span-4">
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => onStateChange(emptyCompanyUserListState)}
            >
              {t('users.filter.reset')}
            </Button>
          </div>
        ) : null}
      </fieldset>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p aria-live="polite">{t('users.total', { total: pager.total })}</p>
        <p role="status" className="text-success">
          {notice}
        </p>
      </div>
      {failure || error ? (
        <p role="alert" className="text-sm text-danger">
          {failure || errorText(error?.errors[0]?.code)}
        </p>
      ) : null}
      <DataTable
        caption={t('users.caption')}
        hideCaption
        columns={columns}
        rows={users}
        getRowId={(user) => user.id}
        getRowLabel={name}
        sortMode="server"
        sort={sort}
        onSortChange={(next) =>
          change({
            field: (next?.columnId as CompanyUserField | undefined) ?? null,
            order: next?.direction === 'descending' ? 'desc' : 'asc',
          })
        }
        selectable
        selectedIds={selectedIds}
        onSelectedIdsChange={setSelectedIds}
        bulkActions={(ids) => (
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={isMutating}
            onClick={() => {
              setFailure('');
              setConfirming(ids);
            }}
          >
            {t('users.deleteSelected')}
          </Button>
        )}
        loading={isLoading}
        empty={
          <EmptyState
            size="compact"
            title={t('users.empty.title')}
            description={t('users.empty.text')}
            headingLevel={3}
          />
        }
        pagination={{
          page: pager.page,
          pageSize: pager.limit,
          totalResults: pager.total,
          onPageChange: (page) => onStateChange({ ...state, page }),
          getPageHref: pageHref,
        }}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        variant="destructive"
        title={
          confirming?.length === 1
            ? t('users.deleteTitleOne', {
                name: (() => {
                  const user = users.find((candidate) => candidate.id === confirming[0]);
                  return user ? name(user) : '';
                })(),
              })
            : t('users.deleteTitle', { count: confirming?.length ?? 0 })
        }
        description={t('users.deleteText')}
        confirmLabel={t('users.delete')}
        pending={isMutating}
        onConfirm={confirmDelete}
      >
        {confirming?.includes(currentUserId ?? '') || failure ? (
          <p role="alert" className="text-sm text-danger">
            {failure || errorText('RATCHET__OWN_ACCOUNT_PROTECTED')}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
