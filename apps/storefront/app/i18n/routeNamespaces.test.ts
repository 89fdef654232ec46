import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogues.server';
import type { Namespace } from './keys';

const app = fileURLToPath(new URL('../', import.meta.url));
const namespaces = Object.keys(catalogues) as Namespace[];
const keysOf = (namespace: Namespace) => Object.keys(catalogues[namespace]['en-GB']);

const source = (file: string) => readFileSync(`${app}${file}`, 'utf8');
const literals = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1] ?? '');

/**
 * A module and the app components it imports, transitively (`./components/X`, `../components/X`, `./X`), statically or
 * with `import()` (the catch-all route's views: components/pageViews.ts).
 */
function withComponents(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const imports = literals(source(file), /(?:from |import\()'[./]*(?:components\/)?(\w+)'/g);
  const components = imports.flatMap((name) =>
    ['tsx', 'ts'].map((ext) => `components/${name}.${ext}`).filter((candidate) => existsIn(candidate)),
  );
  return [file, ...components.flatMap((component) => withComponents(component, seen))];
}

const componentFiles = new Set(readdirSync(`${app}components`).map((name) => `components/${name}`));
const existsIn = (file: string) => componentFiles.has(file);

/** Keys named literally as the first argument of `t(…)` / `textOrFallback(…)`, and notification keys. */
function keysNamed(files: string[]) {
  const text = files.map(source).join('\n');
  return {
    texts: literals(text, /\b(?:t|textOrFallback)\(\s*'([^']+)'/g),
    notifications: literals(text, /notifications\.(?:success|warn|error)\(\s*'([^']+)'/g),
  };
}

const routeFiles = readdirSync(`${app}routes`)
  .filter((name) => name.endsWith('.tsx') && !name.includes('.test.'))
  .map((name) => `routes/${name}`);

/** The namespaces a route module's handle declares (`i18n: ['catalog', …]`). */
function declared(file: string): string[] {
  const list = /\bi18n:\s*\[([^\]]*)\]/.exec(source(file))?.[1] ?? '';
  return literals(list, /'(\w+)'/g);
}

describe('routes declare the namespaces their pages use (issue 9 item 7)', () => {
  it('issue 9 item 7: reads the route modules and finds keys in them', () => {
    expect(routeFiles.length).toBeGreaterThan(15);
    expect(keysNamed(withComponents('routes/checkout.tsx')).texts).toContain('cart.title');
    expect(keysNamed(withComponents('routes/catchAll.tsx')).notifications).toContain('cart.added');
  });

  it.each(routeFiles)('issue 9 item 7: %s names only keys of the shell and the namespaces it declares', (file) => {
    const names = declared(file);
    expect(names.filter((name) => !namespaces.includes(name as Namespace))).toEqual([]);
    const available = new Set([...keysOf('shell'), ...names.flatMap((name) => keysOf(name as Namespace))]);
    const { texts, notifications } = keysNamed(withComponents(file));
    expect(texts.filter((key) => !available.has(key))).toEqual([]);
    // A notification outlives its page (it shows after the navigation it triggers): its text is in the shell.
    expect(notifications.filter((key) => !keysOf('shell').includes(key))).toEqual([]);
    if (names.length > 0) expect(source(file)).toMatch(/routeTexts\(request, handle\)/);
  });

  it('issue 9 item 7: the root and its shell components name shell keys only', () => {
    const { texts, notifications } = keysNamed(withComponents('root.tsx'));
    const shell = new Set(keysOf('shell'));
    expect([...texts, ...notifications].filter((key) => !shell.has(key))).toEqual([]);
  });
});
