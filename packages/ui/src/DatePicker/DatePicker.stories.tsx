import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDate } from '@internationalized/date';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DatePicker } from './DatePicker';

/** A fixed "today" (Wednesday, 4 March 2026) keeps screenshots stable. */
const today = new CalendarDate(2026, 3, 4);

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker,
  args: { label: 'Delivery date', today, onChange: fn() },
  parameters: { storyRoot: { width: 360 } },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty field. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Choose a date/ })).toBeInTheDocument();
  },
};

/** A chosen day, with help text. */
export const WithValue: Story = {
  args: { defaultValue: new CalendarDate(2026, 3, 10), description: 'Weekdays after today only', name: 'deliveryDate' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="date-picker"]')).toHaveTextContent('10/03/2026');
    // The form value is the ISO day.
    const hidden = canvasElement.querySelector<HTMLInputElement>('input[name="deliveryDate"]');
    await expect(hidden).toHaveValue('2026-03-10');
  },
};

/**
 * The open calendar with the delivery rules: today, earlier days, Saturdays and Sundays are
 * unavailable (account-area.md §9); picking a day fills the field.
 */
export const DeliveryRules: Story = {
  args: { disablePast: true, disableToday: true, disableWeekends: true },
  parameters: { storyRoot: { width: 360, minHeight: 460 } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Choose a date/ }));
    const body = within(document.body);
    const grid = await body.findByRole('grid');
    const cell = (day: number) =>
      within(grid)
        .getAllByRole('button')
        .find((button) => button.textContent === String(day));
    for (const day of [3, 4, 7, 8]) await expect(cell(day)).toHaveAttribute('data-unavailable');
    await expect(cell(5)).not.toHaveAttribute('data-unavailable');
    await userEvent.click(cell(9) as HTMLElement);
    await expect(args.onChange).toHaveBeenCalledWith(new CalendarDate(2026, 3, 9));
    await expect(canvasElement.querySelector('[data-slot="date-picker"]')).toHaveTextContent('09/03/2026');
    // Re-open so the screenshot shows the rules with the chosen day.
    await userEvent.click(canvas.getByRole('button', { name: /Choose a date/ }));
    await body.findByRole('grid');
  },
};

/** A Saturday that reached the field (typed) shows the error. */
export const UnavailableDay: Story = {
  args: { value: new CalendarDate(2026, 3, 7), disablePast: true, disableToday: true, disableWeekends: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This day cannot be chosen. Choose a working day after today.')).toBeInTheDocument();
  },
};

/** Disabled field; className reaches the root. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: new CalendarDate(2026, 3, 10), className: 'max-w-xs' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-slot="date-picker"]');
    await expect(root).toHaveClass('max-w-xs');
    await expect(root).toHaveAttribute('data-disabled');
  },
};

const deliveryArgs = { disablePast: true, disableToday: true, disableWeekends: true, name: 'deliveryDate' } as const;

/** Keyboard: typing a working day fills the field (day, month, year in the locale's order). */
export const TypeAvailableDay: Story = {
  args: deliveryArgs,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('10032026');
    await expect(canvasElement.querySelector('input[name="deliveryDate"]')).toHaveValue('2026-03-10');
    await expect(canvasElement.querySelector('[data-slot="date-picker"]')).not.toHaveAttribute('data-invalid');
  },
};

/** Keyboard: typing a Saturday shows the error (account-area.md §9). */
export const TypeSaturday: Story = {
  args: deliveryArgs,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('07032026');
    await expect(canvas.getByText('This day cannot be chosen. Choose a working day after today.')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="date-picker"]')).toHaveAttribute('data-invalid');
  },
};

/** Keyboard: open the calendar with the button, move with the arrow keys, choose with Enter. */
export const KeyboardCalendar: Story = {
  args: deliveryArgs,
  parameters: { storyRoot: { width: 360, minHeight: 460 } },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: /Choose a date/ });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('grid');
    // Focus starts on today (Wednesday 4 March); one step right is Thursday 5 March.
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(canvasElement.querySelector('input[name="deliveryDate"]')).toHaveValue('2026-03-05');
  },
};

/** German: calendar, weekday names and texts follow the UiLocaleProvider (weeks start on Monday). */
export const German: Story = {
  args: { ...deliveryArgs, label: 'Lieferdatum', defaultOpen: true },
  globals: { locale: 'de-DE' },
  parameters: { storyRoot: { width: 360, minHeight: 460 } },
  play: async () => {
    const body = within(document.body);
    await expect(await body.findByRole('heading', { name: 'März 2026' })).toBeInTheDocument();
    await expect(body.getByRole('button', { name: 'Nächster Monat' })).toBeInTheDocument();
  },
};
