import { describe, expect, it } from 'vitest';
import { orderListAmount, orderListLineTotal } from './orderLists';

describe('order list amount (account-area.md §3 Order list "amount"; issue 13 exact decimals)', () => {
  it.each([
    { name: 'unit price × quantity', line: { unitPrice: 12.5, quantity: 4 }, total: 50 },
    { name: 'fractional quantity (goods by the metre)', line: { unitPrice: 3.99, quantity: 2.5 }, total: 9.98 },
    { name: 'half a cent rounds away from zero', line: { unitPrice: 0.125, quantity: 1 }, total: 0.13 },
    { name: 'withheld price', line: { unitPrice: null, quantity: 3 }, total: null },
  ])('line total: $name', ({ line, total }) => {
    expect(orderListLineTotal(line)).toBe(total);
  });

  it.each([
    { name: 'empty list', lines: [], amount: 0 },
    {
      name: '60 lines of 0.10 add up to exactly 6.00',
      lines: Array(60).fill({ unitPrice: 0.1, quantity: 1 }),
      amount: 6,
    },
    {
      name: 'sum of rounded line totals',
      lines: [
        { unitPrice: 1.005, quantity: 1 },
        { unitPrice: 2.675, quantity: 1 },
      ],
      amount: 3.69,
    },
    {
      name: 'any withheld price withholds the amount',
      lines: [
        { unitPrice: 5, quantity: 1 },
        { unitPrice: null, quantity: 1 },
      ],
      amount: null,
    },
  ])('amount: $name', ({ lines, amount }) => {
    expect(orderListAmount(lines)).toBe(amount);
  });
});
