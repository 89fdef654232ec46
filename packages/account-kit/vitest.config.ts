import { defineConfig } from 'vitest/config';
import { preactCompatProject } from '../ui/vitest.preact';

/**
 * Account-area tests in happy-dom, twice: under React 19 and under Preact 11's compat layer, the storefront's
 * renderer (issue 9 item 8; the Preact project and its aliases are shared with packages/ui, vitest.preact.ts).
 */
export default defineConfig({
  resolve: { conditions: ['@ratchet/source', 'module', 'browser', 'development|production'] },
  test: {
    environment: 'happy-dom',
    restoreMocks: true,
    projects: [
      { extends: true, test: { name: 'account-kit (react)', include: ['src/**/*.test.{ts,tsx}'] } },
      preactCompatProject({
        name: 'account-kit (preact)',
        include: ['src/**/*.test.tsx', 'src/**/use*.test.ts'],
      }),
    ],
  },
});
