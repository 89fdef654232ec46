import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { preactCompatProject } from './vitest.preact';

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
    restoreMocks: true,
    // A 2-core CI runs these beside the store-API's database tests: 5 s was exceeded by a keyboard test in a busy run.
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: { name: 'ui (react)', include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['./vitest.setup.ts'] },
      },
      preactCompatProject({
        name: 'ui (preact)',
        // Pure modules (cn, tokens) render nothing: only what renders runs a second time.
        include: ['src/**/*.test.tsx', 'src/**/use*.test.ts'],
        setupFiles: ['./vitest.setup.ts'],
        prebundle: [
          'radix-ui',
          'react-aria-components',
          '@internationalized/date',
          'lucide-react',
          '@formatjs/intl',
          'react-hook-form',
          '@hookform/resolvers/zod',
          '@tanstack/react-table',
          'embla-carousel-react',
        ],
      }),
    ],
  },
});
