import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const require = createRequire(import.meta.url);
const preactRoot = dirname(require.resolve('preact/package.json'));
const testingLibraryRoot = dirname(require.resolve('@testing-library/react/package.json'));

/**
 * The storefront renders with Preact 11 through `preact/compat` (apps/storefront/vite.config.ts); the packages
 * are React libraries tested under React 19. This second test project runs the same test files with the same
 * aliases as the storefront, so a component that works under React but not under compat fails here.
 *
 * Absolute files, as in the storefront, so imports from dependencies that declare React (Radix, React Aria,
 * Testing Library) resolve to compat too; `react-dom/test-utils` gives Testing Library Preact's `act`.
 */
export const preactCompatAliases: Alias[] = [
  { find: /^react$/, replacement: fileURLToPath(new URL('vitest.preact-react.js', import.meta.url)) },
  // compat plus React Aria's collections (preact/react-dom.js; the storefront aliases the same file).
  { find: /^react-dom$/, replacement: fileURLToPath(new URL('preact/react-dom.js', import.meta.url)) },
  { find: /^react-dom\/client$/, replacement: join(preactRoot, 'compat/client.mjs') },
  { find: /^react-dom\/server$/, replacement: join(preactRoot, 'compat/server.mjs') },
  { find: /^react-dom\/test-utils$/, replacement: join(preactRoot, 'test-utils/dist/testUtils.mjs') },
  { find: /^react\/jsx-runtime$/, replacement: join(preactRoot, 'compat/jsx-runtime.mjs') },
  { find: /^react\/jsx-dev-runtime$/, replacement: join(preactRoot, 'compat/jsx-dev-runtime.mjs') },
  // Its package `main` is CommonJS, whose `require('react-dom')` Node would answer with the real React DOM;
  // the ES build (`module`) goes through the aliases above.
  {
    find: /^@testing-library\/react$/,
    replacement: join(testingLibraryRoot, 'dist/@testing-library/react.esm.js'),
  },
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: join(preactRoot, 'compat/dist/compat.mjs'),
  },
];

const shimFiles = ['preact/react-dom.js', 'vitest.preact-react.js'];

function shimsHash(): string {
  const hash = createHash('sha256');
  for (const file of shimFiles) hash.update(readFileSync(new URL(file, import.meta.url)));
  return hash.digest('hex').slice(0, 16);
}

/** Entries of Preact itself, pre-bundled in every Preact project. */
const preactEntries = ['preact', 'preact/hooks', 'preact/compat', 'preact/test-utils'];

/** What differs between the packages' Preact projects. */
export interface PreactCompatProjectOptions {
  /** Project name, e.g. `ui (preact)`. */
  name: string;
  /** Test files that render (pure modules need no second run). */
  include: string[];
  /** Setup files after the renderer check (e.g. jest-dom, cleanup). */
  setupFiles?: string[];
  /** The package's large dependencies to pre-bundle (each must resolve from the package). */
  prebundle?: string[];
}

/**
 * A test project that runs a package's tests under preact/compat (issue 9 item 8), for the `projects` of a
 * package's vitest.config.ts next to its React project.
 *
 * Every dependency is inlined (transformed by Vite instead of loaded by Node) because Node's own resolution would
 * hand Radix, React Aria and Testing Library the real React next to compat, and hooks from two renderers in one
 * tree fail. The large ones are pre-bundled once (the aliases apply inside the bundle): thousands of small
 * modules per test file made the project twice as slow as React's.
 */
export function preactCompatProject({
  name,
  include,
  setupFiles = [],
  prebundle = [],
}: PreactCompatProjectOptions): TestProjectInlineConfiguration {
  return {
    extends: true,
    resolve: { alias: preactCompatAliases },
    test: {
      name,
      include,
      setupFiles: [fileURLToPath(new URL('vitest.setup.preact.ts', import.meta.url)), ...setupFiles],
      server: { deps: { inline: true } },
      deps: {
        optimizer: {
          client: {
            enabled: true,
            // The bundle contains the shims (the aliases point into it); Vite's cache key covers the config, not
            // their content, so their hash goes into the bundle's footer: an edited shim re-bundles.
            rolldownOptions: { output: { footer: `/* preact shims ${shimsHash()} */` } },
            include: [...prebundle, ...preactEntries],
          },
        },
      },
    },
  };
}
