import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Alias, type Plugin } from 'vite';

const preactRoot = dirname(createRequire(import.meta.url).resolve('preact/package.json'));

/** React Aria's packages: they need `@ratchet/ui/preact/react-dom` (see below). */
const reactAriaImporter =
  /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react-aria|react-aria-components|@react-aria[\\/][^\\/]+)[\\/]/;

/**
 * `react-dom` by importer: React Aria's packages get `@ratchet/ui/preact/react-dom` (compat whose createPortal lets
 * React Aria's collections render, plus keyboard events React Aria can copy: see that file), everything else plain
 * preact/compat. The completion then ships in the React Aria chunk only pages with React Aria load, not in the
 * libraries every page loads (0.3 KB gzip on home, issue 9 "home JS ≤ 90 KB").
 */
function reactDomForImporter(): Plugin {
  const completed = createRequire(import.meta.url).resolve('@ratchet/ui/preact/react-dom');
  const compat = join(preactRoot, 'compat/dist/compat.mjs');
  return {
    name: 'ratchet:react-dom-for-importer',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'react-dom') return null;
      return importer && reactAriaImporter.test(importer) ? completed : compat;
    },
  };
}

/**
 * @ratchet/account-kit's own source files (not its stories or tests, which the storefront does not build), except the
 * parts the storefront already loads on intent (the checkout's cost centre picker, the offer request and add-to-order-list
 * dialogs): there the component is wanted at once, an island would show empty for a round trip and lose the focus the
 * loaded part hands to it.
 */
const accountKitSource =
  /packages[\\/]account-kit[\\/]src[\\/](?!costCenter[\\/]CartExternalContactPicker\.|offers[\\/]RequestOfferDialog\.|orderLists[\\/]AddToOrderListDialog\.)/;

/**
 * `@ratchet/ui` imported by @ratchet/account-kit resolves to app/runtime/accountUi.ts: the package with its React Aria
 * and table components (Select, Combobox, DatePicker, DateRangePicker, Slider, FileDrop, DataTable) and Radix
 * RadioGroup and ConfirmDialog hydrated on intent, Dialog loaded when it opens (app/runtime/uiIslands.tsx). The server renders them as before; the browser loads their chunks (React Aria, TanStack
 * Table, Radix Checkbox) on the first pointer, touch or focus in them, not with the page (session 7: the account
 * lists loaded 184–303 KB gzip, the budget is 110). Server and client build alike, so hydration matches.
 */
function accountUiIslands(): Plugin {
  const accountUi = fileURLToPath(new URL('app/runtime/accountUi.ts', import.meta.url));
  return {
    name: 'ratchet:account-ui-islands',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@ratchet/ui' || !importer || !accountKitSource.test(importer)) return null;
      // Re-exports only: a module importing just a Button does not load the islands' chunk.
      return { id: accountUi, moduleSideEffects: false };
    },
  };
}

/**
 * The storefront renders with Preact's React compat layer (docs/decisions.md): same components, a runtime of
 * about a fifth of React's size in the browser. Aliased to absolute files so imports from the workspace
 * packages (which depend on React, not Preact) resolve too; used for the server and the client build alike,
 * so the server HTML and the hydration come from the same renderer.
 */
const preactAliases: Alias[] = [
  { find: /^react$/, replacement: fileURLToPath(new URL('app/runtime/react.js', import.meta.url)) },
  // SWR's CommonJS shim for React 17 would load React itself; compat has the hook (and dev SSR runs ESM only).
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: fileURLToPath(new URL('app/runtime/react.js', import.meta.url)),
  },
  // TanStack Table's store reads the CommonJS with-selector hook: its ESM form (see the file's comment).
  {
    find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
    replacement: fileURLToPath(new URL('app/runtime/withSelector.js', import.meta.url)),
  },
  // `react-dom` is resolved by reactDomForImporter() below: React Aria gets the completed compat.
  { find: /^react-dom\/client$/, replacement: join(preactRoot, 'compat/client.mjs') },
  { find: /^react-dom\/server$/, replacement: join(preactRoot, 'compat/server.mjs') },
  { find: /^react\/jsx-runtime$/, replacement: join(preactRoot, 'compat/jsx-runtime.mjs') },
  { find: /^react\/jsx-dev-runtime$/, replacement: join(preactRoot, 'compat/jsx-dev-runtime.mjs') },
];

/**
 * The storefront's message formatter (app/runtime/intl.ts): formatjs' `createIntl` for the ICU subset of the
 * catalogues, without formatjs' parsers in the page (intl.test.ts compares every message with formatjs).
 */
const intlAlias: Alias = {
  find: /^@formatjs\/intl$/,
  replacement: fileURLToPath(new URL('app/runtime/intl.ts', import.meta.url)),
};

/**
 * Icons (app/runtime/icons.tsx): `lucide-react` as `<use>` of symbols the server writes into the page
 * (IconSprite), so the path data and lucide's runtime are not part of the page's JavaScript. Deep imports
 * (`lucide-react/icons/<name>`, the sprite's data on the server) are not matched.
 */
const iconAlias: Alias = {
  find: /^lucide-react$/,
  replacement: fileURLToPath(new URL('app/runtime/icons.tsx', import.meta.url)),
};

/**
 * The libraries every page runs (router, renderer, data fetching, class merging, icons) go into one client
 * chunk: gzip compresses each file on its own, and the same code split over a dozen shared chunks costs about
 * 10% more bytes (issue 4: the home page's JavaScript budget). Libraries only lazy parts use (the login
 * dialogs' Radix Dialog) are not matched and stay in their lazy chunks.
 */
const everyPageLibraries =
  /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react-router|preact|swr|dequal|tailwind-merge|clsx|class-variance-authority|@radix-ui[\\/]react-slot|@radix-ui[\\/]react-compose-refs)[\\/]/;

/**
 * zod and the contract's credential schemas, which only the form pages use (login, new password: issue 9 item 5,
 * form rules from the contract). A group of their own keeps them out of the shell chunks every page loads, where
 * the shell group's merging of small modules would put them beside the role rules. A group also takes what its
 * modules import, so credentials.ts imports nothing every page runs.
 */
const formSchemas =
  /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?zod[\\/]|packages[\\/]store-api-contract[\\/]src[\\/]account[\\/]credentials\.ts$/;

/**
 * The workspace code pages share besides the shell, grouped by the routes using it; subgroups under 1.5 KB are merged
 * into a neighbour (at 6 KB, with some forty routes, the account area's forms, Dialog, Checkbox, zod and react-hook-form
 * were merged into chunks home loads: home 158 KB, listing and product pages 197 KB; issue 10, session 5). The parts only lazy chunks load (the login and
 * forgot-password dialogs on Radix Dialog, the mobile menu, the account dropdown) are left out: the group merges
 * small modules into a neighbouring chunk, and a neighbour every page loads made them part of the home page.
 * The @ratchet/ui components built on React Aria (Combobox, DataTable, DatePicker, DateRangePicker, FileDrop, Select,
 * Slider) stay out for the same reason: merged into such a neighbour, their static import of the react-aria chunk put
 * 113 KB of gzip on every page (issue 10: the checkout's DatePicker, shared with the test-only components page).
 * The checkout's own composition (`app/components/checkout/`) stays in its route chunks: grouped, it took a hook every
 * page needs (useRights) into its chunk, and the header then loaded the checkout with it.
 * Of the contract only the zod-free rules are grouped: its schemas (zod) are imported by the account area's forms, and a
 * small subgroup of them merged beside the checkout's Stepper made the checkout load zod (the `forms` chunk, 26 KB).
 * The catch-all route's views (CategoryPage, ProductDetail: `import()` in components/pageViews.ts) and the product-only ui
 * components stay out too: the group sees only the route entries, so code under a lazy view counted as catch-all code
 * and was merged into chunks every category and product page loads (each page loaded the other's view, 143.7 KB).
 * Only the product view uses Tabs, useProduct and the tier-price rule: left out, they are part of its chunk.
 * Likewise the checkout step's chunk (LazyCheckoutStep, loaded when the step is hydrated on intent): AddressPicker,
 * ShippingOptionPicker, OrderSummary, RadioGroup, Checkbox and useCheckout are left out, so the cart's first load does
 * not carry them (issue 10: the lead buyer's cart ≤ 130 KB).
 */
/**
 * React Aria (date pickers, Select, ComboBox, Slider, FileDrop…) and TanStack Table: only account-area and form
 * pages use them. A group of their own keeps them out of the shell group, which takes what its modules import and
 * would otherwise merge them into a shell chunk every page loads (the test-only components page put 150 KB of
 * gzip on home that way).
 */
const reactAriaLibraries =
  /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@react-types|@internationalized)[\\/]/;

/**
 * TanStack Table (DataTable): a chunk of its own, not part of React Aria's. The account lists load it with their
 * table; in the React Aria chunk it took 145 KB of gzip (all of React Aria the storefront uses) into every account
 * list (session 7: account area JavaScript).
 */
const tanstackLibraries = /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?@tanstack[\\/]/;

/**
 * The Radix parts behind Tabs (product page) and RadioGroup/Checkbox (checkout): primitive, context, presence, id,
 * collection and roving focus. One chunk instead of the three the importer sets made of them (each page loading one
 * loaded all three; issue 10 product page ≤ 110 KB gzip). No shell code imports them; the lazy dialogs load them too.
 */
const radixBasics =
  /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:@radix-ui[\\/](?:primitive|react-primitive|react-context|react-use-layout-effect|react-use-effect-event|react-use-controllable-state|react-presence|react-collection|react-direction|react-use-is-hydrated|react-roving-focus|react-id|react-use-callback-ref))[\\/]/;

const workspaceModules =
  /packages[\\/](?:ui[\\/]src[\\/](?!(?:Dialog|LoginDialog|ForgotPasswordDialog|Combobox|DataTable|DatePicker|DateRangePicker|FileDrop|Select|Slider|ProductGallery|ProductTabs|Tabs|VariantsTable|TierPrices|CrossSellingSlider|AddressPicker|ShippingOptionPicker|OrderSummary|RadioGroup|Checkbox)[\\/])|commerce-hooks[\\/]src[\\/](?!useProduct[\\/]|useCheckout[\\/])|store-api-contract[\\/]src[\\/]rules[\\/](?!tierPrices\.))|app[\\/](?:components|lib|i18n|runtime)[\\/](?!(?:HeaderLogin|SiteMobileMenu|SiteAccountDropdown|CategoryPage|ProductDetail|ProductVariants|uiIslands|accountUi)\.|checkout[\\/])/;

/**
 * The shell every page loads (root and domain layout: document, header, mega menu, search bar, footer, switchers,
 * notifications, the store-API client and the hooks they use), file by file: one chunk instead of the dozen small
 * ones the route-aware group makes of it (gzip compresses each file alone; about 4 KB on home, issue 10). A shell
 * module missing here only costs that; a module listed here that the shell does not import loads on every page.
 * The list is what the home page loads besides the libraries and its route modules (`PERF_FILES=1`, source maps).
 */
const shellFiles = new Set([
  ...[
    'ErrorPage.tsx',
    'HeaderSearch.tsx',
    'Logo.tsx',
    'Maintenance.tsx',
    'Notifications.tsx',
    'RouteProgress.tsx',
    'ScrollManager.tsx',
    'Shell.tsx',
    'SiteFooter.tsx',
    'SiteHeader.tsx',
    'shellLink.tsx',
    'account/accountLinks.tsx',
    'pageViews.ts',
  ].map((file) => `apps/storefront/app/components/${file}`),
  ...['I18nProvider.tsx', 'footerData.ts', 'locale.ts', 'pageTexts.ts'].map(
    (file) => `apps/storefront/app/i18n/${file}`,
  ),
  ...['chunkReload', 'domain', 'navigation', 'page', 'scroll', 'useLanguageSwitch'].map(
    (name) => `apps/storefront/app/lib/${name}.ts`,
  ),
  ...['DocumentRoot.tsx', 'IconSprite.tsx', 'InlineStylesheet.tsx', 'icons.tsx', 'intl.ts'].map(
    (file) => `apps/storefront/app/runtime/${file}`,
  ),
  ...[
    'keys.ts',
    'client/StoreApiClientError.ts',
    'client/createStoreApiClient.ts',
    'provider/RatchetCommerceProvider.tsx',
    'provider/useMutationState.ts',
    ...[
      'useCart',
      'useCategoryCounters',
      'useDomains',
      'useFeatureFlags',
      'useNavigation',
      'useNotifications',
      'useQuickSearch',
      'useRights',
      'useSession',
    ].map((hook) => `${hook}/${hook}.ts`),
  ].map((file) => `packages/commerce-hooks/src/${file}`),
  // Not errorCodes.ts: its table (4 KB) would load on every page; the shell reads its one code from errorMessages.ts.
  ...['banner', 'deliveryTime', 'errorMessages', 'megaMenu', 'roles', 'searchResult'].map(
    (name) => `packages/store-api-contract/src/rules/${name}.ts`,
  ),
  ...[
    ...[
      'Badge',
      'Button',
      'CountriesSwitcher',
      'Header',
      'LanguageSwitcher',
      'LoadingBar',
      'MegaMenu',
      'SearchBar',
    ].flatMap((component) => [`${component}/${component}.tsx`, `${component}/messages.ts`]),
    'Header/headerParts.tsx',
    'MobileHeader/MobileHeader.tsx',
    'MobileMenu/menuStack.ts',
    'SearchBar/useTypedPlaceholder.ts',
    'i18n/UiLocaleProvider.tsx',
    ...['DisclosureDropdown.tsx', 'cn.ts', 'shellLink.tsx', 'useControllableState.ts', 'useDismiss.ts'].map(
      (file) => `lib/${file}`,
    ),
  ].map((file) => `packages/ui/src/${file}`),
]);

/** Whether a module id (absolute path, maybe with a query) is one of the shell's files. */
function isShellFile(id: string): boolean {
  const path = id.split('?')[0]!.replaceAll('\\', '/');
  const at =
    path.lastIndexOf('/packages/') >= 0 ? path.lastIndexOf('/packages/') : path.lastIndexOf('/apps/storefront/');
  return at >= 0 && !path.includes('/node_modules/') && shellFiles.has(path.slice(at + 1));
}

export default defineConfig({
  plugins: [reactDomForImporter(), accountUiIslands(), tailwindcss(), reactRouter()],
  build: { sourcemap: process.env.STOREFRONT_SOURCEMAP === '1' },
  resolve: {
    alias: [...preactAliases, intlAlias, iconAlias],
    conditions: ['@ratchet/source', 'module', 'browser', 'development|production'],
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Shared workspace chunks are named by the routes using them (shell~domain~catchAll~…, up to 100
            // characters); every import of them and the route manifest repeat the name, so they get a short one.
            chunkFileNames: (chunk) =>
              chunk.name.startsWith('shared~')
                ? 'assets/shared-[hash].js'
                : chunk.name.startsWith('react-aria~')
                  ? 'assets/react-aria-[hash].js'
                  : 'assets/[name]-[hash].js',
            codeSplitting: {
              groups: [
                { name: 'libraries', test: everyPageLibraries, priority: 2 },
                { name: 'tanstack', test: tanstackLibraries, priority: 2 },
                // By the routes using them (entriesAware): a page loads the React Aria parts its components use,
                // not every part any page uses (one 145 KB gzip chunk for a Select on the order history; session 7).
                {
                  name: 'react-aria',
                  test: reactAriaLibraries,
                  priority: 2,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 4000,
                },
                { name: 'radix', test: radixBasics, priority: 2 },
                { name: 'forms', test: formSchemas, priority: 3 },
                { name: 'shell', test: isShellFile, priority: 1 },
                // The island wrappers (runtime/uiIslands.tsx, 2 KB gzip) in a chunk of their own, cached across the
                // account screens, instead of a shared chunk merged from whichever route imports them.
                { name: 'ui-islands', test: /app[\\/]runtime[\\/]uiIslands\.tsx$/, priority: 1 },
                {
                  name: 'shared',
                  test: workspaceModules,
                  priority: 0,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 1500,
                },
              ],
            },
          },
        },
      },
    },
  },
  ssr: {
    // Bundle the React libraries into the server build so that they too render through the aliases above.
    noExternal: true,
    resolve: { conditions: ['@ratchet/source', 'module', 'node', 'development|production'] },
  },
});
