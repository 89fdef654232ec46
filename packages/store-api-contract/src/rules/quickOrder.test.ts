import { describe, expect, it } from 'vitest';
import {
  isMultiRowPaste,
  parseQuickOrderRows,
  quickOrderMaxRows,
  quickOrderRowProblem,
  type QuickOrderProductFacts,
} from './quickOrder';

const screws: QuickOrderProductFacts = {
  minPurchase: 10,
  purchaseStep: 5,
  maxPurchase: 100,
  availableStock: 500,
  isCloseout: false,
  buyable: true,
};
const cable: QuickOrderProductFacts = { ...screws, minPurchase: 0.5, purchaseStep: 0.25, maxPurchase: null };
const closeout: QuickOrderProductFacts = {
  ...screws,
  minPurchase: 1,
  purchaseStep: 1,
  isCloseout: true,
  availableStock: 3,
};

describe('quick order paste (issue 13: two columns from Excel, tab or ; separated)', () => {
  it.each([
    [
      'tab-separated Excel clipboard with CRLF',
      'RT-1\t10\r\nRT-2\t5\r\n',
      [
        ['RT-1', '10'],
        ['RT-2', '5'],
      ],
    ],
    [
      'semicolon CSV with a decimal comma',
      'RT-1;2,5\nRT-2;1',
      [
        ['RT-1', '2,5'],
        ['RT-2', '1'],
      ],
    ],
    ['a header line is skipped', 'Artikelnummer;Menge\nRT-1;3', [['RT-1', '3']]],
    [
      'empty lines are skipped',
      '\nRT-1\t1\n\n\nRT-2\t2\n',
      [
        ['RT-1', '1'],
        ['RT-2', '2'],
      ],
    ],
    [
      'a number without quantity',
      'RT-1\nRT-2',
      [
        ['RT-1', ''],
        ['RT-2', ''],
      ],
    ],
    ['leading zeros and quotes kept as text', '"00123";"4"\n', [['00123', '4']]],
    ['a UTF-8 BOM is dropped', '\uFEFFRT-1;1', [['RT-1', '1']]],
    ['cells are trimmed', '  RT-1 \t 7 ', [['RT-1', '7']]],
  ])('%s', (_name, text, expected) => {
    expect(parseQuickOrderRows(text).map((row) => [row.number, row.quantity])).toEqual(expected);
  });

  it('keeps the line each row came from', () => {
    expect(parseQuickOrderRows('Nummer;Menge\r\n\r\nRT-1;2').map((row) => row.line)).toEqual([3]);
  });

  it('a header is only the first filled line: a later non-numeric quantity stays a row to be named', () => {
    expect(parseQuickOrderRows('RT-1;2\nRT-2;many')).toEqual([
      { line: 1, number: 'RT-1', quantity: '2' },
      { line: 2, number: 'RT-2', quantity: 'many' },
    ]);
  });

  it(`keeps at most ${quickOrderMaxRows} rows (one multi-add)`, () => {
    const text = Array.from({ length: quickOrderMaxRows + 20 }, (_, index) => `RT-${index}\t1`).join('\n');
    expect(parseQuickOrderRows(text)).toHaveLength(quickOrderMaxRows);
  });

  it.each([
    ['RT-1', false],
    ['  RT-1  ', false],
    ['RT-1\t2', true],
    ['RT-1;2', true],
    ['RT-1\nRT-2', true],
  ])('is a paste for the grid: %j → %s', (text, expected) => {
    expect(isMultiRowPaste(text)).toBe(expected);
  });
});

describe('quick order row check (account-area.md §8 add to cart errors; storefront.md §5 quantity rules)', () => {
  it.each([
    ['unknown number (§8 product not found)', null, '10', 'unknownNumber'],
    ['not buyable', { ...screws, buyable: false }, '10', 'notBuyable'],
    ['closeout without stock (§8 out of stock)', { ...closeout, availableStock: 0 }, '1', 'outOfStock'],
    ['closeout asked beyond its stock', closeout, '4', 'outOfStock'],
    ['closeout within its stock', closeout, '3', null],
    ['below the minimum purchase (§5)', screws, '5', 'belowMinimum'],
    ['not minimum + k·step (§5 sales step)', screws, '12', 'notOnStep'],
    ['above the maximum purchase', screws, '105', 'aboveMaximum'],
    ['not a number', screws, 'ten', 'notNumeric'],
    ['empty quantity', screws, '', 'notNumeric'],
    ['on the grid', screws, '15', null],
    ['a decimal comma on a metre grid', cable, '0,75', null],
    ['a non-closeout beyond stock goes to backorder', { ...screws, availableStock: 0 }, '10', null],
    ['a number as quantity', screws, 20, null],
  ] as const)('%s', (_name, product, quantity, expected) => {
    expect(quickOrderRowProblem(product, quantity)).toBe(expected);
  });
});
