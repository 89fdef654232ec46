import { describe, expect, it } from 'vitest';
import {
  addDays,
  budgetCovers,
  budgetPeriodAt,
  type BudgetRule,
  euroToCents,
  isValidBudgetDates,
  midnightIn,
  needsApprovalFrom,
  remainingBudgetCents,
} from './budgetPeriods';

const vienna = 'Europe/Vienna';
const brussels = 'Europe/Brussels';

const rule = (overrides: Partial<BudgetRule>): BudgetRule => ({
  budgetCents: 50_000,
  period: 'monthly',
  startDate: '2026-01-01',
  endDate: null,
  transferable: false,
  renewable: true,
  timeZone: vienna,
  ...overrides,
});

describe('midnight in the shop time zone (account-area.md §9 periods; issue 12 "periods begin at midnight")', () => {
  it.each([
    ['2026-01-15', vienna, '2026-01-14T23:00:00.000Z'], // CET +1
    ['2026-07-15', vienna, '2026-07-14T22:00:00.000Z'], // CEST +2
    ['2026-03-29', vienna, '2026-03-28T23:00:00.000Z'], // DST starts at 02:00 that day: midnight still +1
    ['2026-03-30', vienna, '2026-03-29T22:00:00.000Z'], // first midnight after the spring change
    ['2026-10-25', brussels, '2026-10-24T22:00:00.000Z'], // DST ends at 03:00 that day: midnight still +2
    ['2026-10-26', brussels, '2026-10-25T23:00:00.000Z'],
    ['2028-02-29', brussels, '2028-02-28T23:00:00.000Z'], // leap day
  ])('%s in %s begins at %s', (date, zone, instant) => {
    expect(midnightIn(date, zone).toISOString()).toBe(instant);
  });
});

describe('period anchoring to the start date (account-area.md §9: daily 1, weekly 7, monthly 30, yearly 365 days)', () => {
  it.each([
    // [period, startDate, instant, index, firstDay, lastDay]
    ['daily', '2026-05-04', '2026-05-04T21:59:59.999Z', 0, '2026-05-04', '2026-05-04'], // 23:59:59 Vienna
    ['daily', '2026-05-04', '2026-05-04T22:00:00.000Z', 1, '2026-05-05', '2026-05-05'], // midnight Vienna
    ['weekly', '2026-05-04', '2026-05-10T21:59:59.000Z', 0, '2026-05-04', '2026-05-10'],
    ['weekly', '2026-05-04', '2026-05-10T22:00:00.000Z', 1, '2026-05-11', '2026-05-17'],
    ['monthly', '2026-01-01', '2026-01-30T22:59:59.000Z', 0, '2026-01-01', '2026-01-30'],
    ['monthly', '2026-01-01', '2026-01-30T23:00:00.000Z', 1, '2026-01-31', '2026-03-01'],
    ['yearly', '2028-01-01', '2028-12-30T23:00:00.000Z', 1, '2028-12-31', '2029-12-30'], // leap year: 365 days end on 30 Dec
    ['yearly', '2027-01-01', '2027-12-31T22:59:59.000Z', 0, '2027-01-01', '2027-12-31'],
    // before the start date: the first period applies
    ['monthly', '2026-06-01', '2026-05-20T10:00:00.000Z', 0, '2026-06-01', '2026-06-30'],
  ] as const)('%s from %s at %s is period %i (%s – %s)', (period, startDate, at, index, firstDay, lastDay) => {
    const span = budgetPeriodAt(rule({ period, startDate }), new Date(at));
    expect(span).toMatchObject({ index, firstDay, lastDay });
  });

  it('a weekly period across the spring DST change is 167 hours and both ends are at Vienna midnight', () => {
    const span = budgetPeriodAt(rule({ period: 'weekly', startDate: '2026-03-23' }), new Date('2026-03-29T12:00:00Z'));
    expect(span?.start.toISOString()).toBe('2026-03-22T23:00:00.000Z');
    expect(span?.end.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(((span?.end.getTime() ?? 0) - (span?.start.getTime() ?? 0)) / 3_600_000).toBe(167);
  });

  it('a daily period on the autumn DST change in Brussels is 25 hours', () => {
    const span = budgetPeriodAt(
      rule({ period: 'daily', startDate: '2026-10-01', timeZone: brussels }),
      new Date('2026-10-25T12:00:00Z'),
    );
    expect(span?.firstDay).toBe('2026-10-25');
    expect(((span?.end.getTime() ?? 0) - (span?.start.getTime() ?? 0)) / 3_600_000).toBe(25);
  });

  it('the same instant is a different day in Vienna and in UTC: 23:30 UTC on 4 May is 5 May in Vienna', () => {
    expect(
      budgetPeriodAt(rule({ period: 'daily', startDate: '2026-05-04' }), new Date('2026-05-04T23:30:00Z'))?.index,
    ).toBe(1);
  });

  it.each([
    // custom: one period from start through end date (inclusive); after it nothing
    ['2026-02-10T12:00:00Z', 0],
    ['2026-02-20T22:59:59Z', 0],
    ['2026-02-20T23:00:00Z', null],
  ] as const)(
    'custom 2026-02-01 … 2026-02-20 at %s → period %s (account-area.md §3 custom start and end)',
    (at, index) => {
      const span = budgetPeriodAt(
        rule({ period: 'custom', startDate: '2026-02-01', endDate: '2026-02-20' }),
        new Date(at),
      );
      expect(span === null ? null : span.index).toBe(index);
    },
  );

  it('a monthly flow with an end date stops there and its last period is cut at the end date', () => {
    const withEnd = rule({ period: 'monthly', startDate: '2026-01-01', endDate: '2026-02-10' });
    expect(budgetPeriodAt(withEnd, new Date('2026-02-05T10:00:00Z'))).toMatchObject({
      index: 1,
      lastDay: '2026-02-10',
    });
    expect(budgetPeriodAt(withEnd, new Date('2026-02-11T10:00:00Z'))).toBeNull();
  });
});

describe('custom period dates (account-area.md §5 "End date must be later than start date")', () => {
  it.each([
    ['custom', '2026-01-01', '2026-01-02', true],
    ['custom', '2026-01-01', '2026-01-01', false],
    ['custom', '2026-01-02', '2026-01-01', false],
    ['custom', '2026-01-01', null, false],
    ['monthly', '2026-01-01', null, true],
    ['monthly', '2026-01-01', '2026-01-01', true],
    ['weekly', '2026-01-02', '2026-01-01', false],
  ] as const)('%s %s → %s valid: %s', (period, start, end, valid) => {
    expect(isValidBudgetDates(period, start, end)).toBe(valid);
  });
});

describe('transferable × renewable (account-area.md §3 Flow: budget transferable, budget renewable)', () => {
  // Budget 500 € per period; period index, spent in the period, spent in it and all earlier ones.
  it.each([
    // renewable + transferable: what was not spent carries on, each period adds 500 €
    [true, true, 0, 150_00, 150_00, 350_00],
    [true, true, 1, 0, 150_00, 850_00],
    [true, true, 2, 100_00, 1_100_00, 400_00],
    // renewable only: afresh each period
    [true, false, 0, 150_00, 150_00, 350_00],
    [true, false, 1, 0, 150_00, 500_00],
    [true, false, 1, 500_00, 650_00, 0],
    // transferable only: one budget that lasts
    [false, true, 0, 150_00, 150_00, 350_00],
    [false, true, 3, 50_00, 200_00, 300_00],
    // neither: the first period, then nothing
    [false, false, 0, 150_00, 150_00, 350_00],
    [false, false, 1, 0, 150_00, 0],
  ] as const)(
    'renewable %s, transferable %s, period %i, spent %i of %i → %i cents left',
    (renewable, transferable, index, inPeriodCents, throughPeriodCents, expected) => {
      expect(
        remainingBudgetCents(
          { budgetCents: 500_00, renewable, transferable },
          { index },
          { inPeriodCents, throughPeriodCents },
        ),
      ).toBe(expected);
    },
  );

  it('after the end (no period) nothing is left; never below zero', () => {
    expect(remainingBudgetCents(rule({}), null, { inPeriodCents: 0, throughPeriodCents: 0 })).toBe(0);
    expect(remainingBudgetCents(rule({}), { index: 0 }, { inPeriodCents: 600_00, throughPeriodCents: 600_00 })).toBe(0);
  });

  it('refuses amounts that are not whole cents (the ×100 bug cannot slip in silently)', () => {
    expect(() =>
      remainingBudgetCents(
        { ...rule({}), budgetCents: 500.5 },
        { index: 0 },
        { inPeriodCents: 0, throughPeriodCents: 0 },
      ),
    ).toThrow(RangeError);
  });
});

describe('budget cover and approveFrom (account-area.md §3 approveFrom, §8 unsufficient-budget-blocked)', () => {
  it.each([
    [350_00, 350_00, true],
    [350_00, 350_01, false],
    [0, 1, false],
    [0, 0, true],
  ])('remaining %i covers %i: %s', (remaining, total, covers) => {
    expect(budgetCovers(remaining, total)).toBe(covers);
  });

  it.each([
    [199_99, 200_00, false],
    [200_00, 200_00, true], // "at or above"
    [250_00, 200_00, true],
    [1_000_000_00, null, false],
  ] as const)('total %i with approveFrom %s needs approval: %s', (total, threshold, expected) => {
    expect(needsApprovalFrom(total, threshold)).toBe(expected);
  });

  it.each([
    [12.34, 1234],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [5000, 500000],
    [0, 0],
  ])('%s € is %i cents exactly', (euro, cents) => {
    expect(euroToCents(euro)).toBe(cents);
  });

  it('addDays crosses a leap day', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
  });
});
