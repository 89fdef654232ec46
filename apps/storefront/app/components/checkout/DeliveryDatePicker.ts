/**
 * The desired delivery date's picker as a lazy chunk of its own: the DatePicker is built on React Aria (about 113 KB
 * gzip), which the cart must not carry (issue 10: checkout JS ≤ 130 KB); CheckoutStep renders it inside Suspense.
 */
export { DatePicker } from '@ratchet/ui';
