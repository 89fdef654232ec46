/**
 * Percent display (storefront.md §3 cart line VAT, §9 formats). Pure module: no React, no I/O.
 */

/** The percent sign as each shop locale appends it (after a U+00A0 no-break space, or directly). */
const percentSigns: Record<string, string> = {
  'de-DE': '\u00a0%',
  'de-AT': '\u00a0%',
  'en-GB': '%',
  'nl-NL': '%',
  'fr-FR': '\u00a0%',
};

const percentFormats = new Map<string, Intl.NumberFormat>();

/**
 * A rate of at most two decimals below 1,000 in a shop locale ("5,5"; en-GB "5.5"; a two-decimal number prints as
 * its digits), or null: another locale, a negative, non-finite or larger rate, or more decimals (Intl rounds those).
 */
function shortRate(rate: number, locale: string): string | null {
  const hundredths = Math.round(rate * 100);
  if (!percentSigns[locale] || !(rate >= 0 && rate < 1000) || Math.abs(rate * 100 - hundredths) > 1e-6) return null;
  return String(hundredths / 100).replace('.', locale === 'en-GB' ? '.' : ',');
}

/**
 * A rate given in percent (a VAT rate: 20, 5.5) as Intl's percent style with at most two decimals writes it
 * ("20 %", "5,5 %" in de-DE; "5.5%" in en-GB), in the shop locales without an Intl.NumberFormat (a 5-line cart made
 * two while hydrating, issue 10).
 * A non-finite rate goes through Intl ("NaN %").
 */
export function formatPercent(rate: number, locale: string): string {
  // Intl's percent style groups from 1,000 %; those (and negative rates) are left to it.
  const own = shortRate(rate, locale);
  if (own !== null) return own + percentSigns[locale];
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
    percentFormats.set(locale, format);
  }
  return format.format(rate / 100);
}
