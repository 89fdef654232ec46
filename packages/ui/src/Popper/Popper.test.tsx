import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Popper, popperCloseDelay } from './Popper';

function DeliveryPopper(props: { onOpenChange?: (open: boolean) => void; openOnHover?: boolean }) {
  return (
    <Popper reference="Delivery time" className="extra" {...props}>
      Ships in 2–3 working days
    </Popper>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Popper', () => {
  it('is shown on click of its reference and hidden on a click in the popover (storefront.md §4)', async () => {
    const onOpenChange = vi.fn();
    render(<DeliveryPopper onOpenChange={onOpenChange} />);
    const reference = screen.getByRole('button', { name: 'Delivery time' });
    await userEvent.click(reference);
    const popover = screen.getByRole('dialog', { name: 'Delivery time' });
    expect(popover).toHaveTextContent('Ships in 2–3 working days');
    expect(popover).toHaveClass('extra');
    expect(reference).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByText('Ships in 2–3 working days'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('is shown on hover of its reference and hidden on mouse leave (storefront.md §4)', () => {
    vi.useFakeTimers();
    render(<DeliveryPopper />);
    const reference = screen.getByRole('button', { name: 'Delivery time' });
    fireEvent.pointerEnter(reference, { pointerType: 'mouse' });
    expect(screen.getByRole('dialog')).toHaveTextContent('Ships in 2–3 working days');
    // Hover must not steal focus from where the customer is.
    expect(screen.getByRole('dialog')).not.toContainElement(document.activeElement as HTMLElement);
    fireEvent.pointerLeave(reference, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(popperCloseDelay));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open while the mouse moves from the reference onto the popover', () => {
    vi.useFakeTimers();
    render(<DeliveryPopper />);
    const reference = screen.getByRole('button', { name: 'Delivery time' });
    fireEvent.pointerEnter(reference, { pointerType: 'mouse' });
    fireEvent.pointerLeave(reference, { pointerType: 'mouse' });
    fireEvent.pointerEnter(screen.getByRole('dialog'), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(popperCloseDelay * 3));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('a click after hovering keeps it open instead of toggling it shut', () => {
    render(<DeliveryPopper />);
    const reference = screen.getByRole('button', { name: 'Delivery time' });
    fireEvent.pointerEnter(reference, { pointerType: 'mouse' });
    fireEvent.click(reference);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(reference);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open on hover when openOnHover is false', () => {
    render(<DeliveryPopper openOnHover={false} />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Delivery time' }), { pointerType: 'mouse' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keyboard: Enter opens and focuses the popover, Escape closes and returns focus', async () => {
    render(<DeliveryPopper />);
    const reference = screen.getByRole('button', { name: 'Delivery time' });
    reference.focus();
    await userEvent.keyboard('{Enter}');
    const popover = screen.getByRole('dialog');
    expect(popover).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reference).toHaveFocus();
  });
});
