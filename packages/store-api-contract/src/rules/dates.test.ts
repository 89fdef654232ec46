import { describe, expect, it } from 'vitest';
import {
  compareIsoDates,
  isIsoDate,
  isSelectableDeliveryDate,
  isSelectableDesiredDeliveryDate,
  isoDateInTimeZone,
  isValidFromTo,
  isValidPeriod,
  isWeekend,
  isoWeekday,
  parseIsoDate,
} from './dates';

// 2026-11-18 is a Wednesday.
const today = '2026-11-18';
const deliveryRules = { disablePast: true, disableToday: true, disableWeekends: true };

describe('isWeekend (account-area.md §9 "disables Saturdays and Sundays")', () => {
  it.each([
    ['2026-11-16', 1, false],
    ['2026-11-20', 5, false],
    ['2026-11-21', 6, true],
    ['2026-11-22', 7, true],
    ['2024-02-29', 4, false],
    ['2000-01-01', 6, true],
  ])('%s is weekday %s, weekend %s', (date, weekday, weekend) => {
    expect(isoWeekday(date)).toBe(weekday);
    expect(isWeekend(date)).toBe(weekend);
  });
});

describe('isSelectableDeliveryDate (account-area.md §9, storefront.md §5 "Date pickers")', () => {
  it.each([
    ['2026-11-17', false, 'an earlier day'],
    ['2025-12-31', false, 'a day last year'],
    [today, false, 'today'],
    ['2026-11-19', true, 'tomorrow (Thursday)'],
    ['2026-11-20', true, 'Friday'],
    ['2026-11-21', false, 'Saturday'],
    ['2026-11-22', false, 'Sunday'],
    ['2026-11-23', true, 'next Monday'],
  ])('with all rules on, %s is selectable: %s (%s)', (date, selectable) => {
    expect(isSelectableDeliveryDate(date, today, deliveryRules)).toBe(selectable);
  });

  it('applies only the rules that are switched on', () => {
    expect(isSelectableDeliveryDate('2026-11-17', today)).toBe(true);
    expect(isSelectableDeliveryDate(today, today, { disablePast: true })).toBe(true);
    expect(isSelectableDeliveryDate('2026-11-17', today, { disableToday: true })).toBe(true);
    expect(isSelectableDeliveryDate('2026-11-21', today, { disablePast: true, disableToday: true })).toBe(true);
    expect(isSelectableDeliveryDate('2026-11-14', today, { disableWeekends: true })).toBe(false);
  });

  it('rejects a malformed date with a clear error', () => {
    expect(() => isSelectableDeliveryDate('18.11.2026', today, deliveryRules)).toThrow(/ISO date/);
    expect(() => isSelectableDeliveryDate('2026-02-30', today, deliveryRules)).toThrow(/Not a calendar date/);
  });
});

describe('isValidPeriod (storefront.md §5 "end date must not be before the start date")', () => {
  it.each([
    ['2026-11-01', '2026-11-30', true],
    ['2026-11-30', '2026-11-01', false],
    ['2026-12-31', '2027-01-01', true],
    ['2027-01-01', '2026-12-31', false],
    ['2026-11-18', '2026-11-18', true],
  ])('start %s, end %s → %s', (start, end, valid) => {
    expect(isValidPeriod(start, end)).toBe(valid);
  });

  it('can demand an end strictly after the start (account-area.md §5 "later than")', () => {
    expect(isValidPeriod('2026-11-18', '2026-11-18', { allowSameDay: false })).toBe(false);
    expect(isValidPeriod('2026-11-18', '2026-11-19', { allowSameDay: false })).toBe(true);
  });
});

describe('isValidFromTo (account-area.md §5 "from-date must not be later than the to-date")', () => {
  it.each([
    ['2026-01-01', '2026-02-01', true],
    ['2026-02-01', '2026-01-01', false],
    ['2026-02-01', '2026-02-01', true],
    ['2026-02-01', null, true],
    [undefined, '2026-02-01', true],
    ['', '', true],
  ])('from %s, to %s → %s', (from, to, valid) => {
    expect(isValidFromTo(from, to)).toBe(valid);
  });

  it('rejects a malformed bound even when the other is open', () => {
    expect(() => isValidFromTo('2026-13-01', null)).toThrow(/Not a calendar date/);
  });
});

describe('ISO date helpers', () => {
  it('parses and validates calendar dates', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2026-1-5')).toBe(false);
    expect(isIsoDate(20261118)).toBe(false);
    expect(compareIsoDates('2026-11-18', '2026-11-19')).toBe(-1);
    expect(compareIsoDates('2026-11-19', '2026-11-19')).toBe(0);
  });

  it('reads years below 100 as written (a date field while the year is still being typed)', () => {
    expect(parseIsoDate('0002-03-10')).toEqual({ year: 2, month: 3, day: 10 });
    expect(isIsoDate('0020-02-29')).toBe(true);
    expect(isoWeekday('0001-01-01')).toBe(1);
    expect(isSelectableDeliveryDate('0002-03-10', '2026-03-04', { disablePast: true })).toBe(false);
  });
});

describe('isSelectableDesiredDeliveryDate (account-area.md §9: no past, no today, no weekends; checkout and server)', () => {
  it.each([
    ['2026-11-17', false, 'yesterday'],
    [today, false, 'today'],
    ['2026-11-19', true, 'tomorrow (Thursday)'],
    ['2026-11-21', false, 'Saturday'],
    ['2026-11-22', false, 'Sunday'],
    ['2026-11-23', true, 'next Monday'],
    ['2026-11-31', false, 'not a calendar date'],
    ['next week', false, 'not an ISO date'],
  ])('%s → %s (%s)', (date, selectable) => {
    expect(isSelectableDesiredDeliveryDate(date, today)).toBe(selectable);
  });
});

describe("isoDateInTimeZone (the shop's today, Europe/Vienna)", () => {
  it.each([
    ['2026-11-18T22:59:59Z', '2026-11-18'],
    ['2026-11-18T23:00:00Z', '2026-11-19'],
    ['2026-06-30T22:00:00Z', '2026-07-01'],
  ])('%s is %s in Vienna', (instant, day) => {
    expect(isoDateInTimeZone(new Date(instant))).toBe(day);
  });
});
