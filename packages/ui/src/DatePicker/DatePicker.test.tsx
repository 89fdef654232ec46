// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { CalendarDate } from '@internationalized/date';
import { UiLocaleProvider } from '../i18n/UiLocaleProvider';
import { DatePicker } from './DatePicker';

afterEach(cleanup);

// Wednesday, 18 November 2026.
const today = new CalendarDate(2026, 11, 18);
const deliveryRules = { disablePast: true, disableToday: true, disableWeekends: true } as const;

/** The day cell of the open calendar showing this day number. */
function dayCell(day: number): HTMLElement {
  const grid = screen.getByRole('grid');
  const cell = within(grid)
    .getAllByRole('button')
    .find((button) => button.textContent === String(day));
  if (!cell) throw new Error(`no cell for day ${day}`);
  return cell;
}

describe('DatePicker (account-area.md §9 "disables today and earlier days and Saturdays and Sundays")', () => {
  it('opens the calendar on the month of today', () => {
    render(<DatePicker label="Delivery date" today={today} defaultOpen {...deliveryRules} />);
    expect(screen.getByRole('dialog')).toBeDefined();
    expect(screen.getByRole('heading').textContent).toContain('November 2026');
  });

  it.each([
    [17, 'an earlier day'],
    [18, 'today'],
    [21, 'Saturday'],
    [22, 'Sunday'],
  ])('marks day %s (%s) unavailable and does not select it', (day) => {
    const onChange = vi.fn();
    render(<DatePicker label="Delivery date" today={today} defaultOpen onChange={onChange} {...deliveryRules} />);
    const cell = dayCell(day);
    expect(cell.hasAttribute('data-unavailable') || cell.getAttribute('aria-disabled') === 'true').toBe(true);
    fireEvent.click(cell);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('selects an available working day after today', () => {
    const onChange = vi.fn();
    render(<DatePicker label="Delivery date" today={today} defaultOpen onChange={onChange} {...deliveryRules} />);
    const friday = dayCell(20);
    expect(friday.hasAttribute('data-unavailable')).toBe(false);
    fireEvent.click(friday);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(String(onChange.mock.calls[0]?.[0])).toBe('2026-11-20');
    // The field shows the chosen day in the locale's order (en-GB: day/month/year).
    expect(screen.getByText('Delivery date').closest('[data-slot="date-picker"]')?.textContent).toContain('20/11/2026');
  });

  it('leaves every day available without the rules', () => {
    render(<DatePicker label="Order date" today={today} defaultOpen />);
    for (const day of [17, 18, 21, 22]) expect(dayCell(day).hasAttribute('data-unavailable')).toBe(false);
  });

  it('shows an error for an unavailable day that reached the field (typed or from outside)', () => {
    const { container } = render(
      <DatePicker label="Delivery date" today={today} value={new CalendarDate(2026, 11, 21)} {...deliveryRules} />,
    );
    expect(screen.getByText('This day cannot be chosen. Choose a working day after today.')).toBeDefined();
    expect(container.querySelector('[data-slot="date-picker"]')?.hasAttribute('data-invalid')).toBe(true);
  });

  it('shows no error for an allowed day', () => {
    const { container } = render(
      <DatePicker label="Delivery date" today={today} value={new CalendarDate(2026, 11, 23)} {...deliveryRules} />,
    );
    expect(screen.queryByText(/cannot be chosen/)).toBeNull();
    expect(container.querySelector('[data-slot="date-picker"]')?.hasAttribute('data-invalid')).toBe(false);
  });

  it('shows the calendar and texts in the provider locale', () => {
    render(
      <UiLocaleProvider locale="de-DE">
        <DatePicker label="Lieferdatum" today={today} defaultOpen {...deliveryRules} />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('heading').textContent).toContain('November 2026');
    expect(screen.getByRole('button', { name: 'Nächster Monat' })).toBeDefined();
    expect(screen.getAllByRole('button', { name: /Datum auswählen/ }).length).toBeGreaterThan(0);
    // German weeks start on Monday.
    const firstHeader = screen.getByRole('grid').querySelector('th');
    expect(firstHeader?.textContent).toBe('M');
  });

  it('passes className to the root', () => {
    const { container } = render(<DatePicker label="Delivery date" today={today} className="extra-class" />);
    const root = container.querySelector('[data-slot="date-picker"]');
    expect(root?.classList.contains('extra-class')).toBe(true);
  });
});
