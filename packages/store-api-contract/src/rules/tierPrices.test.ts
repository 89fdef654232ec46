import { describe, expect, it } from 'vitest';
import { tierPriceRows, tierRowsOfPrices, tierUnitPrice } from './tierPrices';

const tiers = [
  { from: 50, discountPercent: 10 },
  { from: 10, discountPercent: 5 },
];

describe('tier prices (storefront.md §3 Product calculatedPrices; issue 10 "price with tier prices")', () => {
  it.each([
    ['no tiers: one open-ended row at the net price', 12.5, null, {}, [{ from: 1, to: null, unitPrice: 12.5 }]],
    [
      'tiers sorted, each to = next from − one step, cents rounded half away from zero',
      12.35,
      tiers,
      {},
      [
        { from: 1, to: 9, unitPrice: 12.35 },
        { from: 10, to: 49, unitPrice: 11.73 },
        { from: 50, to: null, unitPrice: 11.12 },
      ],
    ],
    [
      'purchase steps of 10 from a minimum of 10: ranges end one step before the next tier',
      2,
      [{ from: 100, discountPercent: 5 }],
      { minPurchase: 10, purchaseSteps: 10 },
      [
        { from: 10, to: 90, unitPrice: 2 },
        { from: 100, to: null, unitPrice: 1.9 },
      ],
    ],
    [
      'a tier at the minimum purchase replaces the base row',
      10,
      [{ from: 1, discountPercent: 3 }],
      {},
      [{ from: 1, to: null, unitPrice: 9.7 }],
    ],
    [
      'invalid tiers (0 %, 100 % or more, from ≤ 0) are ignored',
      10,
      [
        { from: 5, discountPercent: 0 },
        { from: 5, discountPercent: 100 },
        { from: 0, discountPercent: 5 },
      ],
      {},
      [{ from: 1, to: null, unitPrice: 10 }],
    ],
  ] as const)('%s', (_title, net, tierList, options, expected) => {
    expect(tierPriceRows(net, tierList, options)).toEqual(expected);
  });

  it.each([
    [1, 12.35],
    [9, 12.35],
    [10, 11.73],
    [49, 11.73],
    [50, 11.12],
    [5000, 11.12],
    [0.5, 12.35],
  ])('charges %d units at %d per unit', (quantity, unitPrice) => {
    expect(tierUnitPrice(tierPriceRows(12.35, tiers), quantity)).toBe(unitPrice);
  });

  it('has no unit price without rows', () => {
    expect(tierUnitPrice([], 3)).toBeNull();
  });

  it('reads the rows back from an answer’s calculatedPrices (starting quantities, any order)', () => {
    const rows = tierPriceRows(12.35, tiers);
    const prices = rows.map((row) => ({ quantity: row.from, unitPrice: row.unitPrice })).reverse();
    expect(tierRowsOfPrices(prices)).toEqual(rows);
    expect(
      tierRowsOfPrices(
        [
          { quantity: 10, unitPrice: 2 },
          { quantity: 100, unitPrice: 1.9 },
        ],
        10,
      ),
    ).toEqual([
      { from: 10, to: 90, unitPrice: 2 },
      { from: 100, to: null, unitPrice: 1.9 },
    ]);
  });
});
