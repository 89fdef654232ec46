/**
 * The rights catalogue (account-area.md §6): 24 role codes, each enabled or not per customer.
 * Pure module: used by the server's rights checks, the hooks' `useRights().can()` and the UI's gating props.
 */
export const roleCodes = [
  'ROLE_ACCESS_QUICK_ORDER_FORM',
  'ROLE_ADD_ORDER_REFERENCES',
  'ROLE_MANAGE_ADDRESSES',
  'ROLE_MANAGE_APPROVERS',
  'ROLE_MANAGE_ARTICLE_LINKS',
  'ROLE_MANAGE_BUDGETS',
  'ROLE_MANAGE_CONTACTS',
  'ROLE_MANAGE_COST_POSTS',
  'ROLE_MANAGE_INVOICE_HISTORY',
  'ROLE_MANAGE_NEWS_LETTERS',
  'ROLE_MANAGE_ORDER_HISTORY',
  'ROLE_MANAGE_ORDER_LISTS',
  'ROLE_MANAGE_ORDER_REFERENCES',
  'ROLE_MANAGE_OWN_ACCOUNT',
  'ROLE_MANAGE_OWN_CONTACT_INFO',
  'ROLE_PLACE_ORDERS',
  'ROLE_REQUEST_OFFER',
  'ROLE_VIEW_PRICES',
  'ROLE_MANAGE_OFFER_HISTORY',
  'ROLE_MANAGE_ORDER_FLOWS',
  'ROLE_APPROVE_ORDER_FLOWS',
  'ROLE_MANAGE_COST_CENTER',
  'ROLE_ACCESS_COST_CENTER',
  'ROLE_MANAGE_COMPANY_ORDER_HISTORY',
] as const;

/** One of the 24 role codes. */
export type RoleCode = (typeof roleCodes)[number];

/** A rights entry as the rights call answers it. */
export interface RightEntry {
  code: RoleCode;
  enabled: boolean;
}

/** True when `code` is one of the 24 role codes. */
export function isRoleCode(code: string): code is RoleCode {
  return (roleCodes as readonly string[]).includes(code);
}

/** True when the rights list has `code` enabled. Unknown or missing codes are not granted. */
export function hasRole(rights: readonly RightEntry[] | undefined, code: RoleCode): boolean {
  return rights?.some((entry) => entry.code === code && entry.enabled) ?? false;
}

/** True when every one of `codes` is enabled. */
export function hasEveryRole(rights: readonly RightEntry[] | undefined, codes: readonly RoleCode[]): boolean {
  return codes.every((code) => hasRole(rights, code));
}
