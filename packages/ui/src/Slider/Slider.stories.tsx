import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Slider } from './Slider';

const meta = {
  title: 'Components/Slider',
  component: Slider,
  args: { label: 'Budget', onValueChange: fn(), onValueCommit: fn() },
  parameters: { storyRoot: { width: 360 } },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer list's budget filter: 0 to 10,000 € (account-area.md §9). */
export const FullRange: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Minimum Budget' })).toHaveAttribute('aria-valuetext', '€0,00');
    await expect(canvas.getByRole('slider', { name: 'Maximum Budget' })).toHaveAttribute(
      'aria-valuetext',
      '€10.000,00',
    );
  },
};

/** A narrowed range. */
export const Narrowed: Story = {
  args: { defaultValue: [2500, 7500], names: ['budgetMin', 'budgetMax'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Minimum Budget' })).toHaveValue('2500');
  },
};

/** Keyboard (WAI-ARIA slider): arrows one step, Page Up ten steps, End to the other thumb; commits each change. */
export const Keyboard: Story = {
  args: { defaultValue: [0, 6000] },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const lower = canvas.getByRole('slider', { name: 'Minimum Budget' });
    await expect(lower).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{PageUp}');
    await expect(lower).toHaveValue('1100');
    await userEvent.keyboard('{End}');
    await expect(lower).toHaveValue('6000');
    await expect(args.onValueCommit).toHaveBeenLastCalledWith([6000, 6000]);
    await userEvent.keyboard('{Home}');
    await expect(lower).toHaveValue('0');
  },
};

/** Pointer: a click on the track moves the nearer thumb there. */
export const Pointer: Story = {
  args: { defaultValue: [0, 10000] },
  play: async ({ canvasElement, args }) => {
    const track = canvasElement.querySelector('[data-slot="slider-track"]') as HTMLElement;
    const box = track.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: track,
      coords: { clientX: box.left + box.width * 0.8, clientY: box.top + box.height / 2 },
    });
    await expect(args.onValueChange).toHaveBeenCalled();
    const upper = canvasElement.querySelectorAll('input[type="range"]')[1];
    await expect(Number((upper as HTMLInputElement | undefined)?.value)).toBeLessThan(10000);
  },
};

/** Disabled; className reaches the root. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: [1000, 4000], className: 'max-w-80' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Budget' });
    await expect(group).toHaveAttribute('data-state', 'disabled');
    await expect(group).toHaveClass('max-w-80');
  },
};

/** French: values in the shop's price format, thumbs named in French. */
export const French: Story = {
  args: { label: 'Budget', defaultValue: [1500, 9000] },
  globals: { locale: 'fr-FR' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Minimum Budget' })).toHaveValue('1500');
  },
};
