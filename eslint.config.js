// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/storybook-static/**',
      '**/.react-router/**',
      '.toolchain/node/**',
      '.toolchain/pnpm/**',
      '.toolchain/cache/**',
      '.pnpm-store/**',
      '**/.data/**',
      '**/__screenshots__/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Storefront routes, loaders and components take store-API answers as the contract types them (issue 9
    // item 5): no type assertion but `as const`; a value of unknown shape is narrowed, never cast.
    files: ['apps/storefront/app/{routes,lib,components}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }] },
  },
  {
    // The storefront's e2e tests and scripts read store-API answers as the contract types them too (issue 9 item 5;
    // e2e/storeApiClient.ts): no type argument on the test server's untyped helpers, no cast or annotated
    // declaration of a `.json()` answer. Other casts there (DOM elements, the SQL endpoint) are not answers.
    files: ['apps/storefront/{e2e,scripts}/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...storeApiAnswerRestrictions()] },
  },
  // Store-API layers (issue 9 item 2; docs/architecture.md): the same rules as apps/store-api/src/architecture.test.ts,
  // per file glob. Tests and the listed test helpers check the server from outside and are exempt.
  ...storeApiLayers(),
  {
    // Command-line entry points, scripts and benchmarks print to the terminal by design.
    files: ['**/cli/**', '**/scripts/**', '**/bench/**', '.toolchain/**', '**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
);

/** no-restricted-syntax of the storefront's e2e tests and scripts: store-API answers are typed by the contract. */
function storeApiAnswerRestrictions() {
  const howTo =
    'type it by the contract (e2e/storeApiClient.ts: storeApiClient(…).invoke(key, …), contractAnswer(response, operations[key]), errorAnswer(response))';
  const json = "CallExpression[callee.property.name='json'][arguments.length=0]";
  const cast = (assertion) => `${assertion}:not([typeAnnotation.typeName.name='const'])`;
  return [
    {
      selector: `CallExpression[typeArguments]:matches([callee.object.name='storeApi'], [callee.object.property.name='storeApi'])`,
      message: `A type argument on storeApi.get/post/request casts the store-API's answer: ${howTo}.`,
    },
    ...['TSAsExpression', 'TSTypeAssertion'].map((assertion) => ({
      selector: `${cast(assertion)}:has(${json}, MemberExpression[property.name='json'])`,
      message: `A cast of a store-API answer: ${howTo}.`,
    })),
    {
      selector: ['', ' > AwaitExpression']
        .map((step) => `VariableDeclarator[id.typeAnnotation]${step} > ${json}`)
        .join(', '),
      message: `A type annotation on a \`.json()\` answer casts it: ${howTo}.`,
    },
  ];
}

/** no-restricted-imports per store-API file glob (see the store-API section below). */
function storeApiLayers() {
  const src = 'apps/store-api/src';
  const ignores = ['**/*.test.ts', `${src}/platform/mail/fakeSmtp.ts`];
  const noSeed = { regex: '(^|/)seed(/|$)', message: 'Only cli, testing and bench import seed/.' };
  const noDriver = {
    group: ['pg', '@electric-sql/pglite', '@electric-sql/pglite/*'],
    message: 'Only platform/db opens the database driver; repos take a Database.',
  };
  const noModules = { regex: '(^|/)modules(/|$)', message: 'platform/ imports no module.' };
  const io = {
    group: [
      'pg',
      '@electric-sql/*',
      'nodemailer',
      'hono',
      'hono/*',
      '@hono/*',
      'node:fs',
      'node:fs/*',
      'node:net',
      'node:http',
      'node:https',
      'node:child_process',
    ],
    message: 'domain files are pure: no package that does I/O.',
  };
  const byIndex = (up) => ({
    regex: `^${'\\.\\./'.repeat(up)}(?!\\.\\.(/|$))[^/]+/(?!index$)`,
    message: 'A module imports another module only through its index.ts.',
  });
  const noRepo = (prefix) => ({ regex: `^${prefix}repo(/|$)`, message: 'routes call the service, never the repo.' });
  const domainOnly = (regex) => ({ regex, message: 'domain files import only other domain files.' });
  const rule = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
  return [
    {
      files: [`${src}/platform/**/*.ts`],
      ignores: [...ignores, `${src}/platform/db/**`],
      rules: rule(noModules, noSeed, noDriver),
    },
    { files: [`${src}/platform/db/**/*.ts`], ignores, rules: rule(noModules, noSeed) },
    {
      files: [`${src}/modules/*/*.ts`],
      ignores: [...ignores, `${src}/modules/*/routes.ts`, `${src}/modules/*/domain.ts`],
      rules: rule(noSeed, noDriver, byIndex(1)),
    },
    { files: [`${src}/modules/*/routes.ts`], ignores, rules: rule(noSeed, noDriver, byIndex(1), noRepo('\\./')) },
    {
      files: [`${src}/modules/*/domain.ts`],
      ignores,
      rules: rule(noSeed, io, byIndex(1), domainOnly('^(\\./(?!domain(/|$))|\\.\\./)')),
    },
    {
      files: [`${src}/modules/*/*/*.ts`],
      ignores: [...ignores, `${src}/modules/*/routes/**`, `${src}/modules/*/domain/**`],
      rules: rule(noSeed, noDriver, byIndex(2)),
    },
    { files: [`${src}/modules/*/routes/*.ts`], ignores, rules: rule(noSeed, noDriver, byIndex(2), noRepo('\\.\\./')) },
    { files: [`${src}/modules/*/domain/*.ts`], ignores, rules: rule(noSeed, io, byIndex(2), domainOnly('^\\.\\./')) },
  ];
}
