// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Skeleton } from './Skeleton';

afterEach(cleanup);

describe('Skeleton', () => {
  it('stays out of the accessibility tree while content loads (storefront.md §2 Footer "hidden while loading")', () => {
    render(
      <div role="region" aria-label="Product" aria-busy="true">
        <Skeleton shape="text" data-testid="line" />
      </div>,
    );
    const line = screen.getByTestId('line');
    expect(line.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('region', { name: 'Product' }).textContent).toBe('');
  });

  it('exposes its shape as data-variant', () => {
    const { rerender } = render(<Skeleton data-testid="block" />);
    expect(screen.getByTestId('block').getAttribute('data-variant')).toBe('rect');
    rerender(<Skeleton shape="circle" data-testid="block" />);
    expect(screen.getByTestId('block').getAttribute('data-variant')).toBe('circle');
    expect(screen.getByTestId('block').classList.contains('rounded-full')).toBe(true);
  });

  it('passes className to the root', () => {
    render(<Skeleton className="h-24 w-40" data-testid="block" />);
    const block = screen.getByTestId('block');
    expect(block.classList.contains('h-24')).toBe(true);
    expect(block.getAttribute('data-slot')).toBe('skeleton');
  });
});
