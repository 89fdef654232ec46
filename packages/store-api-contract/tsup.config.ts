import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'rules/index': 'src/rules/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2023',
});
