import type { Domain } from '@ratchet/commerce-hooks';
import { searchTermMaxLength } from '@ratchet/store-api-contract/rules';
import { Link, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import { ProductListing, offerMailAddress } from '../components/ProductListing';
import { useI18n } from '../i18n/I18nProvider';
import { localPath, pageUrl } from '../lib/domain';
import { loadSearchListing, loadTopCategories, type CategoryLink } from '../lib/listing.server';
import { pageLoadFailure } from '../lib/pageLoad.server';
import { requestScope } from '../lib/requestScope.server';
import { searchMetaTags } from '../lib/searchMeta.server';
import { resolveLocale } from '../i18n/locale';
import type { RouteTexts } from '../i18n/keys';
import { routeTexts } from '../i18n/routeTexts.server';
import type { loader as domainLoader } from './domain';
import type { Route } from './+types/search';

/** Texts of the page besides the shell (issue 9 item 7). */
export const handle = { i18n: ['catalog', 'orderListPicker'] } satisfies RouteTexts;

/** The search term of a URL (storefront.md §2 /search?query=), trimmed and bounded. */
function searchTermOf(url: URL): string {
  return (url.searchParams.get('query') ?? '').trim().slice(0, searchTermMaxLength);
}

/**
 * Search results (storefront.md §2 /search?query=; issue 10): the results for the URL's listing state (filters,
 * sorting, page, page size) are read on the server, so any page of any search renders directly.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request.url);
  const query = searchTermOf(url);
  const scope = requestScope(context);
  const [texts, { domain }] = await Promise.all([routeTexts(request, handle), scope.domain()]);
  const metaOf = (total: number | null) =>
    searchMetaTags(resolveLocale(domain.languageLocaleCode), texts, { query, total });
  if (!query) return { query, listing: undefined, categories: [], texts, meta: metaOf(null) };
  const { client } = await scope.storeApi();
  const listing = await loadSearchListing(client, query, url).catch(pageLoadFailure);
  // The no-result help offers the main categories (read only when nothing was found).
  const categories = listing.listing.totalResults === 0 ? await loadTopCategories(client) : [];
  return { query, listing, categories, texts, meta: metaOf(listing.listing.totalResults) };
}

/** The search page's own title and description, not indexed (lib/searchMeta.server.ts). */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData?.meta ?? matches[0]?.meta ?? [];
}

/** A new term runs the loader; filters, sorting and paging of the same term load only the list (`useListing`). */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const sameSearch = currentUrl.pathname === nextUrl.pathname && searchTermOf(currentUrl) === searchTermOf(nextUrl);
  if (!formMethod && sameSearch && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

/** The extended no-result help (storefront.md §2 Search): tips, the main categories and customer service. */
function NoResults({ query, domain, categories }: { query: string; domain: Domain; categories: CategoryLink[] }) {
  const { t } = useI18n(handle.i18n);
  return (
    <div data-slot="search-no-results" className="flex flex-col gap-4 rounded-md border border-border bg-surface p-6">
      <h2 className="text-xl font-semibold">{t('search.noResultsTitle', { query })}</h2>
      <p>{t('search.noResults', { query })}</p>
      <div>
        <h3 className="font-semibold">{t('search.tipsTitle')}</h3>
        <ul className="mt-2 list-disc ps-6 text-muted-foreground">
          <li>{t('search.tipSpelling')}</li>
          <li>{t('search.tipFewerWords')}</li>
          <li>{t('search.tipNumber')}</li>
          <li>{t('search.tipThread')}</li>
        </ul>
      </div>
      {categories.length > 0 ? (
        <nav aria-labelledby="search-categories" className="flex flex-col gap-2">
          <h3 id="search-categories" className="font-semibold">
            {t('search.browseCategories')}
          </h3>
          <ul className="flex flex-wrap gap-2">
            {categories.map((category) =>
              category.href ? (
                <li key={category.id}>
                  <Link
                    to={localPath(domain, category.href)}
                    className="inline-flex h-9 items-center rounded-full border border-border px-4 text-sm hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-focus"
                  >
                    {category.name}
                  </Link>
                </li>
              ) : null,
            )}
          </ul>
        </nav>
      ) : null}
      <p className="text-muted-foreground">
        {t('search.contact')}{' '}
        <a href={`mailto:${offerMailAddress}`} className="text-primary underline-offset-4 hover:underline">
          {offerMailAddress}
        </a>
      </p>
    </div>
  );
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n(handle.i18n);
  const layout = useRouteLoaderData<typeof domainLoader>('routes/domain');
  const { query, listing, categories } = loaderData;
  if (!query) return <p className="py-6">{t('search.empty')}</p>;
  if (!layout) return null;
  return (
    <section className="flex flex-col gap-4 py-6" data-slot="search-page">
      <h1 className="text-2xl font-semibold">{t('search.title', { query })}</h1>
      <ProductListing
        key={query}
        source={{ search: query }}
        fallback={listing}
        domain={layout.domain}
        totalText={(count) => t('search.total', { count })}
        noResults={<NoResults query={query} domain={layout.domain} categories={categories} />}
      />
    </section>
  );
}
