import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { conditions: ['@ratchet/source', 'module', 'browser', 'development|production'] },
  build: {
    rollupOptions: {
      // The contract's zod schemas are built at module level; the browser never validates with them, so
      // marking zod's builders pure lets the bundler drop them (and zod) from the client JavaScript.
      treeshake: { manualPureFunctions: ['z', 'defineOperation', 'entitySearchResult'] },
    },
  },
  ssr: { resolve: { conditions: ['@ratchet/source', 'module', 'node', 'development|production'] } },
});
