import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@ratchet/source', 'module', 'browser', 'development|production'] },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    // Same origin as the mocked API, as in the browser behind the storefront's /store-api proxy (no CORS preflight).
    environmentOptions: { happyDOM: { url: 'http://store.test/' } },
    setupFiles: ['./src/test/setup.ts'],
  },
});
