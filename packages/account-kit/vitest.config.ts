import { defineConfig } from 'vitest/config';
import { preactCompatProject } from '../ui/vitest.preact';

/**
 * Account-area tests in happy-dom, twice: under React 19 and under Preact 11's compat layer, the storefront's
 * renderer (issue 9 item 8; the Preact project and its aliases are shared with packages/ui, vitest.preact.ts).
 * The store-API is answered by MSW (`src/testing/apiServer.ts`) on the test origin.
 */
export default defineConfig({
  resolve: { conditions: ['@ratchet/source', 'module', 'browser', 'development|production'] },
  test: {
    environment: 'happy-dom',
    // Same origin as the mocked API, as in the browser behind the storefront's /store-api proxy.
    environmentOptions: { happyDOM: { url: 'http://store.test/' } },
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: { name: 'account-kit (react)', include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['./vitest.setup.ts'] },
      },
      preactCompatProject({
        name: 'account-kit (preact)',
        include: ['src/**/*.test.tsx', 'src/**/use*.test.ts'],
        setupFiles: ['./vitest.setup.ts'],
        // @ratchet/ui's large dependencies, bundled once with the compat aliases applied inside (TanStack Table's
        // store hook would otherwise reach the real React).
        prebundle: [
          '@ratchet/ui > radix-ui',
          '@ratchet/ui > react-aria-components',
          '@ratchet/ui > @internationalized/date',
          '@ratchet/ui > react-hook-form',
          '@ratchet/ui > @hookform/resolvers/zod',
          '@ratchet/ui > @tanstack/react-table',
          'swr',
        ],
      }),
    ],
  },
});
