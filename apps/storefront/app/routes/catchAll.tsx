import { isStoreApiClientError } from '@ratchet/commerce-hooks';
import { defaultListingLimit } from '@ratchet/store-api-contract/rules';
import { data, Link, redirect } from 'react-router';
import { ProductDetail } from '../components/ProductDetail';
import type { Page } from '../lib/page';
import { useI18n } from '../i18n/I18nProvider';
import { localPath, pageUrl, pathBelowDomain } from '../lib/domain';
import { pageLoadFailure } from '../lib/pageLoad.server';
import { metaTags, pageMetaOf } from '../lib/pageMeta.server';
import { loadProductPage } from '../lib/product.server';
import { requestScope } from '../lib/requestScope.server';
import type { RouteTexts } from '../i18n/keys';
import { routeTexts } from '../i18n/routeTexts.server';
import type { Route } from './+types/catchAll';

function notFound(): never {
  throw data(null, { status: 404 });
}

/** Texts of the page besides the shell (issue 9 item 7). */
export const handle = { i18n: ['catalog', 'product'] } satisfies RouteTexts;

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
    const listing = await client
      .invoke('readProductListing post /product-listing/{categoryId}', {
        pathParams: { categoryId: resolved.category.id },
        body: { limit: defaultListingLimit },
      })
      .catch(pageLoadFailure);
    result = {
      kind: 'category',
      id: resolved.category.id,
      title: resolved.category.name,
      total: listing.total,
      products: listing.elements.map((product) => ({
        id: product.id,
        name: product.translated.name,
        productNumber: product.productNumber,
        seoPath: product.seoPath || null,
      })),
    };
  } else {
    result = { kind: 'cms', title: resolved.landingPage?.name ?? resolved.meta.title };
  }
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
  const { t } = useI18n(handle.i18n);
  const { page, prefix } = loaderData;
  if (page.kind === 'product') {
    return <ProductDetail key={page.product.id} product={page.product} domain={{ pathPrefix: loaderData.prefix }} />;
  }
  if (page.kind === 'cms') return <h1 className="text-2xl font-semibold">{page.title}</h1>;
  return (
    <section className="flex flex-col gap-4" data-slot="category-page">
      <h1 className="text-2xl font-semibold">{page.title}</h1>
      <p className="text-muted-foreground">{t('category.products', { count: page.total })}</p>
      <ul className="grid gap-3 md:grid-cols-3">
        {page.products.map((product) => (
          <li key={product.id} className="rounded-md border border-border p-3">
            <Link
              to={localPath({ pathPrefix: prefix }, product.seoPath ?? `/detail/${product.id}`)}
              className="font-medium hover:text-primary"
            >
              {product.name}
            </Link>
            <p className="text-sm text-muted-foreground">{t('product.number', { number: product.productNumber })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
