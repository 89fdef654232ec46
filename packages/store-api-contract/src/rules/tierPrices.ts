/**
 * Tier prices (storefront.md §3 Product "calculatedPrice(s)", issue 10 "price with tier prices"): a product's quantity
 * discounts on its effective net unit price (the list price, or the company's customer price). The catalogue answers
 * them as `calculatedPrices`, one per tier, each with `quantity` = the tier's starting quantity; the cart charges the
 * unit price of the tier a line's quantity falls in.
 *
 * Pure module: no React, no I/O.
 */
import { roundToCents } from './price';

/** One quantity discount: from `from` units on, `discountPercent` % off the net unit price. */
export interface PriceTier {
  from: number;
  discountPercent: number;
}

/** One row of a tier price table: the quantity range and its net unit price (`to` null = open-ended). */
export interface TierPriceRow {
  from: number;
  to: number | null;
  unitPrice: number;
}

/**
 * The tier rows of a net unit price: the base price from the minimum purchase up, then each tier above it, in
 * ascending order; a tier at or below the minimum purchase replaces the base row. Each `to` is the next row's `from`
 * minus one purchase step. Without tiers: one open-ended row.
 */
export function tierPriceRows(
  netUnitPrice: number,
  tiers: readonly PriceTier[] | null | undefined,
  { minPurchase = 1, purchaseSteps = 1 }: { minPurchase?: number; purchaseSteps?: number } = {},
): TierPriceRow[] {
  const valid = (tiers ?? [])
    .filter(
      (tier) => Number.isFinite(tier.from) && tier.from > 0 && tier.discountPercent > 0 && tier.discountPercent < 100,
    )
    .sort((a, b) => a.from - b.from);
  const starts: Array<{ from: number; discountPercent: number }> = [{ from: minPurchase, discountPercent: 0 }];
  for (const tier of valid) {
    const last = starts.at(-1);
    if (last && tier.from <= last.from) {
      // A tier at or below the current start (e.g. at the minimum purchase) replaces it: the better discount wins.
      last.discountPercent = Math.max(last.discountPercent, tier.discountPercent);
    } else {
      starts.push({ from: tier.from, discountPercent: tier.discountPercent });
    }
  }
  return starts.map((start, index) => {
    const next = starts[index + 1];
    return {
      from: start.from,
      to: next ? roundToCents(next.from - purchaseSteps) : null,
      unitPrice: roundToCents((netUnitPrice * (100 - start.discountPercent)) / 100),
    };
  });
}

/** The net unit price for `quantity` units: the row whose range holds it (below the first row: the first row's). */
export function tierUnitPrice(rows: readonly TierPriceRow[], quantity: number): number | null {
  let price: number | null = rows[0]?.unitPrice ?? null;
  for (const row of rows) if (quantity >= row.from) price = row.unitPrice;
  return price;
}

/**
 * The tier rows of a product answer's `calculatedPrices` (one per tier, `quantity` = its starting quantity): what the
 * shop shows as its tier price table. Sorted by quantity; each `to` is the next start minus one purchase step.
 */
export function tierRowsOfPrices(
  prices: readonly { quantity: number; unitPrice: number }[],
  purchaseSteps = 1,
): TierPriceRow[] {
  const sorted = [...prices].sort((a, b) => a.quantity - b.quantity);
  return sorted.map((price, index) => {
    const next = sorted[index + 1];
    return {
      from: price.quantity,
      to: next ? roundToCents(next.quantity - purchaseSteps) : null,
      unitPrice: price.unitPrice,
    };
  });
}
