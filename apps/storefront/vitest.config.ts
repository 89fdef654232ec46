import { defineConfig } from 'vitest/config';

const conditions = ['@ratchet/source', 'module', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  // The e2e project's global setup runs in Vitest's own environment, which has default conditions otherwise.
  environments: { __vitest__: { resolve: { conditions } } },
  test: {
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // The end-to-end files start servers and a browser: one file at a time on 2 cores.
    fileParallelism: false,
    maxWorkers: 1,
    // On CI, what a test that passed only on its retry threw first is printed at the end (.toolchain).
    reporters: process.env.CI ? ['default', '../../.toolchain/retriedTestsReporter.mjs'] : ['default'],
    projects: [
      { extends: true, test: { name: 'unit', include: ['app/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // One demo stack for the files that need nothing special (e2e/sharedStack.ts); started only when e2e
          // files run.
          globalSetup: ['e2e/globalSetup.ts'],
          // On CI a failed end-to-end test runs once more (docs/decisions.md "Tests: one retry for browser tests on
          // CI"): a test that fails twice still fails the run; locally every failure shows at once.
          retry: process.env.CI ? 1 : 0,
          // `expect.poll` waits up to 10 s, not Vitest's 1 s: a poll on what the page does after a debounce or a
          // request missed its second on a busy 2-core CI (records' invoice search, the cost centre notice); a passing
          // poll ends as soon as it holds.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
