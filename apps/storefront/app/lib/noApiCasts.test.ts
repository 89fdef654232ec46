import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const rule = '@typescript-eslint/consistent-type-assertions';

async function assertionProblems(code: string, filePath: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${filePath}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => message.message);
}

describe('issue 9 item 5: no cast of store-API answers in the storefront (the contract types them)', () => {
  it.each([
    'apps/storefront/app/routes/anyPage.tsx',
    'apps/storefront/app/lib/anyData.server.ts',
    'apps/storefront/app/components/AnyPart.tsx',
  ])(
    'the lint fails on a cast of an answer in %s',
    async (filePath) => {
      const code = [
        "import type { StoreApiClient } from '@ratchet/commerce-hooks';",
        'export async function load(client: StoreApiClient) {',
        "  const page = await client.invoke('resolvePage post /ratchet/page', { body: { path: '/' } });",
        '  return page as unknown as { title: string };',
        '}',
        '',
      ].join('\n');
      expect(await assertionProblems(code, filePath)).toHaveLength(2);
    },
    60_000,
  );

  it('allows `as const`', async () => {
    const code = 'export const sizes = [24, 48] as const;\n';
    expect(await assertionProblems(code, 'apps/storefront/app/routes/anyPage.tsx')).toEqual([]);
  }, 60_000);
});
