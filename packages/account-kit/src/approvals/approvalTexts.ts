import type { Approval } from '@ratchet/store-api-contract';
import { cartErrorKeys, formatPrice } from '@ratchet/store-api-contract/rules';
import type { AccountText } from '../i18n';

/** An amount in euro with the locale's decimals, or the "none" text (no flow: no budget figures). */
export function moneyText(text: AccountText<'approvals'>, value: number | null): string {
  return value === null ? text.t('approvals.none') : formatPrice(value, text.locale);
}

/** A request's date (ISO instant) as the locale writes a date. */
export function dateText(locale: string, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** The requester's first and last name. */
export function requesterName(approval: Pick<Approval, 'requester'>): string {
  return `${approval.requester.firstName} ${approval.requester.lastName}`;
}

/**
 * The status with what the requester or approver needs to know about it: why a pending request could not be
 * approved (it stays pending with the reason, account-area.md §4), or the comment of a decline.
 */
export function statusNote(
  text: AccountText<'approvals'>,
  approval: Pick<Approval, 'status' | 'blockedReason' | 'comment'>,
): string | null {
  if (approval.status === 'pending' && approval.blockedReason) {
    return text.t('approvals.blocked', { reason: blockedReasonText(text, approval.blockedReason) });
  }
  if (approval.status === 'declined' && approval.comment)
    return text.t('approvals.comment.shown', { comment: approval.comment });
  return null;
}

/** Why an approval attempt failed: the budget blocks by their own texts (cart keys), any other code by its error text. */
export function blockedReasonText(text: AccountText<'approvals'>, code: string): string {
  if (code === cartErrorKeys.flowBudgetBlocked) return text.t('approvals.reason.flowBudget');
  if (code === cartErrorKeys.orderReferenceBudgetBlocked) return text.t('approvals.reason.referenceBudget');
  return text.errorText(code);
}
