/**
 * Price and stock formatting (storefront.md §9: "euro, two decimals, comma separator;
 * stock two decimals; net price two decimals"; account-area.md §9).
 *
 * Every shop locale shows a decimal comma. de-DE, nl-NL and fr-FR already do; for en-GB
 * (whose own format is "€1,234.50") the separators are swapped to "€1.234,50" so the
 * spec's comma holds everywhere (docs/decisions.md). Currency placement and minus sign
 * stay the locale's own.
 *
 * Pure module: no React, no I/O.
 */

/** The one shop currency (storefront.md §1). */
export const shopCurrency = 'EUR';

function assertFiniteAmount(value: number, name: string): void {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new RangeError(`${name} must be a finite number, got ${String(value)}`);
  }
}

/**
 * Rounds to whole cents, half away from zero, on the decimal value as written
 * (1.005 → 1.01, -2.675 → -2.68), so binary float error never rounds the wrong way.
 */
export function roundToCents(amount: number): number {
  assertFiniteAmount(amount, 'amount');
  const sign = amount < 0 ? -1 : 1;
  // Shifting through the exponent notation keeps the written decimal digits (no 1.005*100 = 100.49999).
  const magnitude = Math.abs(amount);
  // Beyond 1e15 a float has no cent digits left to protect (and `${1e21}` is already exponent notation).
  const cents = magnitude >= 1e15 ? Math.round(magnitude * 100) : Math.round(Number(`${magnitude}e2`));
  const rounded = (sign * cents) / 100;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/**
 * The gross price of a net price at a tax rate in percent (19 → 19 %), rounded to cents
 * half away from zero. The net price is rounded to cents first, as it is shown.
 */
export function grossFromNet(net: number, taxRate: number): number {
  assertFiniteAmount(net, 'net');
  assertFiniteAmount(taxRate, 'taxRate');
  if (taxRate < 0) throw new RangeError(`taxRate must not be negative, got ${taxRate}`);
  const netCents = Math.round(roundToCents(net) * 100);
  // netCents · (100 + rate) / 100 in cents; the tax rate may carry decimals (5.5 %), so round once at the end.
  const grossCents = (netCents * (100 + taxRate)) / 100;
  return roundToCents(grossCents / 100);
}

/**
 * The formatters made so far, by style and locale: an Intl.NumberFormat costs far more to make than to use (a
 * 5-line cart formats some forty prices while it hydrates: about 280 ms on Lighthouse's throttled CPU, issue 10).
 */
const commaFormatters = new Map<string, (value: number) => string>();

function commaFormatter(locale: string, options: Intl.NumberFormatOptions): (value: number) => string {
  const key = `${options.style ?? ''}|${options.currency ?? ''}|${locale}`;
  let formatter = commaFormatters.get(key);
  if (!formatter) {
    formatter = newCommaFormatter(locale, options);
    commaFormatters.set(key, formatter);
  }
  return formatter;
}

function newCommaFormatter(locale: string, options: Intl.NumberFormatOptions): (value: number) => string {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, { ...options, minimumFractionDigits: 2, maximumFractionDigits: 2 });
  } catch {
    throw new RangeError(`Unknown locale "${locale}"`);
  }
  const decimal = format.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  const swap = decimal !== ',';
  return (value) =>
    format
      .formatToParts(value)
      .map((part) => {
        if (!swap) return part.value;
        if (part.type === 'decimal') return ',';
        if (part.type === 'group') return '.';
        return part.value;
      })
      .join('');
}

/**
 * The shop locales' euro and decimal formats as ICU writes them (U+00A0 no-break space, U+202F narrow no-break
 * space), so a page formats its prices without an Intl.NumberFormat: the first one a page makes loads the locale's
 * number data, 100–250 ms of a listing's hydration on Lighthouse's throttled mobile CPU (issue 10 search page).
 * Per locale: [euro, negative euro, the euro's thousands separator, the decimal style's thousands separator] ('#' is
 * the number; the decimal style writes '#' and '-#'). price.test.ts checks every entry against Intl; other locales
 * (and amounts beyond cent precision) use Intl.
 */
const ownFormats: Record<string, readonly [string, string, string, string]> = {
  'de-DE': ['#\u00a0€', '-#\u00a0€', '.', '.'],
  'de-AT': ['€\u00a0#', '-€\u00a0#', '.', '\u00a0'],
  'en-GB': ['€#', '-€#', '.', '.'],
  'nl-NL': ['€\u00a0#', '€\u00a0-#', '.', '.'],
  'fr-FR': ['#\u00a0€', '-#\u00a0€', '\u202f', '\u202f'],
};

/** Whole cents stay exact in a double up to here (2^53 / 100); larger amounts go through Intl. */
const ownFormatLimit = 9e13;

/** An amount already rounded to cents in one of ownFormats, or null (not such a locale, or too large). */
function ownFormat(rounded: number, locale: string, currency: boolean): string | null {
  const format = ownFormats[locale];
  if (!format || Math.abs(rounded) >= ownFormatLimit) return null;
  const group = format[currency ? 2 : 3];
  const cents = Math.round(Math.abs(rounded) * 100);
  const whole = String(Math.floor(cents / 100));
  let grouped = '';
  for (let end = whole.length; end > 0; end -= 3) {
    grouped = whole.slice(Math.max(0, end - 3), end) + (grouped ? group + grouped : '');
  }
  const negative = cents > 0 && rounded < 0;
  const pattern = currency ? format[negative ? 1 : 0] : negative ? '-#' : '#';
  return pattern.replace('#', `${grouped},${String(cents % 100).padStart(2, '0')}`);
}

/**
 * Formats an amount in euro with two decimals and a decimal comma in the given locale,
 * e.g. `formatPrice(1234.5, 'de-DE')` → "1.234,50 €", `formatPrice(1234.5, 'en-GB')` → "€1.234,50".
 * Throws a RangeError for a non-finite amount or an unknown locale.
 */
export function formatPrice(amount: number, locale: string): string {
  const rounded = roundToCents(amount);
  return (
    ownFormat(rounded, locale, true) ?? commaFormatter(locale, { style: 'currency', currency: shopCurrency })(rounded)
  );
}

/**
 * Formats a stock amount with two decimals and a decimal comma (storefront.md §9 "stock two decimals"),
 * e.g. `formatStock(12, 'nl-NL')` → "12,00". Throws a RangeError for a non-finite amount or an unknown locale.
 */
export function formatStock(stock: number, locale: string): string {
  const rounded = roundToCents(stock);
  return ownFormat(rounded, locale, false) ?? commaFormatter(locale, { style: 'decimal' })(rounded);
}
