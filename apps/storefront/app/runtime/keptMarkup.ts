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
