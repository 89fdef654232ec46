import { describe, expect, it, vi } from 'vitest';
import { formatPrice, formatStock, grossFromNet, roundToCents } from './price';

// Intl puts a no-break space (U+00A0) or narrow no-break space (U+202F) into some formats;
// normalising keeps the expected values readable.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice (storefront.md §9 "euro, two decimals, comma separator")', () => {
  it.each([
    ['de-DE', 1234.5, '1.234,50 €'],
    ['nl-NL', 1234.5, '€ 1.234,50'],
    ['fr-FR', 1234.5, '1 234,50 €'],
    ['en-GB', 1234.5, '€1.234,50'],
    ['de-DE', 0, '0,00 €'],
    ['en-GB', 0.1, '€0,10'],
    ['de-DE', 1_000_000, '1.000.000,00 €'],
  ])('%s formats %s as %s', (locale, amount, expected) => {
    expect(plain(formatPrice(amount, locale))).toBe(expected);
  });

  it('shows a comma as decimal separator in every shop locale, en-GB included (storefront.md §9)', () => {
    for (const locale of ['de-DE', 'nl-NL', 'fr-FR', 'en-GB']) {
      expect(formatPrice(9.99, locale)).toMatch(/9,99/);
      expect(formatPrice(9.99, locale)).not.toMatch(/9\.99/);
    }
  });

  it('always shows exactly two decimals, rounding half away from zero (storefront.md §9)', () => {
    expect(plain(formatPrice(1.005, 'de-DE'))).toBe('1,01 €');
    expect(plain(formatPrice(2.675, 'de-DE'))).toBe('2,68 €');
    expect(plain(formatPrice(3, 'de-DE'))).toBe('3,00 €');
    expect(plain(formatPrice(0.004, 'de-DE'))).toBe('0,00 €');
  });

  it('keeps the locale minus sign for credits', () => {
    expect(plain(formatPrice(-5, 'de-DE'))).toBe('-5,00 €');
    expect(plain(formatPrice(-5, 'en-GB'))).toBe('-€5,00');
  });

  it('rejects bad input with a clear error', () => {
    expect(() => formatPrice(Number.NaN, 'de-DE')).toThrow(/finite number/);
    expect(() => formatPrice(Number.POSITIVE_INFINITY, 'de-DE')).toThrow(RangeError);
    expect(() => formatPrice(1, 'not a locale!')).toThrow(/Unknown locale/);
  });

  it('makes one Intl.NumberFormat per locale and style, not one per price (issue 10: a cart formats dozens)', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      // Belgian Dutch and French: locales without an own format of the module (those make no Intl.NumberFormat).
      const prices = [1, 2.5, 1234.5, -3].map((amount) => plain(formatPrice(amount, 'nl-BE')));
      expect(prices).toEqual(['€ 1,00', '€ 2,50', '€ 1.234,50', '€ -3,00']);
      expect(plain(formatStock(2.5, 'nl-BE'))).toBe('2,50');
      expect(plain(formatPrice(1, 'fr-BE'))).toBe('1,00 €');
      expect(made.mock.calls.length).toBeLessThanOrEqual(3);
    } finally {
      made.mockRestore();
    }
  });
});

describe('formatPrice and formatStock without Intl in the shop locales (issue 10: listing hydration)', () => {
  /** What Intl writes, with en-GB's separators swapped (the module's rule for locales without a decimal comma). */
  function intlFormat(amount: number, locale: string, options: Intl.NumberFormatOptions): string {
    const format = new Intl.NumberFormat(locale, { ...options, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const swap = format.formatToParts(1.5).find((part) => part.type === 'decimal')?.value !== ',';
    return format
      .formatToParts(amount)
      .map((part) => (swap && part.type === 'decimal' ? ',' : swap && part.type === 'group' ? '.' : part.value))
      .join('');
  }
  const amounts = [
    0, 0.004, 0.01, 0.1, 1, 9.99, 12, 100, 999.995, 1000, 1234.5, 12_345.67, 100_000, 1_000_000, 123_456_789.01,
    89_999_999_999_999.98, 1e15, -0.004, -0.01, -5, -999.99, -1000, -1234.5, -1_000_000.5,
  ];

  it.each(['de-DE', 'de-AT', 'en-GB', 'nl-NL', 'fr-FR'])(
    '%s: every amount reads exactly as Intl writes it (spaces, minus, grouping; storefront.md §9)',
    (locale) => {
      for (const amount of amounts) {
        const rounded = roundToCents(amount);
        expect([amount, formatPrice(amount, locale)]).toEqual([
          amount,
          intlFormat(rounded, locale, { style: 'currency', currency: 'EUR' }),
        ]);
        expect([amount, formatStock(amount, locale)]).toEqual([amount, intlFormat(rounded, locale, {})]);
      }
    },
  );

  it('makes no Intl.NumberFormat for them (the first one of a page loads the locale number data)', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      expect(plain(formatPrice(1234.5, 'de-AT'))).toBe('€ 1.234,50');
      expect(plain(formatStock(1234.5, 'de-AT'))).toBe('1 234,50');
      expect(plain(formatPrice(-3, 'nl-NL'))).toBe('€ -3,00');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});

describe('roundToCents and grossFromNet (storefront.md §9 "net price two decimals")', () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [-1.005, -1.01],
    [2.675, 2.68],
    [0.1 + 0.2, 0.3],
    [-0.001, 0],
  ])('roundToCents(%s) = %s', (amount, expected) => {
    expect(roundToCents(amount)).toBe(expected);
  });

  it.each([
    [100, 19, 119],
    [10, 20, 12],
    [8.4, 19, 10],
    [0.05, 19, 0.06], // 5.95 cents rounds up
    [1.15, 21, 1.39], // 139.15 cents
    [12.34, 5.5, 13.02], // 1301.87 cents
    [99.99, 0, 99.99],
    [1.005, 19, 1.2], // net is first shown as 1.01 → 1.2019
  ])('grossFromNet(%s, %s %%) = %s', (net, taxRate, gross) => {
    expect(grossFromNet(net, taxRate)).toBe(gross);
  });

  it('rejects a negative or non-finite tax rate and a non-finite net price', () => {
    expect(() => grossFromNet(10, -1)).toThrow(/taxRate must not be negative/);
    expect(() => grossFromNet(10, Number.NaN)).toThrow(/taxRate must be a finite number/);
    expect(() => grossFromNet(Number.NaN, 19)).toThrow(/net must be a finite number/);
  });
});

describe('formatStock (storefront.md §9 "stock two decimals")', () => {
  it.each([
    ['de-DE', 12, '12,00'],
    ['nl-NL', 2.5, '2,50'],
    ['fr-FR', 1500.255, '1 500,26'],
    ['en-GB', 1500.25, '1.500,25'],
  ])('%s formats %s as %s', (locale, stock, expected) => {
    expect(plain(formatStock(stock, locale))).toBe(expected);
  });

  it('rejects a non-finite stock', () => {
    expect(() => formatStock(Number.NaN, 'de-DE')).toThrow(RangeError);
  });
});
