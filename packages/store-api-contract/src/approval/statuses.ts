/**
 * Approval states without zod: the approvals list's status filter imports them (importing them from schemas.ts put
 * zod into the list page; storefront JS budget, session 7).
 */

/** Approval states (account-area.md §4). */
export const approvalStatuses = ['pending', 'approved', 'declined'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];
