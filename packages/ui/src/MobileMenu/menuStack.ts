/*
 * The mobile menu's stack helpers, apart from the component so that a header can compute the menu button's
 * state without loading the menu itself (the storefront loads MobileMenu lazily, issue 4).
 */
import type { ShellNavigationElement } from '../lib/shellLink';

/** Where the mobile menu is (storefront.md §4 Mobile menu): closed, top level, or a sub level. */
export type MobileMenuLevel = 'closed' | 'top' | 'sub';

/** The level for an open flag and a stack of visited parents. */
export function mobileMenuLevel(open: boolean, stack: readonly string[]): MobileMenuLevel {
  if (!open) return 'closed';
  return stack.length ? 'sub' : 'top';
}

/** One back step: drops the last visited parent; `null` means back at the top level, which closes the menu. */
export function mobileMenuBack(stack: readonly string[]): string[] | null {
  return stack.length ? stack.slice(0, -1) : null;
}

/** Follows the stack of parent ids from the roots; stops at the first id that does not match. */
export function resolveMobileMenuStack(
  roots: readonly ShellNavigationElement[],
  stack: readonly string[],
): ShellNavigationElement[] {
  const path: ShellNavigationElement[] = [];
  let level: readonly ShellNavigationElement[] = roots;
  for (const id of stack) {
    const next = level.find((element) => element.id === id);
    if (!next?.children?.length) break;
    path.push(next);
    level = next.children;
  }
  return path;
}
