// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Badge } from './Badge';

afterEach(cleanup);

describe('Badge', () => {
  it('shows the cart count as a number (storefront.md §2 Header "cart link with a count badge")', () => {
    render(<Badge count={7} aria-label="Cart products: 7" />);
    expect(screen.getByLabelText('Cart products: 7').textContent).toBe('7');
  });

  it('caps a count above the maximum as "99+" (storefront.md §2 Header)', () => {
    render(<Badge count={120} data-testid="badge" />);
    const badge = screen.getByTestId('badge');
    expect(badge.textContent).toBe('99+');
    expect(badge.getAttribute('data-state')).toBe('overflow');
  });

  it('shows the count itself when it equals the maximum, and honours a custom maximum', () => {
    const { rerender } = render(<Badge count={99} data-testid="badge" />);
    expect(screen.getByTestId('badge').textContent).toBe('99');
    rerender(<Badge count={10} max={9} data-testid="badge" />);
    expect(screen.getByTestId('badge').textContent).toBe('9+');
  });

  it('shows bad counts as 0 instead of failing', () => {
    const { rerender } = render(<Badge count={Number.NaN} data-testid="badge" />);
    expect(screen.getByTestId('badge').textContent).toBe('0');
    rerender(<Badge count={-3} data-testid="badge" />);
    expect(screen.getByTestId('badge').textContent).toBe('0');
    rerender(<Badge count={2.7} data-testid="badge" />);
    expect(screen.getByTestId('badge').textContent).toBe('2');
  });

  it('shows a badge text when no count is given (storefront.md §2 mega menu "optional badge text")', () => {
    render(<Badge variant="success">New</Badge>);
    const badge = screen.getByText('New');
    expect(badge.getAttribute('data-variant')).toBe('success');
  });

  it('passes className to the root', () => {
    render(<Badge count={1} className="extra-class" data-testid="badge" />);
    const badge = screen.getByTestId('badge');
    expect(badge.classList.contains('extra-class')).toBe(true);
    expect(badge.getAttribute('data-slot')).toBe('badge');
  });
});
