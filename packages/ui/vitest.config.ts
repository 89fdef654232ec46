import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Behaviour tests (*.test.ts[x]) in happy-dom; stories run in Chromium from apps/docs.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@ratchet/source', 'module', 'browser', 'development|production'] },
  test: {
    name: 'ui',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
  },
});
