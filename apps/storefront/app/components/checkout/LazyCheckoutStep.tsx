import { useCart } from '@ratchet/commerce-hooks';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CarriedCheckoutInput, CheckoutStepProps } from './CheckoutStep';
import { chunkLoader } from './LoadOnIntent';
import {
  controlName,
  elementAt,
  focusKeptField,
  hydrating,
  pathOf,
  replayClicks,
  useIdScope,
  useKeptPress,
  type KeptClick,
} from '../../runtime/keptMarkup';

/**
 * The checkout step's chunk (its form, the address, shipping and payment pickers, the order summary and useCheckout):
 * not part of the cart's first load (issue 10: the lead buyer's cart ≤ 130 KB gzip, Lighthouse mobile ≥ 95).
 */
const checkoutStep = chunkLoader(() => import('./CheckoutStep'));

/**
 * Loads the step's chunk: the route's server loader awaits it, so the server renders the step directly, and a client
 * navigation to the cart shows the page with it (clientLoader), as the catch-all views do (components/pageViews.ts).
 */
export function loadCheckoutStep(): Promise<unknown> {
  return checkoutStep.load();
}

/** Text a buyer may type into the server's fields before the step is live; the live step starts with it. */
function typedInput(root: Element): CarriedCheckoutInput {
  const carried: CarriedCheckoutInput = {};
  for (const name of ['orderReference', 'fileNumber', 'customerComment'] as const) {
    const field = root.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
    if (field?.value) carried[name] = field.value;
  }
  return carried;
}

/** Controls whose click is replayed on the live step (text fields keep focus and typed text instead; links work). */
const replayed = 'button, [role="checkbox"], [role="radio"], [role="button"], label, input[type="radio"], select';

/** What the buyer put into the server's markup: read as the live step first renders (the markup is still there). */
interface Kept {
  carried: CarriedCheckoutInput;
  /** Where focus was in the server's markup. */
  focus: number[] | null;
}

/**
 * The checkout step below the cart, hydrated on intent (issue 10 cart Lighthouse: hydrating the whole page was one
 * 600–800 ms task on a throttled phone; the step is below the fold there). The server renders the step; the browser's
 * hydration keeps that markup as it is (an element whose inner HTML Preact leaves alone while hydrating), so the page
 * is complete, accessible and does not shift, and the step's chunk is not loaded. On the first pointer, touch or focus
 * in it, or when it scrolls into view, the chunk loads and the live step replaces the markup with the same markup:
 * text typed meanwhile, focus and a click on a control (checkbox, radio, button) carry over, and a press under way
 * keeps the server's markup until its click. A change of the cart above makes it live too, so its summary and totals
 * never stay those of the server's answer. A client navigation to the cart renders the step at once (the route's
 * clientLoader loaded the chunk).
 */
export function LazyCheckoutStep(this: unknown, props: CheckoutStepProps) {
  // The step's ids count apart from the page's (runtime/keptMarkup.ts useIdScope).
  useIdScope(this);
  const ref = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState(() => !hydrating());
  const [, setLoaded] = useState(0);
  const kept = useRef<Kept>({ carried: {}, focus: null });
  const wanted = useRef(false);
  /** The clicks on controls of the server's markup, in order: replayed on the live step. */
  const clicks = useRef<KeptClick[]>([]);
  const module = checkoutStep.loaded();
  /** A press under way on the server's markup keeps it until its click (keptMarkup.ts useKeptPress). */
  const press = useKeptPress();

  const want = () => {
    if (wanted.current) return;
    wanted.current = true;
    checkoutStep.load().then(
      () => press.afterRelease(() => setLive(true)),
      () => {
        // Offline or a new deployment: the server's markup stays, the next intent tries again.
        wanted.current = false;
      },
    );
  };

  useEffect(() => {
    if (live) {
      // A client navigation before the chunk was there (the clientLoader normally loaded it).
      if (!module) void checkoutStep.load().then(() => setLoaded((count) => count + 1));
      return;
    }
    // The wrapper has no box of its own (display: contents): the step's section is what scrolls into view.
    const element = ref.current?.firstElementChild;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) want();
    });
    observer.observe(element);
    return () => observer.disconnect();
    // Runs once for the server's markup and once when the step is live.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live]);

  // A changed cart (a quantity or line changed above) would leave the server's summary and totals stale: go live.
  const { cart } = useCart();
  const firstCart = useRef(cart);
  useEffect(() => {
    if (!live && cart !== firstCart.current) want();
    // `want` only reads refs and the loader.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cart]);

  // A text field that had focus in the server's markup has it again before the browser runs another task, so keys typed
  // right as the step goes live land in the live field (keptMarkup.ts focusKeptField, as the account islands do).
  useLayoutEffect(() => {
    const root = ref.current;
    if (live && root && module) focusKeptField(root, kept.current);
  }, [live, module]);

  // Focus and the click once the live step's own effects ran.
  useEffect(() => {
    const root = ref.current;
    if (!live || !root || !module) return;
    if (kept.current.focus) elementAt(root, kept.current.focus)?.focus();
    kept.current.focus = null;
    // The clicks made on the server's markup until now (a click after this is the live control's own).
    replayClicks(root, clicks.current, replayed);
    clicks.current = [];
  }, [live, module]);

  if (!live || !module) {
    // While hydrating: the server's markup of the step stays as it is (Preact does not hydrate inside an element with
    // inner HTML); the handlers on this wrapper are the intents that make it live.
    return (
      <div
        ref={ref}
        data-slot="checkout-step-island"
        data-state="static"
        className="contents"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: '' }}
        onPointerEnter={want}
        onPointerDown={() => {
          press.down();
          want();
        }}
        onTouchStart={want}
        onFocusCapture={want}
        onClickCapture={(event) => {
          const target = event.target instanceof Element ? event.target : null;
          const control = target?.closest(`a[href], ${replayed}`);
          if (!control || control.matches('a[href]') || !ref.current) return;
          // The markup has no handlers yet: the click happens again on the live control.
          event.preventDefault();
          const path = pathOf(ref.current, control);
          if (path) clicks.current = [...clicks.current, { path, name: controlName(control) }];
          want();
          press.ended();
        }}
      />
    );
  }
  // The first live render: the server's markup is still in the page (Preact renders and commits in one go).
  const root = ref.current;
  if (root?.dataset.state === 'static' && typeof document !== 'undefined') {
    kept.current = { carried: typedInput(root), focus: pathOf(root, document.activeElement) };
  }
  return (
    // The server's markup says 'static' too: it stays static until the browser makes it live.
    <div
      ref={ref}
      data-slot="checkout-step-island"
      data-state={typeof document === 'undefined' ? 'static' : 'live'}
      className="contents"
    >
      <module.CheckoutStep {...props} carried={kept.current.carried} />
    </div>
  );
}
