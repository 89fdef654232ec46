import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // STOREFRONT_BUILD_DIR lets a benchmark build elsewhere while the e2e tests own ./build.
  buildDirectory: process.env.STOREFRONT_BUILD_DIR ?? 'build',
} satisfies Config;
