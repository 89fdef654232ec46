import { defineConfig } from 'tsup';

export default defineConfig({
  // The catalogues are their own entry: hosts load them on the server, components never import them.
  entry: { index: 'src/index.ts', messages: 'src/i18n/messages/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2023',
});
