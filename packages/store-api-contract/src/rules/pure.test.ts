import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const rulesDir = new URL('.', import.meta.url);
const ruleFiles = readdirSync(rulesDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

/** What a module imports at run time: `import type` / `export type` are erased and load nothing in a browser. */
function importedSpecifiers(source: string): string[] {
  return [...source.matchAll(/(?:import|export)(?!\s+type\s)[^'"]*?from\s*['"]([^'"]+)['"]/g)].map(
    (match) => match[1] ?? '',
  );
}

describe('the rules entry stays pure so browsers can import it without the schemas (architecture.md)', () => {
  it('finds the rule modules, error codes and password rule included', () => {
    expect(ruleFiles).toEqual(expect.arrayContaining(['index.ts', 'errorCodes.ts', 'password.ts', 'roles.ts']));
  });

  it('counts value imports and re-exports, not type-only ones', () => {
    const source = [
      "import type { Product } from '../catalog/schemas';",
      "export type { Cart } from '../cart/schemas';",
      "import { z } from 'zod';",
      "export { isUuid } from './ids';",
    ].join('\n');
    expect(importedSpecifiers(source)).toEqual(['zod', './ids']);
  });

  it.each(ruleFiles)('%s imports only other rule modules (no zod, no React, no I/O)', (name) => {
    const specifiers = importedSpecifiers(readFileSync(new URL(name, rulesDir), 'utf8'));
    const outside = specifiers.filter((specifier) => !/^\.\/[\w.-]+$/.test(specifier));
    expect(outside).toEqual([]);
  });
});
