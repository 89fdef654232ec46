import { useEffect, useRef, useState, type ReactNode } from 'react';

/** A chunk loaded once, on demand; the module is kept, so a later page renders it at once. */
export interface ChunkLoader<Module> {
  /** The module if it is there, else undefined. */
  loaded: () => Module | undefined;
  /** Starts (or joins) loading the chunk; a failed load may be retried. */
  load: () => Promise<Module>;
}

/** The loader of a chunk (`() => import('./Part')`), loading it at most once. */
export function chunkLoader<Module>(importChunk: () => Promise<Module>): ChunkLoader<Module> {
  let module: Module | undefined;
  let loading: Promise<Module> | undefined;
  return {
    loaded: () => module,
    load: () =>
      (loading ??= importChunk().then(
        (loadedModule) => (module = loadedModule),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  };
}

/** What the loaded part takes over from its placeholder. */
export interface PlaceholderState {
  /** The text typed into the placeholder's field before the chunk was there. */
  typed: string;
}

/** Elements that take focus in a loaded part (the first one gets it when the placeholder had it). */
const focusable = 'input:not([type="hidden"]):not([disabled]), [tabindex="0"], button:not([disabled]), textarea';

/**
 * A part of the checkout whose chunk (React Aria and what it brings) loads on intent, not with the page (issue 10:
 * cart Lighthouse mobile ≥ 95): the server and hydration render `placeholder` — the same label, value and frame,
 * so the page is complete, accessible and does not shift (CLS 0) — and the chunk loads on the first pointer, touch
 * or focus in it, when it scrolls into view, or (`eager`) when the browser is idle after hydration. Then
 * `children(module)` replaces the placeholder; focus in the placeholder moves to the loaded field with what was typed.
 * No Suspense boundary: hydration matches without one (Preact's hydration of suspended siblings dropped a
 * neighbouring field).
 */
export function LoadOnIntent<Module>({
  loader,
  placeholder,
  children,
  eager = false,
  slot,
}: {
  loader: ChunkLoader<Module>;
  /** What the server and the first browser render show. */
  placeholder: ReactNode;
  /** The loaded part; `state` is what the placeholder held when it was replaced. */
  children: (module: Module, state: PlaceholderState) => ReactNode;
  /** Load when the browser is idle after hydration (the part shows a value the buyer may act on at once). */
  eager?: boolean | undefined;
  /** The wrapper's data-slot. */
  slot: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<{ module: Module; state: PlaceholderState; focus: boolean } | null>(null);
  const wanted = useRef(false);

  const want = () => {
    if (wanted.current) return;
    wanted.current = true;
    loader.load().then(
      (module) => {
        const element = ref.current;
        const active = typeof document === 'undefined' ? null : document.activeElement;
        const focus = element !== null && active !== null && element.contains(active);
        const field = element?.querySelector('input');
        setLoaded({ module, state: { typed: field?.value ?? '' }, focus });
      },
      () => {
        // Offline or a new deployment: the placeholder stays, the next intent tries again.
        wanted.current = false;
      },
    );
  };

  useEffect(() => {
    // A later page (client navigation) finds the chunk there; the first render still matched the server's.
    if (loader.loaded()) {
      want();
      return;
    }
    // The wrapper has no box of its own (display: contents): the placeholder's root is what scrolls into view.
    const element = ref.current?.firstElementChild;
    const cleanups: (() => void)[] = [];
    if (element && typeof IntersectionObserver !== 'undefined') {
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) want();
      });
      observer.observe(element);
      cleanups.push(() => observer.disconnect());
    }
    return () => cleanups.forEach((cleanup) => cleanup());
    // The loader of a part does not change while it is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Eager may turn true later (a value read in the browser, such as the cart's linked contact).
  useEffect(() => {
    if (!eager) return;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(want, { timeout: 3000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(want, 1000);
    return () => clearTimeout(timer);
    // `want` only reads refs and the loader.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eager]);

  useEffect(() => {
    if (!loaded?.focus) return;
    ref.current?.querySelector<HTMLElement>(focusable)?.focus();
  }, [loaded]);

  return (
    <div
      ref={ref}
      data-slot={slot}
      data-state={loaded ? 'loaded' : 'placeholder'}
      className="contents"
      onPointerEnter={loaded ? undefined : want}
      onPointerDown={loaded ? undefined : want}
      onTouchStart={loaded ? undefined : want}
      onFocusCapture={loaded ? undefined : want}
    >
      {loaded ? children(loaded.module, loaded.state) : placeholder}
    </div>
  );
}

/**
 * The placeholder of a React Aria field (Combobox, DatePicker): label, a native input in the field's 40 px frame and
 * the description, in the same layout (`flex flex-col gap-1 text-sm`, description `text-xs`), so the loaded field
 * takes exactly its place. The input is real: a buyer can focus and type into it, the text carries over.
 */
export function FieldPlaceholder({
  id,
  label,
  description,
  value = '',
  disabled,
}: {
  /** The input's id (fixed: generated ids must not differ between server and browser). */
  id: string;
  label: string;
  description?: string | undefined;
  /** The value the field shows (a date as the buyer reads it, the search text). */
  value?: string | undefined;
  disabled?: boolean | undefined;
}) {
  return (
    <div data-slot="field-placeholder" className="flex flex-col gap-1 text-sm text-foreground">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        defaultValue={value}
        disabled={disabled}
        aria-describedby={description ? `${id}-description` : undefined}
        className="h-10 w-full rounded-md border border-border bg-surface px-3 text-sm text-foreground outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:opacity-50"
      />
      {description ? (
        <span id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </span>
      ) : null}
    </div>
  );
}
