import { describe, expect, it, vi } from 'vitest';
import { formatPercent } from './percent';

// Intl puts a no-break space (U+00A0) into some formats; normalising keeps the expected values readable.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const shopLocales = ['de-DE', 'de-AT', 'en-GB', 'nl-NL', 'fr-FR'];

describe('formatPercent (storefront.md §3 cart line VAT, §9 formats)', () => {
  it.each([
    ['de-DE', 20, '20 %'],
    ['de-DE', 5.5, '5,5 %'],
    ['en-GB', 5.5, '5.5%'],
    ['nl-NL', 21, '21%'],
    ['fr-FR', 12.5, '12,5 %'],
  ])('%s writes %s as %s', (locale, rate, expected) => {
    expect(plain(formatPercent(rate, locale))).toBe(expected);
  });

  it('writes every rate of up to two decimals exactly as Intl does, without making an Intl.NumberFormat', () => {
    const rates = [0, 0.01, 0.5, 3, 5.5, 6, 9.25, 10, 12, 13, 19, 20, 21, 99.99, 100, 250, 999.99];
    const expected = shopLocales.map((locale) => {
      const intl = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
      return rates.map((rate) => intl.format(rate / 100));
    });
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      expect(shopLocales.map((locale) => rates.map((rate) => formatPercent(rate, locale)))).toEqual(expected);
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('leaves more decimals, large and negative rates and other locales to Intl', () => {
    const intl = (rate: number, locale: string) =>
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(rate / 100);
    expect(formatPercent(5.555, 'de-DE')).toBe(intl(5.555, 'de-DE'));
    expect(plain(formatPercent(1234, 'en-GB'))).toBe('1,234%');
    expect(plain(formatPercent(-5, 'de-DE'))).toBe('-5 %');
    expect(plain(formatPercent(21, 'nl-BE'))).toBe('21%');
    expect(plain(formatPercent(Number.NaN, 'de-DE'))).toBe('NaN %');
  });
});
