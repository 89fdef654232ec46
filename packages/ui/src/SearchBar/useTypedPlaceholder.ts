import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

/** Milliseconds per typed letter (storefront.md §2 Search). */
export const placeholderLetterMs = 150;
/** Pause after a complete word before the next one starts (storefront.md §2 Search). */
export const placeholderPauseMs = 1000;

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function reducedMotionList(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(reducedMotionQuery)
    : undefined;
}

function subscribeReducedMotion(onChange: () => void): () => void {
  const list = reducedMotionList();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

/** True when the user asks for reduced motion; false on the server. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => reducedMotionList()?.matches ?? false,
    () => false,
  );
}

/**
 * Whether the element is on screen. A shop renders two search bars (the desktop and the mobile header, one hidden by
 * CSS): the hidden one never intersects, so its placeholder does not re-render it every 150 ms. Without
 * IntersectionObserver (or before its first report) the element counts as on screen.
 */
function useOnScreen(target: RefObject<Element | null> | undefined): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const element = target?.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const latest = entries.at(-1);
      if (latest) setOnScreen(latest.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return onScreen;
}

/**
 * The rotating placeholder word typed letter by letter: one letter per 150 ms, a 1000 ms pause on the
 * full word, then the next word. With reduced motion (or `animate` false) the first full word stays; off screen
 * (`target` hidden or scrolled away) the typing pauses.
 */
export function useTypedPlaceholder(
  words: readonly string[],
  animate: boolean,
  target?: RefObject<Element | null>,
): string {
  const [state, setState] = useState({ word: 0, letters: 0 });
  const reduced = usePrefersReducedMotion();
  const onScreen = useOnScreen(target);
  const running = animate && !reduced && words.length > 0 && onScreen;
  const current = words[state.word % Math.max(words.length, 1)] ?? '';

  useEffect(() => {
    if (!running) return;
    const complete = state.letters >= current.length;
    const timer = setTimeout(
      () =>
        setState((previous) =>
          complete
            ? { word: (previous.word + 1) % words.length, letters: 0 }
            : { ...previous, letters: previous.letters + 1 },
        ),
      complete ? placeholderPauseMs : placeholderLetterMs,
    );
    return () => clearTimeout(timer);
  }, [running, state, current, words.length]);

  if (!running) return words[0] ?? '';
  return current.slice(0, state.letters);
}
