import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import {
  controlName,
  focusKept,
  hydrating,
  keptFields,
  pathOf,
  replayClicks,
  replayFields,
  useIdScope,
  type KeptClick,
  type KeptFields,
} from './keptMarkup';

/** Controls whose click is replayed on the live part (links too: the live one navigates in the app). */
const replayed =
  'a[href], button, [role="checkbox"], [role="radio"], [role="button"], label, input[type="checkbox"], input[type="radio"], select';

/**
 * A comparable picture of a part's props: data as they are, functions and elements left out (a parent makes new ones
 * on every render; they do not change the server's markup). Getters are not read (objects other than plain ones and
 * arrays count as unchanged), so a hook's lazy fields are not subscribed to.
 */
function propsKey(value: unknown, depth = 0): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'function') return 'fn';
  if (typeof value !== 'object') return JSON.stringify(value);
  if (depth > 8) return '…';
  if (Array.isArray(value)) return `[${value.map((item) => propsKey(item, depth + 1)).join(',')}]`;
  if ('props' in value && 'type' in value) return 'el';
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return 'obj';
  return `{${Object.entries(value)
    .map(([key, item]) => `${key}:${propsKey(item, depth + 1)}`)
    .join(',')}}`;
}

/**
 * A part of a shop page hydrated when it is needed, not with the page (issue 10 Lighthouse: the search page and the
 * cart hydrated in one 400–700 ms task on a throttled phone; a task's time above 50 ms is total blocking time). The
 * server renders the part as always; while the page hydrates, the browser keeps that markup as it is (an element whose
 * inner HTML Preact leaves alone), so the page is complete, readable and does not shift. The part becomes live — the
 * live component replaces the markup with the same markup, in a task of its own — when it scrolls into view, on the
 * first pointer, touch, focus, input or change in it, or when its data props differ from the server's render (a cart
 * change, a new answer). Typed text, focus and clicks made on the markup carry over (runtime/keptMarkup.ts), as in the
 * account islands (runtime/uiIslands.tsx), whose code is loaded on intent; here the code is in the page already.
 * Use it for parts below the fold or hidden on a phone (listing cards after the first two rows, the filter sidebar, the
 * cart's totals); `name` is the wrapper's data-slot. The wrapper is a `display: contents` div: not for a component
 * whose root must be a list's or a table's child (a cart line's `<li>`: axe `list`, session 9).
 */
export function keptPart<Props extends object>(name: string, Component: ComponentType<Props>): ComponentType<Props> {
  function KeptPart(this: unknown, props: Props) {
    // The part's ids count apart from the page's (keptMarkup.ts useIdScope): it may render after hydration.
    useIdScope(this);
    const ref = useRef<HTMLDivElement>(null);
    const [live, setLive] = useState(() => !hydrating());
    const kept = useRef<KeptFields | null>(null);
    const clicks = useRef<KeptClick[]>([]);
    // The props of the first render (the server's): compared while the markup is static.
    const [serverProps] = useState(() => (live ? '' : propsKey(props)));

    // A press under way on the markup (pointer down, no click yet) keeps it until its click (see uiIslands.tsx).
    const pressing = useRef(false);
    const afterPress = useRef(false);
    const pressEnded = () => {
      pressing.current = false;
      if (afterPress.current) setLive(true);
      afterPress.current = false;
    };
    const want = () => {
      if (pressing.current) afterPress.current = true;
      else setLive(true);
    };
    const pointerDown = () => {
      pressing.current = true;
      const end = () => setTimeout(pressEnded, 0);
      document.addEventListener('pointerup', end, { once: true, capture: true });
      document.addEventListener('pointercancel', end, { once: true, capture: true });
      want();
    };

    const changed = !live && propsKey(props) !== serverProps;
    useEffect(() => {
      if (changed) want();
    });

    // Into view: live (the wrapper has no box, its first element is what scrolls into view).
    useEffect(() => {
      const element = ref.current?.firstElementChild;
      if (live || !element || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) want();
      });
      observer.observe(element);
      return () => observer.disconnect();
    }, [live]);

    // Right after the live markup replaced the server's (a layout effect: before the buyer can type into it).
    useLayoutEffect(() => {
      const root = ref.current;
      if (live && root && kept.current) replayFields(root, kept.current);
    }, [live]);
    useEffect(() => {
      const root = ref.current;
      if (!live || !root || !kept.current) return;
      focusKept(root, kept.current);
      kept.current = null;
      replayClicks(root, clicks.current, replayed);
      clicks.current = [];
    }, [live]);

    if (import.meta.env.SSR) {
      return (
        <div data-slot={name} data-state="static" className="contents">
          <Component {...props} />
        </div>
      );
    }
    if (!live) {
      return (
        <div
          ref={ref}
          data-slot={name}
          data-state="static"
          className="contents"
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: '' }}
          onPointerEnter={want}
          onPointerDown={pointerDown}
          onTouchStart={want}
          onFocusCapture={want}
          onInputCapture={want}
          onChangeCapture={want}
          onClickCapture={(event) => {
            const target = event.target instanceof Element ? event.target : null;
            const control = target?.closest(replayed);
            if (!control || !ref.current) return;
            // The markup has no handlers yet: the click happens again on the live control.
            event.preventDefault();
            const path = pathOf(ref.current, control);
            if (path) clicks.current = [...clicks.current, { path, name: controlName(control) }];
            want();
            pressEnded();
          }}
        />
      );
    }
    // The first live render: the server's markup is still in the page (Preact renders and commits in one go).
    if (ref.current?.dataset.state === 'static') kept.current = keptFields(ref.current);
    return (
      <div ref={ref} data-slot={name} data-state="live" className="contents">
        <Component {...props} />
      </div>
    );
  }
  KeptPart.displayName = `Kept(${name})`;
  return KeptPart;
}
