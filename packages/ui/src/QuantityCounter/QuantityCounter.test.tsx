import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiLocaleProvider } from '../i18n/UiLocaleProvider';
import { QuantityCounter } from './QuantityCounter';

const quantity = () => screen.getByRole('spinbutton', { name: 'Quantity' });
const plus = () => screen.getByRole('button', { name: 'Increase quantity' });
const minus = () => screen.getByRole('button', { name: 'Decrease quantity' });

afterEach(() => {
  vi.useRealTimers();
});

describe('QuantityCounter', () => {
  it('raises the start value to the minimum at mount and reports it through onChange (storefront.md §5)', () => {
    const onChange = vi.fn();
    render(<QuantityCounter minPurchase={5} purchaseStep={5} defaultValue={2} onChange={onChange} />);
    expect(quantity()).toHaveValue('5');
    const controlled = vi.fn();
    render(<QuantityCounter minPurchase={3} purchaseStep={1} value={1} onChange={controlled} />);
    expect(controlled).toHaveBeenCalledWith(3);
  });

  it('plus and minus move by the purchase step counted from the minimum (storefront.md §5)', async () => {
    const onChange = vi.fn();
    render(<QuantityCounter minPurchase={2} purchaseStep={3} maxPurchase={11} onChange={onChange} />);
    await userEvent.click(plus());
    expect(quantity()).toHaveValue('5');
    await userEvent.click(plus());
    await userEvent.click(plus());
    expect(quantity()).toHaveValue('11');
    expect(plus()).toBeDisabled();
    await userEvent.click(minus());
    expect(quantity()).toHaveValue('8');
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([5, 8, 11, 8]);
  });

  it('snaps a typed value down onto the grid when the input loses focus (storefront.md §5)', async () => {
    render(<QuantityCounter minPurchase={5} purchaseStep={5} maxPurchase={100} />);
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '13');
    await userEvent.tab();
    expect(quantity()).toHaveValue('10');
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '250');
    await userEvent.tab();
    expect(quantity()).toHaveValue('100');
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '1');
    await userEvent.tab();
    expect(quantity()).toHaveValue('5');
  });

  it('a typed value below the minimum calls onBelowMinimum on blur instead of snapping up (storefront.md §5 cart)', async () => {
    const onBelowMinimum = vi.fn();
    const onChange = vi.fn();
    render(
      <QuantityCounter
        minPurchase={5}
        purchaseStep={5}
        defaultValue={10}
        onChange={onChange}
        onBelowMinimum={onBelowMinimum}
      />,
    );
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '2');
    expect(onBelowMinimum).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onBelowMinimum).toHaveBeenCalledExactlyOnceWith(2);
    expect(onChange).not.toHaveBeenCalledWith(5);
    // The value stays what it was until the host removes the line.
    expect(quantity()).toHaveValue('10');
  });

  it('Enter commits a value below the minimum once, 0 included; the minimum itself stays (storefront.md §5 cart)', async () => {
    const onBelowMinimum = vi.fn();
    render(<QuantityCounter minPurchase={0.5} purchaseStep={0.25} defaultValue={1} onBelowMinimum={onBelowMinimum} />);
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '0{Enter}');
    await userEvent.tab();
    expect(onBelowMinimum).toHaveBeenCalledExactlyOnceWith(0);
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '0,5');
    await userEvent.tab();
    expect(onBelowMinimum).toHaveBeenCalledTimes(1);
    expect(quantity()).toHaveValue('0.5');
  });

  it('text that is not a number still snaps to the minimum with onBelowMinimum (storefront.md §5)', async () => {
    const onBelowMinimum = vi.fn();
    render(<QuantityCounter minPurchase={2} purchaseStep={1} defaultValue={4} onBelowMinimum={onBelowMinimum} />);
    await userEvent.clear(quantity());
    await userEvent.tab();
    expect(onBelowMinimum).not.toHaveBeenCalled();
    expect(quantity()).toHaveValue('2');
  });

  it('keeps two decimals for fractional steps and accepts a decimal comma (storefront.md §5)', async () => {
    const onChange = vi.fn();
    render(<QuantityCounter minPurchase={0.5} purchaseStep={0.25} onChange={onChange} />);
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '1,3');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(1.25);
    expect(quantity()).toHaveValue('1.25');
  });

  it('an invalid typed value shows "invalid quantity" with min, max and step and reports invalid (storefront.md §5)', async () => {
    const onValidityChange = vi.fn();
    const onChange = vi.fn();
    render(
      <QuantityCounter
        minPurchase={5}
        purchaseStep={5}
        maxPurchase={50}
        onChange={onChange}
        onValidityChange={onValidityChange}
      />,
    );
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '7');
    expect(quantity()).toHaveAttribute('aria-invalid', 'true');
    expect(quantity()).toHaveAccessibleDescription('Invalid quantity. Minimum 5, maximum 50, in steps of 5');
    expect(onValidityChange).toHaveBeenLastCalledWith(false);
    expect(onChange).not.toHaveBeenCalledWith(7);
    await userEvent.tab();
    expect(quantity()).not.toHaveAttribute('aria-invalid');
    expect(onValidityChange).toHaveBeenLastCalledWith(true);
    expect(quantity()).toHaveValue('5');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('text that is not a number is invalid and snaps to the minimum on blur (storefront.md §5)', async () => {
    const onValidityChange = vi.fn();
    render(<QuantityCounter minPurchase={1} purchaseStep={1} defaultValue={4} onValidityChange={onValidityChange} />);
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), 'abc');
    expect(screen.getByText(/Invalid quantity/)).toBeInTheDocument();
    expect(onValidityChange).toHaveBeenLastCalledWith(false);
    await userEvent.tab();
    expect(quantity()).toHaveValue('1');
  });

  it('holding plus repeats after 300 ms, then every 50 ms (storefront.md §9)', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<QuantityCounter minPurchase={1} purchaseStep={1} onChange={onChange} />);
    fireEvent.pointerDown(plus(), { button: 0 });
    expect(quantity()).toHaveValue('2');
    act(() => vi.advanceTimersByTime(299));
    expect(quantity()).toHaveValue('2');
    act(() => vi.advanceTimersByTime(1 + 50));
    expect(quantity()).toHaveValue('3');
    act(() => vi.advanceTimersByTime(150));
    expect(quantity()).toHaveValue('6');
    fireEvent.pointerUp(plus());
    act(() => vi.advanceTimersByTime(500));
    expect(quantity()).toHaveValue('6');
    // The click that ends the press must not add another step.
    fireEvent.click(plus());
    expect(quantity()).toHaveValue('6');
  });

  it('holding minus repeats down and stops at the minimum (storefront.md §5, §9)', () => {
    vi.useFakeTimers();
    render(<QuantityCounter minPurchase={2} purchaseStep={2} defaultValue={10} />);
    fireEvent.pointerDown(minus(), { button: 0 });
    act(() => vi.advanceTimersByTime(300 + 50 * 10));
    expect(quantity()).toHaveValue('2');
    expect(minus()).toBeDisabled();
  });

  it('arrow keys step like the buttons; Enter and Space on a button step once', async () => {
    render(<QuantityCounter minPurchase={1} purchaseStep={2} />);
    await userEvent.click(quantity());
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(quantity()).toHaveValue('5');
    await userEvent.keyboard('{ArrowDown}');
    expect(quantity()).toHaveValue('3');
    plus().focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(quantity()).toHaveValue('7');
  });

  it('works controlled: shows the parent value and reports changes', async () => {
    function Controlled() {
      const [value, setValue] = useState(4);
      return (
        <>
          <QuantityCounter minPurchase={2} purchaseStep={2} value={value} onChange={setValue} />
          <output aria-label="cart quantity">{value}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(plus());
    expect(screen.getByRole('status', { name: 'cart quantity' })).toHaveTextContent('6');
    expect(quantity()).toHaveValue('6');
  });

  it('exposes min and max on the spinbutton and disables everything when disabled', () => {
    render(<QuantityCounter minPurchase={1} purchaseStep={1} maxPurchase={9} disabled className="extra" />);
    expect(quantity()).toHaveAttribute('aria-valuemin', '1');
    expect(quantity()).toHaveAttribute('aria-valuemax', '9');
    expect(quantity()).toBeDisabled();
    expect(plus()).toBeDisabled();
    expect(minus()).toBeDisabled();
    expect(quantity().closest('[data-slot="quantity-counter"]')).toHaveClass('extra');
  });

  it('busy: plus and minus wait, typing goes on without losing a keystroke (issue 10 cart)', async () => {
    const onChange = vi.fn();
    render(<QuantityCounter minPurchase={1} purchaseStep={1} defaultValue={3} busy onChange={onChange} />);
    expect(plus()).toBeDisabled();
    expect(minus()).toBeDisabled();
    expect(quantity()).toBeEnabled();
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '125');
    expect(quantity()).toHaveValue('125');
    expect(onChange).toHaveBeenLastCalledWith(125);
    expect(quantity().closest('[data-slot="quantity-counter"]')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the status as data-status (storefront.md §5: success, error or default)', () => {
    const { container } = render(<QuantityCounter minPurchase={1} purchaseStep={1} status="success" />);
    expect(container.querySelector('[data-slot="quantity-counter"]')).toHaveAttribute('data-status', 'success');
  });

  it('speaks the shop language', () => {
    render(
      <UiLocaleProvider locale="de-DE">
        <QuantityCounter minPurchase={1} purchaseStep={1} />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('spinbutton', { name: 'Menge' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menge erhöhen' })).toBeInTheDocument();
  });

  it('falls back to steps of 1 with a clear console error when the rule is broken', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<QuantityCounter minPurchase={Number.NaN} purchaseStep={0} />);
    expect(quantity()).toHaveValue('1');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('minPurchase and purchaseStep must be positive'));
  });
});
