// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { UiLocaleProvider } from '../i18n/UiLocaleProvider';
import { LoadingBar, loadingBarProgress } from './LoadingBar';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const valueNow = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));

describe('LoadingBar (storefront.md §2 Routes "progress bar", §9 "throttle 200ms, duration 5000ms")', () => {
  it('does not show for a load shorter than the 200 ms throttle (§9)', () => {
    const { rerender } = render(<LoadingBar loading />);
    advance(150);
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(<LoadingBar loading={false} />);
    advance(1000);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows after 200 ms of loading with the localized name (§9 throttle)', () => {
    render(<LoadingBar loading />);
    advance(199);
    expect(screen.queryByRole('progressbar')).toBeNull();
    advance(1);
    const bar = screen.getByRole('progressbar', { name: 'Loading page' });
    expect(bar.getAttribute('data-state')).toBe('loading');
    expect(valueNow()).toBe(0);
  });

  it('creeps towards 90 % over 5000 ms and holds there (§9 duration)', () => {
    render(<LoadingBar loading />);
    advance(200);
    advance(2500);
    expect(valueNow()).toBe(45);
    advance(2500);
    expect(valueNow()).toBe(90);
    advance(10_000);
    expect(valueNow()).toBe(90);
  });

  it('fills to 100 % when loading completes, then hides (§2 "finishes when loading completes")', () => {
    const { rerender } = render(<LoadingBar loading />);
    advance(1200);
    expect(valueNow()).toBeLessThan(90);
    rerender(<LoadingBar loading={false} />);
    expect(valueNow()).toBe(100);
    expect(screen.getByRole('progressbar').getAttribute('data-state')).toBe('finishing');
    advance(300);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('starts again from 0 on the next route change', () => {
    const { rerender } = render(<LoadingBar loading />);
    advance(3000);
    rerender(<LoadingBar loading={false} />);
    advance(300);
    rerender(<LoadingBar loading />);
    advance(200);
    expect(valueNow()).toBe(0);
  });

  it('honours a custom throttle and duration', () => {
    render(<LoadingBar loading throttle={0} duration={1000} />);
    advance(0);
    advance(500);
    expect(valueNow()).toBe(45);
  });

  it('speaks the locale of the provider', () => {
    render(
      <UiLocaleProvider locale="de-DE">
        <LoadingBar loading />
      </UiLocaleProvider>,
    );
    advance(200);
    expect(screen.getByRole('progressbar', { name: 'Seite wird geladen' })).toBeDefined();
  });

  it('passes className to the root', () => {
    render(<LoadingBar loading className="extra-class" />);
    advance(200);
    const bar = screen.getByRole('progressbar');
    expect(bar.classList.contains('extra-class')).toBe(true);
    expect(bar.getAttribute('data-slot')).toBe('loading-bar');
  });
});

describe('loadingBarProgress', () => {
  it.each([
    [0, 0],
    [-5, 0],
    [Number.NaN, 0],
    [1000, 18],
    [5000, 90],
    [9000, 90],
  ])('after %s ms is %s %%', (elapsed, expected) => {
    expect(loadingBarProgress(elapsed)).toBe(expected);
  });
});
