import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@ratchet/source', 'module', 'node', 'development|production'] },
  ssr: { resolve: { conditions: ['@ratchet/source', 'module', 'node', 'development|production'] } },
  test: {
    include: ['app/**/*.test.ts', 'e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // The end-to-end files each start a store-API and a storefront: one file at a time on 2 cores.
    fileParallelism: false,
    maxWorkers: 1,
  },
});
