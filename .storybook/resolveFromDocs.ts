import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The repository root (this folder's parent). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The Storybook config folder. */
export const storybookDir = path.join(repoRoot, '.storybook');
/** apps/docs owns Storybook's dependencies; bare imports from `.storybook/` resolve from there. */
export const docsDir = path.join(repoRoot, 'apps/docs');

/** Export conditions: workspace packages resolve to their TypeScript source. */
export const sourceConditions = ['@ratchet/source', 'module', 'browser', 'development|production'];

/**
 * The config lives in the repository root, but its dependencies (React, Storybook, the font,
 * `@ratchet/ui`) are installed for apps/docs only. This plugin resolves bare imports made by files
 * in `.storybook/` as if apps/docs had made them, so the root needs no dependencies of its own.
 */
export function resolveStorybookImportsFromDocs(): Plugin {
  const anchor = path.join(docsDir, 'src/index.ts');
  return {
    name: 'ratchet:resolve-storybook-imports-from-docs',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !importer.startsWith(storybookDir + path.sep)) return null;
      if (/^[./\0]/.test(source) || source.startsWith('virtual:') || path.isAbsolute(source)) return null;
      const resolved = await this.resolve(source, anchor, { ...options, skipSelf: true });
      return resolved ?? null;
    },
  };
}
