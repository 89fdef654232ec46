import { isStoreApiClientError, type Domain } from '@ratchet/commerce-hooks';
import { data, redirect, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import { useEffect, useReducer, useState } from 'react';
import type { Page } from '../lib/page';
import { loadedPageView, loadPageView } from '../components/pageViews';
import { localPath, pageUrl, pathBelowDomain } from '../lib/domain';
import { pageLoadFailure } from '../lib/pageLoad.server';
import { metaTags, pageMetaOf } from '../lib/pageMeta.server';
import { loadCategoryInfo, loadCategoryListing } from '../lib/listing.server';
import { loadProductPage } from '../lib/product.server';
import { requestScope } from '../lib/requestScope.server';
import type { RouteTexts } from '../i18n/keys';
import { routeTexts } from '../i18n/routeTexts.server';
import type { loader as domainLoader } from './domain';
import type { Route } from './+types/catchAll';

function notFound(): never {
  throw data(null, { status: 404 });
}

/** Texts of the page besides the shell (issue 9 item 7). */
export const handle = { i18n: ['catalog', 'product', 'orderListPicker'] } satisfies RouteTexts;

/**
 * Any path not in the route table (storefront.md §2): the store-API's page by path says product list, product
 * detail or CMS page and the canonical path; a differing path is redirected there with 301.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request.url);
  const scope = requestScope(context);
  const [{ domain }, { client }] = await Promise.all([scope.domain(), scope.storeApi()]);
  let path: string;
  try {
    path = decodeURIComponent(pathBelowDomain(domain, url.pathname));
  } catch {
    notFound();
  }
  let resolved;
  try {
    resolved = await client.invoke('resolvePage post /ratchet/page', { body: { path } });
  } catch (error) {
    if (isStoreApiClientError(error) && error.status === 404) notFound();
    pageLoadFailure(error);
  }
  const canonical =
    resolved.redirect?.to ??
    (resolved.canonicalPathInfo && resolved.canonicalPathInfo !== path ? resolved.canonicalPathInfo : null);
  if (canonical) throw redirect(`${encodeURI(localPath(domain, canonical))}${url.search}`, 301);
  let result: Page;
  if (resolved.cmsPage.type === 'product_detail' && resolved.product) {
    const product = await loadProductPage(client, resolved.product.id, url).catch(pageLoadFailure);
    result = { kind: 'product', title: resolved.meta.title, product };
  } else if (resolved.cmsPage.type === 'product_list' && resolved.category) {
    const { id, name, path: pathIds } = resolved.category;
    const [listing, info] = await Promise.all([
      loadCategoryListing(client, id, url).catch(pageLoadFailure),
      loadCategoryInfo(client, id, pathIds, name),
    ]);
    result = { kind: 'category', id, title: name, info, listing };
  } else {
    result = { kind: 'cms', title: resolved.landingPage?.name ?? resolved.meta.title };
  }
  // The page's view is a chunk of its own (components/pageViews.ts): loaded here, the server renders it directly.
  await loadPageView(result.kind, result);
  return {
    page: result,
    prefix: domain.pathPrefix,
    meta: metaTags(pageMetaOf(resolved.meta, domain)),
    texts: await routeTexts(request, handle),
  };
}

/** The page's own title, description, robots and canonical link from the store-API (storefront.md §3 Meta info). */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData?.meta ?? matches[0]?.meta ?? [];
}

export default function CatchAll({ loaderData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof domainLoader>('routes/domain');
  const { page } = loaderData;
  const [, viewLoaded] = useReducer((count: number) => count + 1, 0);
  // The last page whose view was there: a client navigation to the other page kind keeps it until the new view's
  // chunk is loaded (the server render and the hydration have it already: components/pageViews.ts), as a navigation keeps
  // the previous page until the loader answers.
  const [shown, setShown] = useState<{ page: Page; prefix: string }>({ page, prefix: loaderData.prefix });
  const ready = page.kind === 'cms' || loadedPageView(page.kind) !== undefined;
  if (ready && shown.page !== page) setShown({ page, prefix: loaderData.prefix });
  useEffect(() => {
    if (!ready) void loadPageView(page.kind).then(viewLoaded);
  }, [ready, page.kind]);
  const current = ready ? { page, prefix: loaderData.prefix } : shown;
  return <PageView page={current.page} prefix={current.prefix} domain={layout?.domain} />;
}

/** The view of a page whose module is loaded (components/pageViews.ts); nothing while it is not. */
function PageView({ page, prefix, domain }: { page: Page; prefix: string; domain: Domain | undefined }) {
  if (page.kind === 'cms') return <h1 className="text-2xl font-semibold">{page.title}</h1>;
  if (page.kind === 'product') {
    const ProductDetail = loadedPageView('product')?.ProductDetail;
    return ProductDetail ? (
      <ProductDetail key={page.product.id} product={page.product} domain={{ pathPrefix: prefix }} />
    ) : null;
  }
  const CategoryPage = loadedPageView('category')?.CategoryPage;
  if (!domain || !CategoryPage) return null;
  return (
    <CategoryPage categoryId={page.id} name={page.title} info={page.info} listing={page.listing} domain={domain} />
  );
}

/**
 * A change of the listing's query on the same category (filters, sorting, page) loads only the list, through
 * `useListing` (issue 10: "client changes replace only the list"); any other navigation runs the loader.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}
