import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@ratchet/source', 'module', 'node', 'development|production'] },
  ssr: { resolve: { conditions: ['@ratchet/source', 'module', 'node', 'development|production'] } },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Test files start their own servers and databases; two at a time keeps 2 cores busy, not swamped.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
