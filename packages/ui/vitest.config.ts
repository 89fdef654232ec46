import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { preactCompatAliases, preactCompatDeps, preactCompatServerDeps } from './vitest.preact';

/**
 * Behaviour tests (*.test.ts[x]) in happy-dom, twice: under React 19 (what the packages declare) and under
 * Preact 11's compat layer (what the storefront renders with, issue 9 item 8). Stories run in Chromium from
 * apps/docs.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@ratchet/source', 'module', 'browser', 'development|production'] },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: { name: 'ui (react)', include: ['src/**/*.test.{ts,tsx}'] },
      },
      {
        extends: true,
        resolve: { alias: preactCompatAliases },
        test: {
          name: 'ui (preact)',
          setupFiles: ['./vitest.setup.preact.ts', './vitest.setup.ts'],
          // Pure modules (cn, tokens) render nothing: only what renders runs a second time.
          include: ['src/**/*.test.tsx', 'src/**/use*.test.ts'],
          server: { deps: preactCompatServerDeps },
          deps: preactCompatDeps,
        },
      },
    ],
  },
});
