import { useId, useRef, useState } from 'react';
/**
 * Helpers of the parts hydrated on intent (components/checkout/LazyCheckoutStep.tsx, runtime/uiIslands.tsx): the
 * server's markup is kept while hydrating, and what the buyer did in it (focus, a click) is found again in the live
 * component by its element path.
 */

/** Whether the page is still being hydrated (the root marks the document once it is; routes/root.tsx). */
export function hydrating(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== 'true';
}

/** The element path (child element indexes) from `root` to `target`, or null when it is not inside. */
export function pathOf(root: Element, target: Element | null): number[] | null {
  const path: number[] = [];
  for (let node = target; node && node !== root; node = node.parentElement) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
  }
  return target && root.contains(target) ? path : null;
}

/** The element at a path from `root` (see pathOf), or null when the live markup has none there. */
export function elementAt(root: Element, path: number[]): HTMLElement | null {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLElement ? node : null;
}

/**
 * What the buyer put into the server's fields before the live component replaced them: the text of each changed text
 * field and the files of each file field, by element path. Read while the live component renders for the first time
 * (the static markup is still in the page then: Preact renders and commits in one go), so nothing typed in between
 * is lost (session 8: text typed while the chunk's promise settled was dropped).
 */
export interface KeptFields {
  fields: { path: number[]; value?: string; files?: FileList }[];
  /** Where focus was in the server's markup. */
  focus: number[] | null;
}

export function keptFields(root: Element | null): KeptFields {
  if (!root) return { fields: [], focus: null };
  const fields: KeptFields['fields'] = [];
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    const path = pathOf(root, field);
    if (!path || field.type === 'checkbox' || field.type === 'radio') continue;
    if (field instanceof HTMLInputElement && field.type === 'file') {
      if (field.files?.length) fields.push({ path, files: field.files });
    } else if (field.value !== field.defaultValue) {
      fields.push({ path, value: field.value });
    }
  }
  return { fields, focus: pathOf(root, document.activeElement) };
}

/**
 * Puts kept text and files into the live component's fields as the buyer would (its change handlers see them); call it
 * in a layout effect, before the buyer can type into the live fields. Focus is put back afterwards (focusKept), once
 * the component's own effects ran.
 */
export function replayFields(root: Element, kept: KeptFields) {
  for (const { path, value, files } of kept.fields) {
    const field = elementAt(root, path);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    if (files && field instanceof HTMLInputElement && field.type === 'file') {
      field.files = files;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (value !== undefined) {
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
      setter?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

/** Focuses the live element where focus was in the server's markup. */
export function focusKept(root: Element, kept: KeptFields) {
  if (kept.focus) elementAt(root, kept.focus)?.focus();
}

/**
 * Focuses the live text field where focus was in the server's markup; call it in the layout effect that replays the
 * fields. The live markup replaced the focused field on commit and nothing has focus until the effects run (after the
 * next paint): text typed meanwhile went to no field (session 10: the change-password island went live between
 * Playwright's focus of a field and its typing, under load; the field stayed empty, the schema refused the submit and
 * no confirmation came). Other controls get focus once the component's effects ran (focusKept).
 */
export function focusKeptField(root: Element, kept: Pick<KeptFields, 'focus'>) {
  const field = kept.focus ? elementAt(root, kept.focus) : null;
  if (field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && textTypes.test(field.type))) {
    field.focus();
  }
}
const textTypes = /^(text|search|email|tel|url|password|number|date|time|datetime-local|month|week)$/;

/**
 * Gives the calling component's subtree a useId sequence of its own, the same on the server and in the browser: the
 * server renders a kept part's component (its ids are in the kept markup) while the browser does not run it until it
 * goes live, so counting its ids on the page's sequence would hand them out again to components made after hydration
 * (session 7 CI: the order list dialog's name field was labelled by a table caption). Its ids read `P<own id>s-<n>`.
 * Preact keeps the sequence on the nearest vnode with a mask (`_mask`, mangled `__m`; `_vnode` is `__v`), which is
 * how it scopes Suspense boundaries; `component` is the function component's `this`.
 */
export function useIdScope(component: unknown) {
  const id = useId();
  // One sequence for the component's life: set on each render's vnode (Preact makes a new vnode per render).
  const [mask] = useState<[string, number]>(() => [`${id.slice(1)}s`, 0]);
  const vnode = (component as { __v?: { __m?: unknown } } | undefined)?.__v;
  // eslint-disable-next-line react-hooks/immutability -- Preact's vnode, not a prop: how it scopes ids (see above).
  if (vnode) vnode.__m = mask;
}

/** A click on a control of the server's markup: where it was, and the control's name (aria-label or text). */
export interface KeptClick {
  path: number[];
  name: string;
}

/** The name a control is found by again: its aria-label, else its text. */
export function controlName(control: Element): string {
  return (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
}

/**
 * Clicks the live controls the buyer clicked in the server's markup, in order, each after the one before has been
 * rendered (a terms checkbox, then the submit button: the submit sees the box ticked). A control is found at its
 * path when it has the same name there, else by its name among the live controls matching `controls` (rows the
 * browser's data put elsewhere than the server's).
 */
export function replayClicks(root: Element, clicks: KeptClick[], controls: string) {
  const [first, ...rest] = clicks;
  if (!first) return;
  const atPath = elementAt(root, first.path);
  const target =
    atPath && controlName(atPath) === first.name
      ? atPath
      : ([...root.querySelectorAll<HTMLElement>(controls)].find((control) => controlName(control) === first.name) ??
        atPath);
  target?.click();
  if (rest.length > 0) setTimeout(() => replayClicks(root, rest, controls), 0);
}

/** What {@link useKeptPress} returns: the handlers of a press on the kept markup. */
export interface KeptPress {
  /** Pointer down on the kept markup: the press lasts until its click, or its pointer's up or cancel. */
  down(): void;
  /** The press ended (its click on the kept markup): runs what waited for it. */
  ended(): void;
  /** Runs `then` now, or once the press under way has ended (going live replaces the pressed control). */
  afterRelease(then: () => void): void;
}

/**
 * A press under way on the kept markup (pointer down, no click yet): the markup must stay until its click, or the
 * pointer's up would land on the live markup and the browser would send the click to neither (session 8 CI: a row
 * button of the cost centre's table lost its click when the chunk came from the cache mid-press; session 9 CI: the
 * checkout's "request the order" the same way).
 */
export function useKeptPress(): KeptPress {
  const pressing = useRef(false);
  const afterPress = useRef<(() => void) | null>(null);
  const [press] = useState<KeptPress>(() => {
    const ended = () => {
      pressing.current = false;
      const then = afterPress.current;
      afterPress.current = null;
      then?.();
    };
    return {
      down() {
        pressing.current = true;
        // The click follows the pointer's up; a press that ends without one (dragged away, cancelled) ends here.
        const end = () => setTimeout(ended, 0);
        document.addEventListener('pointerup', end, { once: true, capture: true });
        document.addEventListener('pointercancel', end, { once: true, capture: true });
      },
      ended,
      afterRelease(then) {
        if (pressing.current) afterPress.current = then;
        else then();
      },
    };
  });
  return press;
}
