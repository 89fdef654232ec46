import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { loadingBarMessages } from './messages';

/** Loads shorter than this never show the bar (storefront.md §9 "Loading bar: throttle 200ms"). */
export const loadingBarThrottleMs = 200;
/** Time the bar takes to creep to {@link loadingBarCeiling} (storefront.md §9 "duration 5000ms"). */
export const loadingBarDurationMs = 5000;
/** The bar never claims more than this while loading; it jumps to 100 on finish. */
export const loadingBarCeiling = 90;
/** How often progress advances. */
export const loadingBarTickMs = 100;
/** How long the full bar stays visible after finishing before it hides. */
export const loadingBarFinishMs = 300;

/** What the bar is doing: hidden, creeping while loading, or completing after the load finished. */
export type LoadingBarState = 'idle' | 'loading' | 'finishing';

/**
 * Progress after `elapsed` ms of a load: linear from 0 to the ceiling (90 %) over `duration`,
 * then holding there until the load finishes.
 */
export function loadingBarProgress(elapsed: number, duration: number = loadingBarDurationMs): number {
  if (!(elapsed > 0)) return 0;
  if (!(duration > 0)) return loadingBarCeiling;
  return Math.min(loadingBarCeiling, Math.round((loadingBarCeiling * elapsed) / duration));
}

export type LoadingBarProps = Omit<ComponentProps<'div'>, 'children'> & {
  /**
   * Controlled: true while a route or its parameters load (storefront.md §2 "A progress bar starts
   * when route or parameters change and finishes when loading completes"). Setting it to true is
   * `start()`, setting it back to false is `finish()`; e.g. `loading={navigation.state !== 'idle'}`.
   */
  loading: boolean;
  /** Delay before the bar shows; loads that finish sooner never show it (default 200 ms). */
  throttle?: number | undefined;
  /** Time to creep to 90 % (default 5000 ms). */
  duration?: number | undefined;
  /** Accessible name; defaults to the localized "Loading page". */
  label?: string | undefined;
};

/**
 * Thin progress bar at the top of the viewport for route changes. Renders nothing while idle,
 * a `progressbar` with `aria-valuenow` while loading, then fills to 100 % and hides.
 */
export function LoadingBar({
  loading,
  throttle = loadingBarThrottleMs,
  duration = loadingBarDurationMs,
  label,
  className,
  style,
  ...props
}: LoadingBarProps) {
  const t = useUiMessages(loadingBarMessages);
  const [state, setState] = useState<LoadingBarState>('idle');
  const [progress, setProgress] = useState(0);
  // Whether the current load has passed the throttle and shows; only effects and timers touch it.
  const shownRef = useRef(false);

  useEffect(() => {
    if (!loading) {
      if (!shownRef.current) return undefined;
      shownRef.current = false;
      setState('finishing');
      setProgress(100);
      const hide = setTimeout(() => {
        setState('idle');
        setProgress(0);
      }, loadingBarFinishMs);
      return () => clearTimeout(hide);
    }
    // start(): wait for the throttle, then creep towards the ceiling.
    let elapsed = 0;
    let ticker: ReturnType<typeof setInterval> | undefined;
    const show = setTimeout(
      () => {
        shownRef.current = true;
        setState('loading');
        setProgress(0);
        ticker = setInterval(() => {
          elapsed += loadingBarTickMs;
          setProgress(loadingBarProgress(elapsed, duration));
          if (elapsed >= duration && ticker !== undefined) clearInterval(ticker);
        }, loadingBarTickMs);
      },
      Math.max(0, throttle),
    );
    return () => {
      clearTimeout(show);
      if (ticker !== undefined) clearInterval(ticker);
    };
  }, [loading, throttle, duration]);

  if (state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={label ?? t('label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      data-slot="loading-bar"
      data-state={state}
      className={cn('pointer-events-none fixed inset-x-0 top-0 z-(--z-progress) h-1', className)}
      style={style}
      {...props}
    >
      <div
        data-slot="loading-bar-indicator"
        className="h-full origin-left bg-primary transition-transform duration-100 ease-linear motion-reduce:transition-none"
        style={{ transform: `scaleX(${progress / 100})` }}
      />
    </div>
  );
}
