import { formatPrice } from '@ratchet/store-api-contract/rules';

/** The detail path of an order list (account-area.md §2 orderlist/details/{slug}). */
export function orderListPath(listId: string): string {
  return `/account/orderlist/details/${encodeURIComponent(listId)}`;
}

/** The lists screen's path (account-area.md §2 orderlist). */
export const orderListsPath = '/account/orderlist';

/** Link look of the account lists. */
export const orderListLinkClass =
  'font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus';

/** An amount in euro in the locale's notation, or the dash (null: no ROLE_VIEW_PRICES). */
export function orderListMoney(locale: string, value: number | null, none: string): string {
  return value === null ? none : formatPrice(value, locale);
}

/** The day of an instant as the locale writes it. */
export function orderListDate(locale: string, instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}
