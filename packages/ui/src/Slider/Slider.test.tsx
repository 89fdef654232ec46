import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiLocaleProvider } from '../i18n/UiLocaleProvider';
import { Slider } from './Slider';

describe('Slider (issue 9 item 9; WAI-ARIA slider pattern)', () => {
  it('account-area.md §9 "budget slider 0 to 10000": two thumbs from 0 to 10000 by default, valued as euro', () => {
    render(<Slider label="Budget" />);
    expect(screen.getByRole('group', { name: 'Budget' })).toBeInTheDocument();
    const lower = screen.getByRole('slider', { name: 'Minimum Budget' });
    const upper = screen.getByRole('slider', { name: 'Maximum Budget' });
    // Native range inputs: min, max and value are the ARIA values; each thumb stops at the other one.
    expect(lower).toHaveAttribute('min', '0');
    expect(lower).toHaveValue('0');
    expect(upper).toHaveAttribute('max', '10000');
    expect(upper).toHaveAttribute('min', '0');
    expect(upper).toHaveValue('10000');
    // The shop's price format: decimal comma and two decimals in every locale (storefront.md §9).
    expect(lower).toHaveAttribute('aria-valuetext', '€0,00');
    expect(upper).toHaveAttribute('aria-valuetext', '€10.000,00');
  });

  it('shows and announces the values in the shop locale (storefront.md §9 decimal comma)', () => {
    const { container } = render(
      <UiLocaleProvider locale="de-DE">
        <Slider label="Budget" defaultValue={[2500, 7500]} />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('slider', { name: 'Minimum Budget' }).getAttribute('aria-valuetext')).toMatch(
      /^2\.500,00\s€$/,
    );
    expect(container.querySelector('[data-slot="slider-output"]')?.textContent).toMatch(
      /^2\.500,00\s€ – 7\.500,00\s€$/,
    );
  });

  it.each([
    ['{ArrowRight}', 100],
    ['{ArrowUp}', 100],
    ['{PageUp}', 1000],
    ['{End}', 6000],
  ])('moves the lower thumb with %s to %s (End: up to the upper thumb)', async (key, expected) => {
    const onValueChange = vi.fn();
    render(<Slider label="Budget" defaultValue={[0, 6000]} onValueChange={onValueChange} />);
    screen.getByRole('slider', { name: 'Minimum Budget' }).focus();
    await userEvent.keyboard(key);
    expect(onValueChange).toHaveBeenLastCalledWith([expected, 6000]);
  });

  it('moves the upper thumb down with ArrowLeft and Home (down to the lower thumb), and reports the end of a change', async () => {
    const onValueChange = vi.fn();
    const onValueCommit = vi.fn();
    render(
      <Slider
        label="Budget"
        defaultValue={[2000, 10000]}
        onValueChange={onValueChange}
        onValueCommit={onValueCommit}
      />,
    );
    const upper = screen.getByRole('slider', { name: 'Maximum Budget' });
    upper.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onValueChange).toHaveBeenLastCalledWith([2000, 9900]);
    expect(onValueCommit).toHaveBeenLastCalledWith([2000, 9900]);
    await userEvent.keyboard('{Home}');
    expect(onValueChange).toHaveBeenLastCalledWith([2000, 2000]);
    expect(onValueCommit).toHaveBeenLastCalledWith([2000, 2000]);
    expect(upper).toHaveFocus();
  });

  it('keeps minStepsBetweenThumbs apart on Home and End', async () => {
    const onValueChange = vi.fn();
    render(
      <Slider label="Budget" defaultValue={[1000, 3000]} minStepsBetweenThumbs={5} onValueChange={onValueChange} />,
    );
    screen.getByRole('slider', { name: 'Minimum Budget' }).focus();
    await userEvent.keyboard('{End}');
    expect(onValueChange).toHaveBeenLastCalledWith([2500, 3000]);
  });

  it('follows min, max and step and stays as the host says when controlled', async () => {
    const onValueChange = vi.fn();
    render(
      <Slider label="Order amount" min={50} max={500} step={50} value={[100, 400]} onValueChange={onValueChange} />,
    );
    const lower = screen.getByRole('slider', { name: 'Minimum Order amount' });
    expect(lower).toHaveAttribute('min', '50');
    expect(lower).toHaveAttribute('step', '50');
    lower.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenLastCalledWith([150, 400]);
    expect(lower).toHaveValue('100');
  });

  it('does not move when disabled', async () => {
    const onValueChange = vi.fn();
    render(<Slider label="Budget" disabled onValueChange={onValueChange} />);
    const lower = screen.getByRole('slider', { name: 'Minimum Budget' });
    lower.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('account-area.md §7 "budgetMin, budgetMax": submits both values under their names', () => {
    const { container } = render(
      <Slider label="Budget" defaultValue={[500, 4000]} names={['budgetMin', 'budgetMax']} />,
    );
    expect(container.querySelector('input[name="budgetMin"]')).toHaveValue('500');
    expect(container.querySelector('input[name="budgetMax"]')).toHaveValue('4000');
  });

  it('passes className to the root', () => {
    render(<Slider label="Budget" className="extra-class" />);
    expect(screen.getByRole('group', { name: 'Budget' })).toHaveClass('extra-class');
  });
});
