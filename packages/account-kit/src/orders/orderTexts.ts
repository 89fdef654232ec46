import { formatPrice } from '@ratchet/store-api-contract/rules';
import type { AccountText } from '../i18n';

/** An amount in euro with the locale's decimals, or the "none" text (null: no ROLE_VIEW_PRICES). */
export function orderMoney(text: AccountText<'orders'>, value: number | null): string {
  return value === null ? text.t('orders.none') : formatPrice(value, text.locale);
}

/** An ISO calendar date (shop time zone) as the locale writes it; the day is never shifted by the viewer's zone. */
export function orderDate(locale: string, iso: string | null): string {
  if (!iso) return '–';
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
