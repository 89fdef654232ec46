/**
 * Date display (storefront.md §3 cart line delivery date, §9 formats): a module of its own, so only the pages that
 * write such a date carry its tables. Pure module: no React, no I/O.
 */
import { parseIsoDate, type IsoDate } from './dates';

/**
 * The month abbreviations of the medium date style (ICU's, as Intl writes them) of the shop locales that name the
 * month; de-DE and de-AT write the medium date in digits.
 */
const mediumMonths: Record<string, readonly string[]> = {
  'en-GB': ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  'nl-NL': ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
  'fr-FR': ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
};

const mediumDateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date in the locale's medium date style, as `Intl.DateTimeFormat(locale, { dateStyle: 'medium' })`
 * writes it ("30.11.2026", "30 Nov 2026", "30 nov 2026", "30 nov. 2026"). The shop locales need no Intl
 * formatter: the first one a page makes loads the locale's calendar data, 70 ms of a 5-line cart's hydration on
 * Lighthouse's throttled mobile CPU (issue 10); other locales and years use Intl. Throws a RangeError for a
 * date that is not a calendar date.
 */
export function formatIsoDate(date: IsoDate, locale: string): string {
  const { year, month, day } = parseIsoDate(date);
  if (year >= 1000 && year <= 9999) {
    if (locale === 'de-DE' || locale === 'de-AT') {
      return `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`;
    }
    const months = mediumMonths[locale];
    if (months) return `${day} ${months[month - 1]} ${year}`;
  }
  let format = mediumDateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    mediumDateFormats.set(locale, format);
  }
  const instant = new Date(0);
  instant.setUTCFullYear(year, month - 1, day);
  return format.format(instant);
}
