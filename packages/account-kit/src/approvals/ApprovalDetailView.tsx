import type { ApprovalDetail } from '@ratchet/store-api-contract';
import { Badge, Button, Skeleton, cn, defaultRenderLink, type RenderLink } from '@ratchet/ui';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { AddressLines } from '../dashboard/AddressLines';
import { useAccountText } from '../i18n';
import {
  ApprovalDecisionDialog,
  decisionSummary,
  type DecisionSummary,
  type PendingDecision,
} from './ApprovalDecisionDialog';
import { blockedReasonText, dateText, moneyText, requesterName, statusNote } from './approvalTexts';
import { useApproval } from './useApproval';

export type ApprovalDetailViewProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The request's id (the requested order's id). */
  approvalId: string;
  /** The storefront loader's answer. */
  fallbackData?: ApprovalDetail | undefined;
  /** Renders links with the host router (paths below the domain prefix). */
  renderLink?: RenderLink | undefined;
  /** Where "back" goes: the approvals, or the requester's own requests (`/account/requests`). */
  backHref?: string | undefined;
  /** The text of the back link (default: back to the approvals). */
  backLabel?: string | undefined;
};

const statusTone = { pending: 'warn', approved: 'success', declined: 'danger' } as const;

function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/**
 * One order request (account-area.md §2 approvals detail, §3 Approval): requester, flow and budgets, order reference,
 * file number, remark, shipping option with the address or the pickup branch, methods, desired date, subtotal,
 * shipping, additional cost, total and the lines (sku, name, quantity, unit price, total, comment). An approver who
 * may decide it (never its requester, `canDecide`) approves or declines it after a confirmation.
 */
export function ApprovalDetailView({
  approvalId,
  fallbackData,
  renderLink = defaultRenderLink,
  backHref = '/account/approvals',
  backLabel,
  className,
  ...props
}: ApprovalDetailViewProps) {
  const text = useAccountText('approvals');
  const { t, locale, errorText } = text;
  const { approval, isLoading, error } = useApproval(approvalId, { fallbackData });
  const [decision, setDecision] = useState<PendingDecision | null>(null);
  const [summary, setSummary] = useState<DecisionSummary | null>(null);
  const back = renderLink({
    href: backHref,
    className: 'text-sm font-medium text-primary underline-offset-4 hover:underline',
    children: backLabel ?? t('approvals.detail.back'),
  });

  if (!approval) {
    return (
      <section data-slot="approval-detail" className={cn('flex flex-col gap-4', className)} {...props}>
        {back}
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {errorText(error.errors[0]?.code)}
          </p>
        ) : isLoading ? (
          <Skeleton className="h-40 w-full" />
        ) : null}
      </section>
    );
  }

  const money = (value: number | null) => moneyText(text, value);
  const note = statusNote(text, approval);
  const ask = (action: PendingDecision['action']) => {
    setSummary(null);
    setDecision({ action, ids: [approval.id], orderNumbers: [approval.orderNumber] });
  };
  return (
    <section
      data-slot="approval-detail"
      aria-labelledby="approval-detail-title"
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="approval-detail-title" className="text-2xl font-semibold">
          {t('approvals.detail.title', { number: approval.orderNumber })}
        </h1>
        <Badge variant={statusTone[approval.status]}>{t(`approvals.status.${approval.status}`)}</Badge>
      </div>
      {note ? (
        <p data-slot="approval-status-note" className="rounded-md border border-border bg-surface p-3 text-sm">
          {note}
        </p>
      ) : null}
      {approval.decidedBy && approval.decidedAt ? (
        <p className="text-sm text-muted-foreground">
          {t('approvals.detail.decidedBy', {
            name: `${approval.decidedBy.firstName} ${approval.decidedBy.lastName}`,
            date: dateText(locale, approval.decidedAt),
          })}
        </p>
      ) : null}
      {summary ? (
        <div role="status" className="text-sm">
          {summary.approved > 0 ? <p className="text-success">{t('approvals.approved', { count: 1 })}</p> : null}
          {summary.declined > 0 ? <p>{t('approvals.declined', { count: 1 })}</p> : null}
          {summary.refused.map((refused) => (
            <p key={refused.orderNumber} className="text-danger">
              {t('approvals.refused', {
                number: refused.orderNumber,
                reason: refused.code ? blockedReasonText(text, refused.code) : errorText(undefined),
              })}
            </p>
          ))}
        </div>
      ) : null}
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Entry label={t('approvals.detail.requester')}>{requesterName(approval)}</Entry>
        <Entry label={t('approvals.column.date')}>{dateText(locale, approval.orderDate)}</Entry>
        <Entry label={t('approvals.column.flow')}>{approval.flow?.name ?? t('approvals.none')}</Entry>
        <Entry label={t('approvals.column.openBudget')}>{money(approval.openBudget)}</Entry>
        <Entry label={t('approvals.column.remainingBudget')}>{money(approval.remainingBudget)}</Entry>
        <Entry label={t('approvals.detail.reasons')}>
          {approval.reasons.map((reason) => t(`approvals.reason.${reason}`)).join(', ') || t('approvals.none')}
        </Entry>
        <Entry label={t('approvals.detail.orderReference')}>{approval.orderReference ?? t('approvals.none')}</Entry>
        <Entry label={t('approvals.detail.fileNumber')}>{approval.fileNumber ?? t('approvals.none')}</Entry>
        <Entry label={t('approvals.detail.remark')}>{approval.remark ?? t('approvals.none')}</Entry>
        <Entry label={t('approvals.detail.shipping')}>
          {approval.shippingOption === 'pickup' ? (
            t('approvals.detail.pickup', { location: approval.pickupLocation ?? '' })
          ) : approval.shippingAddress ? (
            <AddressLines address={approval.shippingAddress} />
          ) : (
            t('approvals.none')
          )}
        </Entry>
        <Entry label={t('approvals.detail.method')}>{approval.shippingMethod.name}</Entry>
        <Entry label={t('approvals.detail.payment')}>{approval.paymentMethod.name}</Entry>
        <Entry label={t('approvals.detail.shippingDate')}>
          {approval.shippingDate ? dateText(locale, approval.shippingDate) : t('approvals.none')}
        </Entry>
      </dl>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="pb-2 text-left text-lg font-semibold">{t('approvals.detail.lines')}</caption>
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className="p-2">
                {t('approvals.detail.sku')}
              </th>
              <th scope="col" className="p-2">
                {t('approvals.detail.name')}
              </th>
              <th scope="col" className="p-2 text-right">
                {t('approvals.detail.quantity')}
              </th>
              <th scope="col" className="p-2 text-right">
                {t('approvals.detail.unitPrice')}
              </th>
              <th scope="col" className="p-2 text-right">
                {t('approvals.detail.lineTotal')}
              </th>
              <th scope="col" className="p-2">
                {t('approvals.detail.comment')}
              </th>
            </tr>
          </thead>
          <tbody>
            {approval.lines.map((line, index) => (
              <tr key={`${line.sku}-${index}`} className="border-b border-border">
                <td className="p-2">{line.sku}</td>
                <th scope="row" className="p-2 text-left font-normal">
                  {line.name}
                </th>
                <td className="p-2 text-right">{line.quantity}</td>
                <td className="p-2 text-right">{money(line.unitPrice)}</td>
                <td className="p-2 text-right">{money(line.totalPrice)}</td>
                <td className="p-2">{line.comment ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl data-slot="approval-totals" className="ml-auto grid w-full max-w-sm grid-cols-2 gap-1 text-sm">
        <dt>{t('approvals.detail.subtotal')}</dt>
        <dd className="text-right">{money(approval.subtotal)}</dd>
        <dt>{t('approvals.detail.shippingCosts')}</dt>
        <dd className="text-right">{money(approval.shipping)}</dd>
        <dt>{t('approvals.detail.additionalCost')}</dt>
        <dd className="text-right">{money(approval.additionalCost)}</dd>
        <dt className="font-semibold">{t('approvals.detail.total')}</dt>
        <dd className="text-right font-semibold">{money(approval.total)}</dd>
      </dl>
      {approval.canDecide ? (
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="secondary" onClick={() => ask('decline')}>
            {t('approvals.decline')}
          </Button>
          <Button type="button" onClick={() => ask('approve')}>
            {t('approvals.approve')}
          </Button>
        </div>
      ) : null}
      <ApprovalDecisionDialog
        decision={decision}
        onClose={() => setDecision(null)}
        onDecided={(outcomes) => setSummary(decisionSummary(outcomes, () => approval.orderNumber))}
      />
    </section>
  );
}
