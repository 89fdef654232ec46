import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDate } from '@internationalized/date';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker';

/** A fixed "today" (Wednesday, 4 March 2026) keeps screenshots stable. */
const today = new CalendarDate(2026, 3, 4);
const march = (day: number) => new CalendarDate(2026, 3, day);

const meta = {
  title: 'Components/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Custom period', today, onChange: fn() },
  parameters: { storyRoot: { width: 420 } },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A valid custom period (storefront.md §5). */
export const Period: Story = {
  args: { defaultValue: { start: march(9), end: march(20) } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="date-range-picker"]')).not.toHaveAttribute('data-invalid');
  },
};

/** A period ending before it starts shows the error (storefront.md §5). */
export const PeriodEndBeforeStart: Story = {
  args: { value: { start: march(20), end: march(9) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The end date must not be before the start date.')).toBeInTheDocument();
  },
};

/** An orders filter whose from-date is after the to-date (account-area.md §5). */
export const FromAfterTo: Story = {
  args: { label: 'Order date', variant: 'fromTo', value: { start: march(20), end: march(9) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The from-date must not be later than the to-date.')).toBeInTheDocument();
  },
};

/** Picking a range in the calendar; weekends inside the range are fine. */
export const PickInCalendar: Story = {
  args: { disablePast: true, disableToday: true, disableWeekends: true },
  parameters: { storyRoot: { width: 420, minHeight: 460 } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Choose a date/ }));
    const grid = await within(document.body).findByRole('grid');
    const cell = (day: number) =>
      within(grid)
        .getAllByRole('button')
        .find((button) => button.textContent === String(day)) as HTMLElement;
    await expect(cell(7)).toHaveAttribute('data-unavailable');
    await userEvent.click(cell(5));
    await userEvent.click(cell(11));
    await expect(args.onChange).toHaveBeenCalledWith({ start: march(5), end: march(11) });
    await expect(canvasElement.querySelector('[data-slot="date-range-picker"]')).toHaveTextContent('05/03/2026');
    // Re-open so the screenshot shows the chosen range in the calendar.
    await userEvent.click(canvas.getByRole('button', { name: /Choose a date/ }));
    await within(document.body).findByRole('grid');
  },
};

/** Disabled field; className reaches the root. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { start: march(9), end: march(20) }, className: 'max-w-sm' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-slot="date-range-picker"]');
    await expect(root).toHaveClass('max-w-sm');
    await expect(root).toHaveAttribute('data-disabled');
  },
};
