/**
 * Quantity rules (storefront.md §5, account-area.md §5): a valid quantity equals
 * minPurchase + k·purchaseStep (k ≥ 0), is not above the maximum, and is numeric.
 * All arithmetic runs in hundredths (two decimals) so fractional steps such as
 * 0.25 or 0.5 (goods sold by the metre) never drift.
 *
 * Pure module: the QuantityCounter, the cart hook and the server all use it.
 */

/** The purchase rules of one product. */
export interface QuantityRule {
  /** Smallest quantity that can be bought (> 0). */
  minPurchase: number;
  /** Sales step ("sold per {step}"); valid quantities are minPurchase + k·purchaseStep. */
  purchaseStep: number;
  /** Largest quantity that can be bought; null or undefined for no limit. */
  maxPurchase?: number | null | undefined;
}

/** Why a quantity is not valid. */
export type QuantityProblem = 'notNumeric' | 'belowMinimum' | 'aboveMaximum' | 'notOnStep';

/** Result of {@link validateQuantity}. */
export type QuantityValidation = { valid: true } | { valid: false; problem: QuantityProblem };

const SCALE = 100;

function toHundredths(value: number): number {
  return Math.round(value * SCALE);
}

function fromHundredths(value: number): number {
  return value / SCALE;
}

/** Normalises a rule: step and minimum at least 0.01, two decimals. */
function normalise(rule: QuantityRule): { min: number; step: number; max: number | null } {
  const min = Math.max(1, toHundredths(rule.minPurchase));
  const step = Math.max(1, toHundredths(rule.purchaseStep));
  const rawMax = rule.maxPurchase == null ? null : toHundredths(rule.maxPurchase);
  if (rawMax === null) return { min, step, max: null };
  // The maximum itself must lie on the grid: the largest valid value not above it.
  const max = rawMax < min ? min : min + Math.floor((rawMax - min) / step) * step;
  return { min, step, max };
}

/** The largest valid quantity (maxPurchase snapped down onto the step grid), or null without a limit. */
export function effectiveMaximum(rule: QuantityRule): number | null {
  const { max } = normalise(rule);
  return max === null ? null : fromHundredths(max);
}

/** Parses a typed quantity ("1,5" and "1.5" both read as 1.5); NaN when it is not a number. */
export function parseQuantity(input: string | number): number {
  if (typeof input === 'number') return input;
  const trimmed = input.trim().replace(',', '.');
  if (trimmed === '' || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return Number.NaN;
  return Number(trimmed);
}

/** Checks a quantity against the rule without changing it. */
export function validateQuantity(value: number, rule: QuantityRule): QuantityValidation {
  if (!Number.isFinite(value)) return { valid: false, problem: 'notNumeric' };
  const { min, step, max } = normalise(rule);
  const v = toHundredths(value);
  // More than two decimals is never on a two-decimal grid.
  if (Math.abs(value * SCALE - v) > 1e-6) return { valid: false, problem: 'notOnStep' };
  if (v < min) return { valid: false, problem: 'belowMinimum' };
  if (max !== null && v > max) return { valid: false, problem: 'aboveMaximum' };
  if ((v - min) % step !== 0) return { valid: false, problem: 'notOnStep' };
  return { valid: true };
}

/** True when the quantity is valid for the rule. */
export function isValidQuantity(value: number, rule: QuantityRule): boolean {
  return validateQuantity(value, rule).valid;
}

/**
 * Snaps a quantity onto the grid (on blur, plus and minus): below the minimum → the minimum,
 * above the maximum → the maximum, otherwise down to the nearest minPurchase + k·purchaseStep.
 * A value that is not a number becomes the minimum.
 */
export function snapQuantity(value: number, rule: QuantityRule): number {
  const { min, step, max } = normalise(rule);
  if (!Number.isFinite(value)) return fromHundredths(min);
  // Floor in hundredths first so 1.999 does not round up past a step boundary.
  const v = Math.floor(value * SCALE + 1e-6);
  if (v <= min) return fromHundredths(min);
  if (max !== null && v >= max) return fromHundredths(max);
  return fromHundredths(min + Math.floor((v - min) / step) * step);
}

/** One step up from the (snapped) value, not above the maximum. */
export function incrementQuantity(value: number, rule: QuantityRule): number {
  const { step } = normalise(rule);
  const snapped = toHundredths(snapQuantity(value, rule));
  return snapQuantity(fromHundredths(snapped + step), rule);
}

/** One step down from the (snapped) value, not below the minimum. */
export function decrementQuantity(value: number, rule: QuantityRule): number {
  const { step, min } = normalise(rule);
  const current = toHundredths(value);
  const snapped = toHundredths(snapQuantity(value, rule));
  // A value between two steps goes down to the step below it (the snapped value), not one further.
  const target = current > snapped ? snapped : snapped - step;
  return fromHundredths(Math.max(min, target));
}

/** The value a counter starts with: raised to the minimum when lower (or not a number). */
export function initialQuantity(value: number | undefined, rule: QuantityRule): number {
  const { min } = normalise(rule);
  if (value === undefined || !Number.isFinite(value) || toHundredths(value) < min) return fromHundredths(min);
  return value;
}

/**
 * storefront.md §5 (cart): a quantity below the minimum purchase removes the line instead of being
 * refused — the cart's counter goes below the minimum only to take the product out. Compared in
 * hundredths like the other quantity rules, so 0.49 below a 0.5 minimum removes and 0.5 keeps.
 */
export function removesCartLine(quantity: number, rule: Pick<QuantityRule, 'minPurchase'>): boolean {
  return Math.round(quantity * 100) < Math.round(rule.minPurchase * 100);
}
