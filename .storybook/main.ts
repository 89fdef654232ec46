import { createRequire } from 'node:module';
import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { docsDir, resolveStorybookImportsFromDocs, sourceConditions } from './resolveFromDocs.ts';

// Storybook and its addons are devDependencies of apps/docs, not of the repository root.
const requireFromDocs = createRequire(path.join(docsDir, 'package.json'));
const packageDir = (name: string) => path.dirname(requireFromDocs.resolve(`${name}/package.json`));

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.tsx', '../apps/docs/src/**/*.mdx'],
  addons: [
    packageDir('@storybook/addon-docs'),
    packageDir('@storybook/addon-a11y'),
    packageDir('@storybook/addon-vitest'),
  ],
  framework: { name: packageDir('@storybook/react-vite') as '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    const { default: tailwindcss } = await import(requireFromDocs.resolve('@tailwindcss/vite'));
    return mergeConfig(viteConfig, {
      // Dependencies (and the optimizer's pre-bundles) resolve from apps/docs, which owns them.
      root: docsDir,
      plugins: [resolveStorybookImportsFromDocs(), tailwindcss()],
      resolve: { conditions: sourceConditions },
      // Pre-bundle every runtime dependency of the stories up front: a dependency discovered while the
      // browser tests run makes Vite reload the page, which fails the first run on a clean clone.
      optimizeDeps: {
        include: [
          'react',
          'react-dom',
          'react-dom/client',
          'react/jsx-runtime',
          'react/jsx-dev-runtime',
          'radix-ui',
          'react-aria-components',
          '@internationalized/date',
          'lucide-react',
          'class-variance-authority',
          'clsx',
          'tailwind-merge',
          '@formatjs/intl',
          'storybook/test',
          // The account-kit stories: MSW answers their store-API client; SWR comes with commerce-hooks.
          'msw',
          '@ratchet/commerce-hooks > swr',
        ],
      },
    });
  },
};

export default config;
