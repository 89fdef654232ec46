/**
 * Who sees prices and stock (storefront.md §6, account-area.md §6): the one visibility rule.
 * Anonymous visitors see list prices but no stock amounts or delivery times; a logged-in
 * customer sees prices only with ROLE_VIEW_PRICES, and stock amounts and delivery times always.
 * Pure module: the server's present step and the storefront's gating both call it.
 */
import type { RoleCode } from './roles';

/** The part of a viewer the rule needs: null for an anonymous visitor. */
export type PriceViewer = { roles: readonly RoleCode[] } | null | undefined;

/** True when the viewer may see prices (anonymous: list prices; customer: with ROLE_VIEW_PRICES). */
export function canSeePrices(viewer: PriceViewer): boolean {
  return !viewer || viewer.roles.includes('ROLE_VIEW_PRICES');
}

/** True when the viewer may see stock amounts and delivery times (logged-in customers only). */
export function canSeeStock(viewer: PriceViewer): boolean {
  return Boolean(viewer);
}
