import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import {
  repoRoot,
  resolveStorybookImportsFromDocs,
  sourceConditions,
  storybookDir,
} from '../../.storybook/resolveFromDocs.ts';

// Every story (packages/*/src/**/*.stories.tsx) runs as a test in Debian's Chromium:
// render + play function, axe (violations are errors), then a screenshot compared with its baseline.
export default defineConfig({
  plugins: [resolveStorybookImportsFromDocs()],
  resolve: { conditions: sourceConditions },
  server: { fs: { allow: [repoRoot] } },
  test: {
    // Failure screenshots are attachments; keep them in the git-ignored folder.
    attachmentsDir: '.vitest-attachments',
    // On CI, what a story test that passed only on its retry threw first is printed at the end (.toolchain).
    reporters: process.env.CI ? ['default', '../../.toolchain/retriedTestsReporter.mjs'] : ['default'],
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: storybookDir, storybookScript: 'pnpm dev --ci' })],
        test: {
          name: 'storybook',
          setupFiles: [path.join(storybookDir, 'vitest.setup.ts')],
          testTimeout: 30_000,
          // On CI a failed story test runs once more (docs/decisions.md "Tests: one retry for browser tests on CI").
          retry: process.env.CI ? 1 : 0,
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({
              launchOptions: {
                executablePath: '/usr/bin/chromium',
                args: [
                  '--no-sandbox',
                  '--disable-gpu',
                  '--disable-background-networking',
                  '--disable-component-update',
                  '--disable-sync',
                  '--no-first-run',
                  '--font-render-hinting=none',
                ],
              },
            }),
            instances: [{ browser: 'chromium' }],
            expect: {
              toMatchScreenshot: {
                // Actual and diff images next to the baseline (git ignores *-actual* and *-diff*).
                resolveDiffPath: ({ arg, ext, root, testFileDirectory, testFileName, browserName, platform }) =>
                  path.join(
                    root,
                    testFileDirectory,
                    '__screenshots__',
                    testFileName,
                    `${arg}-${browserName}-${platform}${ext}`,
                  ),
                comparatorName: 'pixelmatch',
                // No mismatched pixel is tolerated: a one-pixel-row change must fail.
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0 },
              },
            },
          },
        },
      },
    ],
  },
});
