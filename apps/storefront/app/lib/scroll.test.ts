import { describe, expect, it } from 'vitest';
import { scrollDecision } from './scroll';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('scroll behaviour on navigation (storefront.md §2)', () => {
  it('keeps the position on the same path with the same page query', () => {
    expect(scrollDecision(at('/de-at/c/', '?p=2&order=a'), at('/de-at/c/', '?p=2&order=b'), 500)).toEqual({
      kind: 'keep',
    });
  });

  it('scrolls to top on the same path with a changed page query p', () => {
    expect(scrollDecision(at('/de-at/c/', '?p=1'), at('/de-at/c/', '?p=2'), 500)).toEqual({ kind: 'top' });
    expect(scrollDecision(at('/de-at/c/'), at('/de-at/c/', '?p=2'), undefined)).toEqual({ kind: 'top' });
  });

  it('otherwise restores the saved position, else the hash anchor, else the top', () => {
    expect(scrollDecision(at('/de-at/a'), at('/de-at/b', '', '#specs'), 320)).toEqual({ kind: 'position', y: 320 });
    expect(scrollDecision(at('/de-at/a'), at('/de-at/b', '', '#specs'), undefined)).toEqual({
      kind: 'anchor',
      id: 'specs',
    });
    expect(scrollDecision(at('/de-at/a'), at('/de-at/b'), undefined)).toEqual({ kind: 'top' });
  });
});
