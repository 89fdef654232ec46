import type { OrderFlow, OrderFlowListResponse } from '@ratchet/store-api-contract';
import { formatPrice } from '@ratchet/store-api-contract/rules';
import {
  Badge,
  Button,
  DataTable,
  EmptyState,
  Select,
  cn,
  defaultRenderLink,
  type DataTableColumn,
  type RenderLink,
} from '@ratchet/ui';
import { useState, type ComponentProps } from 'react';
import { useAccountText } from '../i18n';
import { useOrderFlowActions, useOrderFlows, type OrderFlowStatusFilter } from './useOrderFlows';

export type OrderFlowListProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The storefront loader's answer (every flow). */
  fallbackData?: OrderFlowListResponse | undefined;
  /** Renders links with the host router (paths below the domain prefix). */
  renderLink?: RenderLink | undefined;
};

const linkClass =
  'font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus';
const names = (people: readonly { firstName: string; lastName: string }[]) =>
  people.map((person) => `${person.firstName} ${person.lastName}`).join(', ');

/**
 * The company's approval flows (account-area.md §2 flows; issue 12): name, budget per user and period, period,
 * approvers, users and status, filtered by status; a flow is edited on its page and activated or deactivated here.
 */
export function OrderFlowList({
  fallbackData,
  renderLink = defaultRenderLink,
  className,
  ...props
}: OrderFlowListProps) {
  const { t, locale, errorText } = useAccountText('flows');
  const [status, setStatus] = useState<OrderFlowStatusFilter>('all');
  const { flows, isLoading, error } = useOrderFlows(status, {
    fallbackData: status === 'all' ? fallbackData : undefined,
  });
  const { setActive, isMutating } = useOrderFlowActions();
  const [failure, setFailure] = useState('');
  const toggle = async (flow: OrderFlow) => {
    const result = await setActive(flow.id, !flow.active);
    setFailure(result.ok ? '' : result.errors.map((problem) => errorText(problem.code)).join(' '));
  };
  const columns: DataTableColumn<OrderFlow>[] = [
    {
      id: 'name',
      header: t('flows.column.name'),
      value: (flow) => flow.name,
      rowHeader: true,
      cell: (flow) => renderLink({ href: `/account/flows/${flow.id}`, className: linkClass, children: flow.name }),
    },
    { id: 'budget', header: t('flows.column.budget'), value: (flow) => formatPrice(flow.budget, locale), align: 'end' },
    { id: 'period', header: t('flows.column.period'), value: (flow) => t(`flows.period.${flow.period}`) },
    { id: 'approvers', header: t('flows.column.approvers'), value: (flow) => names(flow.approvers) },
    { id: 'users', header: t('flows.column.users'), value: (flow) => names(flow.users) },
    {
      id: 'status',
      header: t('flows.column.status'),
      value: (flow) => (flow.active ? t('flows.status.active') : t('flows.status.inactive')),
      cell: (flow) => (
        <Badge variant={flow.active ? 'success' : 'outline'}>
          {flow.active ? t('flows.status.active') : t('flows.status.inactive')}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: t('flows.column.actions'),
      cell: (flow) => (
        <span className="flex flex-wrap items-center gap-3">
          {renderLink({
            href: `/account/flows/${flow.id}`,
            className: linkClass,
            'aria-label': `${t('flows.edit')}: ${flow.name}`,
            children: t('flows.edit'),
          })}
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={isMutating}
            aria-label={`${flow.active ? t('flows.deactivate') : t('flows.activate')}: ${flow.name}`}
            onClick={() => void toggle(flow)}
          >
            {flow.active ? t('flows.deactivate') : t('flows.activate')}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <section
      data-slot="order-flow-list"
      aria-label={t('flows.title')}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Select
          className="w-56"
          label={t('flows.filter.status')}
          options={[
            { id: 'all', label: t('flows.filter.all') },
            { id: 'active', label: t('flows.status.active') },
            { id: 'inactive', label: t('flows.status.inactive') },
          ]}
          value={status}
          onChange={(value) => setStatus((value ?? 'all') as OrderFlowStatusFilter)}
        />
        {renderLink({
          href: '/account/flows/create',
          className:
            'inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-focus',
          children: t('flows.create'),
        })}
      </div>
      {failure || error ? (
        <p role="alert" className="text-sm text-danger">
          {failure || errorText(error?.errors[0]?.code)}
        </p>
      ) : null}
      <DataTable
        caption={t('flows.caption')}
        hideCaption
        columns={columns}
        rows={flows}
        getRowId={(flow) => flow.id}
        getRowLabel={(flow) => flow.name}
        loading={isLoading}
        empty={
          <EmptyState
            size="compact"
            title={t('flows.empty.title')}
            description={t('flows.empty.text')}
            headingLevel={3}
          />
        }
      />
    </section>
  );
}
