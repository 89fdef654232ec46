/**
 * Order lists (account-area.md §3 Order list, §5, §9; issue 13 "Order lists"): the limits of a list and its amount.
 * A list's amount is the sum of its lines' net totals, each line's total being its unit price × quantity rounded to
 * cents, added up in whole cents so 60 lines of 0.1 never drift. Pure module: the server's present step and the
 * account kit's views use it.
 */
import { roundToCents } from './price';

/** A list name: 1 to 100 characters (the spec is silent; docs/decisions.md). */
export const orderListNameMaxLength = 100;

/** At most this many items in one list: one list goes into the cart in one multi-add of at most 500 lines. */
export const orderListMaxItems = 500;

/** Who sees a list (account-area.md §3 "privacy (user or company)"): the creator only, or the whole company. */
export const orderListPrivacies = ['user', 'company'] as const;
export type OrderListPrivacy = (typeof orderListPrivacies)[number];

/** One line as the amount needs it: unit price null when withheld (no ROLE_VIEW_PRICES). */
export interface OrderListAmountLine {
  unitPrice: number | null;
  quantity: number;
}

/** The net total of one line (unit price × quantity, to cents); null when the price is withheld. */
export function orderListLineTotal(line: OrderListAmountLine): number | null {
  if (line.unitPrice === null) return null;
  return roundToCents(line.unitPrice * line.quantity);
}

/**
 * The list's amount: the sum of its line totals in whole cents; null when any price is withheld (a partial sum would
 * mislead), 0 for an empty list.
 */
export function orderListAmount(lines: readonly OrderListAmountLine[]): number | null {
  let cents = 0;
  for (const line of lines) {
    const total = orderListLineTotal(line);
    if (total === null) return null;
    cents += Math.round(total * 100);
  }
  return cents / 100;
}
