import type { Page } from '../lib/page';

/** The views of the catch-all route's page kinds (storefront.md §2), each a chunk of its own (issue 10 budgets). */
const viewLoaders = {
  category: () => import('./CategoryPage'),
  product: () => import('./ProductDetail'),
};

type ViewKind = keyof typeof viewLoaders;
type ViewModules = { [Kind in ViewKind]: Awaited<ReturnType<(typeof viewLoaders)[Kind]>> };

const loaded: Partial<ViewModules> = {};

function isViewKind(kind: string): kind is ViewKind {
  return kind in viewLoaders;
}

/**
 * Loads the view of a page kind (a CMS page has none); the module is kept, so `loadedPageView` answers it at once.
 * The catch-all loader awaits it on the server, so the server renders the page directly; the browser entry awaits it
 * before hydrating (`preloadHydrationView`), so hydration finds the page's code and never suspends. Given the page
 * (the route's loader data), the view also loads the lazy parts that page shows at once.
 */
export async function loadPageView(kind: Page['kind'], page?: unknown): Promise<void> {
  if (!isViewKind(kind)) return;
  if (!loaded[kind]) Object.assign(loaded, { [kind]: await viewLoaders[kind]() });
  // What the page shows at once of the view's lazy parts (a product opened with its variants table).
  if (kind === 'product') await loaded.product?.prepareProductView(page);
}

/** The view module of a page kind if it is loaded, else undefined. */
export function loadedPageView<Kind extends ViewKind>(kind: Kind): ViewModules[Kind] | undefined {
  return loaded[kind];
}

/** The route whose page kind picks the view (routes.ts: the catch-all route). */
const catchAllRouteId = 'routes/catchAll';

/**
 * Before hydrating: the view of the page the server rendered, read from React Router's decoded loader data (the
 * entry decodes it first), so the catch-all route renders the same markup synchronously.
 */
export function preloadHydrationView(): Promise<void> {
  const loaderData = field(field(field(window, '__reactRouterContext'), 'state'), 'loaderData');
  const page = field(field(loaderData, catchAllRouteId), 'page');
  const kind = field(page, 'kind');
  return typeof kind === 'string' && isViewKind(kind) ? loadPageView(kind, page) : Promise.resolve();
}

/** A property of a value that may be an object (React Router's context is not typed). */
function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}
