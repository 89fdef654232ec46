import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const rule = '@typescript-eslint/consistent-type-assertions';
/** The rule that keeps casts of store-API answers out of the e2e tests and scripts (eslint.config.js). */
const answerRule = 'no-restricted-syntax';

async function assertionProblems(code: string, filePath: string, ruleId = rule): Promise<string[]> {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${filePath}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === ruleId).map((message) => message.message);
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

  describe('the e2e tests and scripts (they type answers with e2e/storeApiClient.ts)', () => {
    const e2eFile = 'apps/storefront/e2e/anyFlow.e2e.test.ts';
    const head = [
      "import type { Page } from 'playwright-core';",
      "import type { SharedStack } from './sharedStack';",
      'export async function read(stack: SharedStack, page: Page) {',
      "  const answer = page.waitForResponse((response) => response.url().includes('/store-api/search'));",
    ];

    it.each([
      [
        'a type argument on storeApi.post',
        "  const found = await stack.storeApi.post<{ elements: { id: string }[] }>('/search', {});\n  return found.json;",
      ],
      [
        'a type argument on a destructured storeApi.get',
        "  const { storeApi } = stack;\n  return (await storeApi.get<{ lineItems: unknown[] }>('/checkout/cart')).json;",
      ],
      ['a cast of a browser answer', '  return (await (await answer).json()) as { elements: { id: string }[] };'],
      ['a cast through then()', '  return (await answer.then((response) => response.json())) as { total: number };'],
      [
        'a cast of the test server answer',
        "  return (await stack.storeApi.get('/checkout/cart')).json as { price: null };",
      ],
      [
        'an annotated declaration',
        '  const cart: { lineItems: unknown[] } = await (await answer).json();\n  return cart;',
      ],
    ])(
      'the lint fails on %s in e2e/ and scripts/',
      async (_, body) => {
        const code = [...head, body, '}', ''].join('\n');
        expect(await assertionProblems(code, e2eFile, answerRule)).toHaveLength(1);
        expect(await assertionProblems(code, 'apps/storefront/scripts/anyScript.ts', answerRule)).toHaveLength(1);
      },
      60_000,
    );

    it('allows answers typed by the contract, and casts that are no answers', async () => {
      const code = [
        "import { operations } from '@ratchet/store-api-contract';",
        "import type { Page } from 'playwright-core';",
        "import type { SharedStack } from './sharedStack';",
        "import { contractAnswer, errorAnswer, storeApiClient } from './storeApiClient';",
        'export async function read(stack: SharedStack, page: Page) {',
        "  const found = await storeApiClient(stack.storeApi).invoke('searchPage post /search', { body: {} });",
        "  const answer = await page.waitForResponse((response) => response.url().includes('/store-api/'));",
        "  const cart = await contractAnswer(answer, operations['readCart get /checkout/cart']);",
        '  const refused = await errorAnswer(answer);',
        "  const focused = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.id ?? '');",
        '  return [found.elements, cart.lineItems, refused.errors, focused] as const;',
        '}',
        '',
      ].join('\n');
      expect(await assertionProblems(code, e2eFile, answerRule)).toEqual([]);
    }, 60_000);

    it('finds no cast of a store-API answer in apps/storefront/e2e and apps/storefront/scripts', async () => {
      const eslint = new ESLint({ cwd: repoRoot });
      const results = await eslint.lintFiles(['apps/storefront/e2e/**/*.ts', 'apps/storefront/scripts/**/*.ts']);
      const casts = results.flatMap((result) =>
        result.messages
          .filter((message) => message.ruleId === answerRule)
          .map((message) => `${result.filePath.slice(repoRoot.length)}:${message.line}`),
      );
      expect(results.length).toBeGreaterThan(10);
      expect(casts).toEqual([]);
    }, 60_000);
  });
});
