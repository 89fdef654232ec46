/**
 * The rights editor's groups (account-area.md §6): every one of the 24 role codes in exactly one group, so the
 * editor shows them by what they are about. Pure module; `roleGroups.test.ts` checks the groups cover the codes.
 */
import type { RoleCode } from './roles';

/** The rights groups in the order the editor shows them, each with its codes. */
export const roleGroups = {
  ordering: ['ROLE_PLACE_ORDERS', 'ROLE_VIEW_PRICES', 'ROLE_REQUEST_OFFER', 'ROLE_ACCESS_QUICK_ORDER_FORM'],
  company: [
    'ROLE_MANAGE_CONTACTS',
    'ROLE_MANAGE_ADDRESSES',
    'ROLE_MANAGE_OWN_ACCOUNT',
    'ROLE_MANAGE_OWN_CONTACT_INFO',
    'ROLE_MANAGE_NEWS_LETTERS',
  ],
  approvals: [
    'ROLE_MANAGE_ORDER_FLOWS',
    'ROLE_APPROVE_ORDER_FLOWS',
    'ROLE_MANAGE_APPROVERS',
    'ROLE_MANAGE_BUDGETS',
    'ROLE_MANAGE_ORDER_REFERENCES',
    'ROLE_ADD_ORDER_REFERENCES',
  ],
  history: [
    'ROLE_MANAGE_ORDER_HISTORY',
    'ROLE_MANAGE_COMPANY_ORDER_HISTORY',
    'ROLE_MANAGE_INVOICE_HISTORY',
    'ROLE_MANAGE_OFFER_HISTORY',
    'ROLE_MANAGE_ORDER_LISTS',
  ],
  articles: [
    'ROLE_MANAGE_ARTICLE_LINKS',
    'ROLE_MANAGE_COST_CENTER',
    'ROLE_ACCESS_COST_CENTER',
    'ROLE_MANAGE_COST_POSTS',
  ],
} as const satisfies Record<string, readonly RoleCode[]>;

/** A rights group's name. */
export type RoleGroupName = keyof typeof roleGroups;

/** The right a user may never take from themselves: without it nobody could give it back (issue 11). */
export const selfKeptRole: RoleCode = 'ROLE_MANAGE_CONTACTS';

/** The group a role code belongs to. */
export function roleGroupOf(code: RoleCode): RoleGroupName {
  const names = Object.keys(roleGroups) as RoleGroupName[];
  const found = names.find((name) => (roleGroups[name] as readonly RoleCode[]).includes(code));
  // Every code has a group (roleGroups.test.ts); the fallback only keeps the type total.
  return found ?? 'ordering';
}

/**
 * The rights a new user starts with when the lead buyer names none (issue 11; docs/decisions.md, account area):
 * see prices, use the quick-order form and order lists, request offers and look after their own account and
 * contact data. Ordering, approving and managing others are given on purpose, in the rights editor.
 */
export const newUserDefaultRoles: readonly RoleCode[] = [
  'ROLE_VIEW_PRICES',
  'ROLE_ACCESS_QUICK_ORDER_FORM',
  'ROLE_MANAGE_ORDER_LISTS',
  'ROLE_REQUEST_OFFER',
  'ROLE_MANAGE_OWN_ACCOUNT',
  'ROLE_MANAGE_OWN_CONTACT_INFO',
];
