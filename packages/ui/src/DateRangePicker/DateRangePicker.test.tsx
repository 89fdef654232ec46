// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { CalendarDate } from '@internationalized/date';
import { UiLocaleProvider } from '../i18n/UiLocaleProvider';
import { DateRangePicker, dateRangeProblem } from './DateRangePicker';

afterEach(cleanup);

// Wednesday, 18 November 2026.
const today = new CalendarDate(2026, 11, 18);
const range = (start: CalendarDate, end: CalendarDate) => ({ start, end });
const nov = (day: number) => new CalendarDate(2026, 11, day);

function dayCell(day: number): HTMLElement {
  const cell = within(screen.getByRole('grid'))
    .getAllByRole('button')
    .find((button) => button.textContent === String(day));
  if (!cell) throw new Error(`no cell for day ${day}`);
  return cell;
}

describe('dateRangeProblem (storefront.md §5, account-area.md §5)', () => {
  it.each([
    ['period', nov(10), nov(20), true, null],
    ['period', nov(20), nov(10), true, 'endBeforeStart'],
    ['period', nov(10), nov(10), true, null],
    ['period', nov(10), nov(10), false, 'endNotAfterStart'],
    ['fromTo', nov(20), nov(10), true, 'fromAfterTo'],
    ['fromTo', nov(10), nov(10), true, null],
  ] as const)('%s %s → %s (same day allowed: %s) gives %s', (variant, start, end, allowSameDay, expected) => {
    expect(dateRangeProblem(range(start, end), variant, allowSameDay)).toBe(expected);
  });
});

describe('DateRangePicker', () => {
  it('rejects a custom period whose end is before its start (storefront.md §5 "Date pickers")', () => {
    render(<DateRangePicker label="Custom period" today={today} value={range(nov(20), nov(10))} />);
    expect(screen.getByText('The end date must not be before the start date.')).toBeDefined();
  });

  it('accepts a one-day period unless the strict reading is asked for (account-area.md §5 "later than")', () => {
    const { rerender } = render(
      <DateRangePicker label="Custom period" today={today} value={range(nov(10), nov(10))} />,
    );
    expect(screen.queryByText(/end date/)).toBeNull();
    rerender(
      <DateRangePicker label="Custom period" today={today} value={range(nov(10), nov(10))} allowSameDay={false} />,
    );
    expect(screen.getByText('The end date must be later than the start date.')).toBeDefined();
  });

  it('rejects a filter whose from-date is after the to-date (account-area.md §5 offers and orders filters)', () => {
    const { container } = render(
      <DateRangePicker label="Order date" variant="fromTo" today={today} value={range(nov(20), nov(10))} />,
    );
    expect(screen.getByText('The from-date must not be later than the to-date.')).toBeDefined();
    const root = container.querySelector('[data-slot="date-range-picker"]');
    expect(root?.getAttribute('data-variant')).toBe('fromTo');
    expect(root?.hasAttribute('data-invalid')).toBe(true);
  });

  it('shows no error for a valid range', () => {
    const { container } = render(
      <DateRangePicker label="Order date" variant="fromTo" today={today} value={range(nov(1), nov(30))} />,
    );
    expect(container.querySelector('[data-slot="date-range-picker"]')?.hasAttribute('data-invalid')).toBe(false);
  });

  it('picks a range in the calendar, skipping disabled days (account-area.md §9)', () => {
    const onChange = vi.fn();
    render(
      <DateRangePicker
        label="Custom period"
        today={today}
        defaultOpen
        disablePast
        disableToday
        disableWeekends
        onChange={onChange}
      />,
    );
    expect(dayCell(18).hasAttribute('data-unavailable')).toBe(true);
    expect(dayCell(21).hasAttribute('data-unavailable')).toBe(true);
    fireEvent.click(dayCell(19));
    fireEvent.click(dayCell(25));
    expect(onChange).toHaveBeenCalledTimes(1);
    const chosen = onChange.mock.calls[0]?.[0] as { start: CalendarDate; end: CalendarDate };
    expect(`${chosen.start.toString()}/${chosen.end.toString()}`).toBe('2026-11-19/2026-11-25');
    const field = screen.getByText('Custom period').closest('[data-slot="date-range-picker"]');
    expect(field?.textContent).toContain('19/11/2026');
    expect(field?.textContent).toContain('25/11/2026');
  });

  it('speaks the provider locale', () => {
    render(
      <UiLocaleProvider locale="fr-FR">
        <DateRangePicker label="Date de commande" variant="fromTo" today={today} value={range(nov(20), nov(10))} />
      </UiLocaleProvider>,
    );
    expect(screen.getByText('La date « du » ne doit pas être postérieure à la date « au ».')).toBeDefined();
  });

  it('passes className to the root', () => {
    const { container } = render(<DateRangePicker label="Custom period" today={today} className="extra-class" />);
    expect(container.querySelector('[data-slot="date-range-picker"]')?.classList.contains('extra-class')).toBe(true);
  });
});
