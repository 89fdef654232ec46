import { ConfirmDialog } from '@ratchet/ui';
import { useState } from 'react';
import { useAccountText } from '../i18n';
import type { ApprovalOutcome } from './useApprovalActions';
import { useApprovalActions } from './useApprovalActions';

/** A decision the user is about to confirm: approve or decline these requests. */
export interface PendingDecision {
  action: 'approve' | 'decline';
  ids: readonly string[];
  /** Order numbers of the requests, for the question. */
  orderNumbers: readonly string[];
}

/** The outcome of a confirmed decision, summed up for the page's status line. */
export interface DecisionSummary {
  approved: number;
  declined: number;
  /** The requests that were not decided, each with the code why (still pending, decided already, own request). */
  refused: { orderNumber: string; code: string | null }[];
}

/** Sums up the outcomes of a decision. */
export function decisionSummary(
  outcomes: readonly ApprovalOutcome[],
  orderNumberOf: (id: string) => string,
): DecisionSummary {
  return {
    approved: outcomes.filter((outcome) => outcome.outcome === 'approved').length,
    declined: outcomes.filter((outcome) => outcome.outcome === 'declined').length,
    refused: outcomes
      .filter((outcome) => outcome.outcome === 'refused')
      .map((outcome) => ({ orderNumber: orderNumberOf(outcome.id), code: outcome.code })),
  };
}

/**
 * The confirmation before approving or declining one or several requests (account-area.md §2 approvals: "after a
 * confirmation"; declining asks for a comment that the requester is shown). On confirming it sends one decision for
 * all of them and hands each request's outcome to `onDecided`; a failure of the call keeps the dialog open.
 */
export function ApprovalDecisionDialog({
  decision,
  onClose,
  onDecided,
}: {
  decision: PendingDecision | null;
  onClose: () => void;
  onDecided: (outcomes: ApprovalOutcome[]) => void;
}) {
  const { t, errorText } = useAccountText('approvals');
  const { decide, isMutating } = useApprovalActions();
  const [failure, setFailure] = useState('');
  const count = decision?.ids.length ?? 0;
  const approve = decision?.action !== 'decline';
  return (
    <ConfirmDialog
      open={decision !== null}
      onOpenChange={(open) => {
        if (!open) {
          setFailure('');
          onClose();
        }
      }}
      variant={approve ? 'default' : 'destructive'}
      title={approve ? t('approvals.approveTitle', { count }) : t('approvals.declineTitle', { count })}
      description={approve ? t('approvals.approveText') : t('approvals.declineText')}
      confirmLabel={approve ? t('approvals.approve') : t('approvals.decline')}
      comment={approve ? undefined : { label: t('approvals.comment'), required: true, maxLength: 1000 }}
      pending={isMutating}
      onConfirm={async (comment) => {
        if (!decision) return;
        const result = await decide(decision.action, decision.ids, approve ? undefined : comment);
        if (!result.ok) {
          setFailure(result.errors.map((error) => errorText(error.code)).join(' '));
          throw new Error('decision refused');
        }
        setFailure('');
        onDecided(result.data);
      }}
    >
      {decision ? (
        <p className="text-sm" data-slot="approval-decision-orders">
          {decision.orderNumbers.join(', ')}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
