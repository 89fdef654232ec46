/**
 * Budget rules of the database rows as the contract's pure rules read them (rules/budgetPeriods.ts). Pure.
 */
import {
  type BudgetPeriod,
  type BudgetRule,
  budgetPeriodAt,
  euroToCents,
  remainingBudgetCents,
  type BudgetPeriodSpan,
} from '@ratchet/store-api-contract';

/** A budget rule row (order_flow or order_reference): dates as `YYYY-MM-DD` text, amounts numeric. */
export interface BudgetRuleRow {
  id: string;
  name: string;
  budget: string | number | null;
  period: string;
  transferable: boolean;
  renewable: boolean;
  start_day: string;
  end_day: string | null;
  time_zone: string;
}

/** Sums of spending: within [start, end) and everything before end. */
export interface SpendSums {
  in_period: string | number;
  through_period: string | number;
}

/** A numeric column (text from the driver) in cents. */
export function centsOf(value: string | number | null): number | null {
  return value === null ? null : euroToCents(Number(value));
}

/** Cents as the numeric text a query takes ("1234.50" → exact in numeric(12, 2)). */
export function numericOfCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** The pure rule of a row; null when the row has no budget (an order reference without one). */
export function ruleOf(row: BudgetRuleRow): BudgetRule | null {
  const budgetCents = centsOf(row.budget);
  if (budgetCents === null) return null;
  return {
    budgetCents,
    period: row.period as BudgetPeriod,
    startDate: row.start_day,
    endDate: row.end_day,
    transferable: row.transferable,
    renewable: row.renewable,
    timeZone: row.time_zone,
  };
}

/** The remaining cents of a rule in a period after the spending sums. */
export function remainingOf(rule: BudgetRule, period: BudgetPeriodSpan | null, sums: SpendSums): number {
  return remainingBudgetCents(rule, period, {
    inPeriodCents: centsOf(sums.in_period) ?? 0,
    throughPeriodCents: centsOf(sums.through_period) ?? 0,
  });
}

/**
 * {@link budgetPeriodAt} of many rules at one instant: rules with the same period, dates and time zone share one
 * period, so a list computes the time-zone arithmetic (the costly part: Intl formatting) once per distinct rule, not
 * once per flow or row.
 */
export function periodsAt(now: Date): (rule: BudgetRule) => BudgetPeriodSpan | null {
  const periods = new Map<string, BudgetPeriodSpan | null>();
  return (rule) => {
    const key = `${rule.period}|${rule.startDate}|${rule.endDate ?? ''}|${rule.timeZone}`;
    let period = periods.get(key);
    if (period === undefined) {
      period = budgetPeriodAt(rule, now);
      periods.set(key, period);
    }
    return period;
  };
}

export { budgetPeriodAt };
