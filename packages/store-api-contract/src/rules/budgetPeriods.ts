/**
 * Budget periods and budget arithmetic of approval flows and order references (account-area.md §3 Flow and
 * Order reference, §9 "Budget periods: weekly 7 days, monthly 30, yearly 365, custom dates; order references
 * also daily 1 day"). Money is whole euro cents (integers) throughout: no floating point touches a budget.
 *
 * Anchoring (docs/decisions.md, approval flows): period k of a rule begins at midnight, in the shop's time zone,
 * of the calendar day `startDate + k × length` and ends at the next period's start. Lengths count calendar days,
 * not 24-hour blocks, so a period across a DST change is 23 or 25 hours long and every period still begins at
 * midnight; leap days are ordinary calendar days (a yearly period is 365 days, so it drifts by one day after a
 * 29 February). A custom period is one period from `startDate` to the end of `endDate`. An instant before the
 * start date belongs to the first period (a flow applies from the moment it is assigned; the start date only
 * anchors the periods); an instant after the end date (custom, or a flow with an end) has no budget left.
 *
 * Pure module: no React, no I/O.
 */
import { type IsoDate, isoDateInTimeZone, parseIsoDate } from './dates';
import { roundToCents } from './price';

/** Periods of a flow budget (account-area.md §3 Flow). */
export const flowBudgetPeriods = ['weekly', 'monthly', 'yearly', 'custom'] as const;
/** Periods of an order-reference budget (account-area.md §3 Order reference: flows' periods plus daily). */
export const orderReferenceBudgetPeriods = ['daily', 'weekly', 'monthly', 'yearly', 'custom'] as const;
export type FlowBudgetPeriod = (typeof flowBudgetPeriods)[number];
export type BudgetPeriod = (typeof orderReferenceBudgetPeriods)[number];

/** Length in calendar days of each fixed period (account-area.md §9). */
export const budgetPeriodDays = { daily: 1, weekly: 7, monthly: 30, yearly: 365 } as const satisfies Record<
  Exclude<BudgetPeriod, 'custom'>,
  number
>;

/** The shop's time zone per country of the sales channel (Austrian site Vienna, Belgian sites Brussels). */
export const shopTimeZones = { AT: 'Europe/Vienna', BE: 'Europe/Brussels' } as const;
export type ShopCountry = keyof typeof shopTimeZones;

/** A budget rule: what a flow (per assigned user) or an order reference (for all its orders) may spend. */
export interface BudgetRule {
  /** Budget per period in cents. */
  budgetCents: number;
  period: BudgetPeriod;
  /** First day of the first period (shop time zone). */
  startDate: IsoDate;
  /** Last day with a budget (inclusive); required for custom, optional otherwise. */
  endDate: IsoDate | null;
  /** What was not spent in a period carries into the next one. */
  transferable: boolean;
  /** A new budget at each period start; without it there is one period's budget and then nothing. */
  renewable: boolean;
  /** IANA time zone in which periods begin at midnight. */
  timeZone: string;
}

/** One period of a rule: its index and the instants it spans ([start, end)). */
export interface BudgetPeriodSpan {
  index: number;
  start: Date;
  end: Date;
  /** First and last calendar day of the period (shop time zone). */
  firstDay: IsoDate;
  lastDay: IsoDate;
}

const dayMs = 86_400_000;

/** Days since 1970-01-01 of an ISO date (calendar arithmetic without time zones). */
function epochDay(date: IsoDate): number {
  const { year, month, day } = parseIsoDate(date);
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  return Math.round(utc.getTime() / dayMs);
}

/** The ISO date `days` calendar days after `date` (negative: before). */
export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date((epochDay(date) + days) * dayMs).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return epochDay(to) - epochDay(from);
}

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than formatting with it. */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function offsetFormat(timeZone: string): Intl.DateTimeFormat {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    offsetFormats.set(timeZone, format);
  }
  return format;
}

/** Offset of a time zone from UTC at an instant, in milliseconds (Vienna in winter: +3,600,000). */
function timeZoneOffsetMs(instant: number, timeZone: string): number {
  const parts = offsetFormat(timeZone).formatToParts(new Date(instant));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * Midnights already computed, by time zone and date: a budget period's bounds are the same few midnights for every
 * request of the period, and each costs two Intl formats (a list of flows asked them per flow and request). Bounded:
 * cleared when full.
 */
const midnights = new Map<string, number>();
const midnightsKept = 4096;

/** The instant of midnight at the start of `date` in `timeZone` (DST never moves midnight in Europe). */
export function midnightIn(date: IsoDate, timeZone: string): Date {
  const key = `${timeZone} ${date}`;
  let instant = midnights.get(key);
  if (instant === undefined) {
    const utcMidnight = epochDay(date) * dayMs;
    instant = utcMidnight - timeZoneOffsetMs(utcMidnight, timeZone);
    // The offset at the guess may differ from the offset at local midnight when a change lies between them.
    instant = utcMidnight - timeZoneOffsetMs(instant, timeZone);
    if (midnights.size >= midnightsKept) midnights.clear();
    midnights.set(key, instant);
  }
  return new Date(instant);
}

/** Length of a rule's period in days; a custom period runs from the start date through the end date. */
export function periodLengthDays(rule: Pick<BudgetRule, 'period' | 'startDate' | 'endDate'>): number {
  if (rule.period !== 'custom') return budgetPeriodDays[rule.period];
  if (rule.endDate === null) throw new RangeError('A custom budget period needs an end date');
  return daysBetween(rule.startDate, rule.endDate) + 1;
}

/**
 * True when the dates of a rule are valid: a custom period needs an end date after its start date
 * (account-area.md §5 "End date must be later than start date"); another period's optional end must not be
 * before its start.
 */
export function isValidBudgetDates(period: BudgetPeriod, startDate: IsoDate, endDate: IsoDate | null): boolean {
  if (period === 'custom') return endDate !== null && daysBetween(startDate, endDate) > 0;
  return endDate === null || daysBetween(startDate, endDate) >= 0;
}

/** The period an instant falls in; null after the rule's end (no budget any more). */
export function budgetPeriodAt(rule: BudgetRule, at: Date): BudgetPeriodSpan | null {
  const today = isoDateInTimeZone(at, rule.timeZone);
  if (rule.endDate !== null && daysBetween(rule.endDate, today) > 0) return null;
  const length = periodLengthDays(rule);
  const index = Math.max(0, Math.floor(daysBetween(rule.startDate, today) / length));
  const firstDay = addDays(rule.startDate, index * length);
  const nextFirstDay = addDays(firstDay, length);
  const lastDay =
    rule.endDate !== null && daysBetween(rule.endDate, nextFirstDay) > 1 ? rule.endDate : addDays(nextFirstDay, -1);
  return {
    index,
    start: midnightIn(firstDay, rule.timeZone),
    end: midnightIn(addDays(lastDay, 1), rule.timeZone),
    firstDay,
    lastDay,
  };
}

/** What has been spent against a rule, as the store sums it. */
export interface BudgetSpending {
  /** Spent within the current period (cents). */
  inPeriodCents: number;
  /** Spent in the current and all earlier periods (cents). */
  throughPeriodCents: number;
}

/**
 * What is left to spend in the period `period` (cents, never negative), after `spent` (account-area.md §3
 * "budget transferable, budget renewable"):
 * - renewable and transferable: every period adds the budget, unspent amounts carry on: (k + 1) × B − all spent;
 * - renewable only: each period starts afresh: B − spent in the period;
 * - transferable only: the one budget lasts across periods: B − all spent;
 * - neither: the first period's budget, then nothing.
 */
export function remainingBudgetCents(
  rule: Pick<BudgetRule, 'budgetCents' | 'renewable' | 'transferable'>,
  period: Pick<BudgetPeriodSpan, 'index'> | null,
  spent: BudgetSpending,
): number {
  const term = remainingBudgetTerm(rule, period);
  const subtracted =
    term.spending === 'inPeriod'
      ? spent.inPeriodCents
      : term.spending === 'throughPeriod'
        ? spent.throughPeriodCents
        : 0;
  return Math.max(0, term.baseCents - subtracted);
}

/**
 * The remaining budget of `remainingBudgetCents` as a term a database can evaluate for many users at once:
 * max(0, baseCents − the named spending sum) (none: nothing is subtracted). The user list filters and sorts by it.
 */
export interface RemainingBudgetTerm {
  baseCents: number;
  spending: 'inPeriod' | 'throughPeriod' | 'none';
}

/** The term of a rule in a period (the four cases of `remainingBudgetCents`; no period: nothing left). */
export function remainingBudgetTerm(
  rule: Pick<BudgetRule, 'budgetCents' | 'renewable' | 'transferable'>,
  period: Pick<BudgetPeriodSpan, 'index'> | null,
): RemainingBudgetTerm {
  assertCents(rule.budgetCents, 'budgetCents');
  if (period === null) return { baseCents: 0, spending: 'none' };
  if (rule.renewable && rule.transferable) {
    return { baseCents: (period.index + 1) * rule.budgetCents, spending: 'throughPeriod' };
  }
  if (rule.renewable) return { baseCents: rule.budgetCents, spending: 'inPeriod' };
  if (rule.transferable) return { baseCents: rule.budgetCents, spending: 'throughPeriod' };
  return period.index === 0
    ? { baseCents: rule.budgetCents, spending: 'inPeriod' }
    : { baseCents: 0, spending: 'none' };
}

/** True when a budget with `remainingCents` left covers an order of `totalCents` (the exact rest is enough). */
export function budgetCovers(remainingCents: number, totalCents: number): boolean {
  return totalCents <= remainingCents;
}

/**
 * True when an order total needs an approver (account-area.md §3 approveFrom: "amount from which approval is
 * needed"): at or above the threshold, even within the budget. No threshold: never by amount.
 */
export function needsApprovalFrom(totalCents: number, approveFromCents: number | null): boolean {
  return approveFromCents !== null && totalCents >= approveFromCents;
}

/** Euro (two decimals, as the API sends amounts) to cents, exactly: 12.34 → 1234, 0.1 + 0.2 never 30.000000004. */
export function euroToCents(euro: number): number {
  // roundToCents rounds the decimal value as written (1.005 → 1.01), so no binary error reaches the cents.
  return Math.round(roundToCents(euro) * 100);
}

/** Cents to euro as the API sends amounts (1234 → 12.34). */
export function centsToEuro(cents: number): number {
  assertCents(cents, 'cents');
  return cents / 100;
}

function assertCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be whole cents, got ${String(value)}`);
}
