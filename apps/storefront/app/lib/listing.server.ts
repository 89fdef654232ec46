/**
 * What the category page and the search page load on the server (storefront.md §2 Product listing, Search,
 * Breadcrumbs; issue 10): the listing for the URL's state (the contract rule `parseListingQuery`, the same the
 * browser's `useListing` reads), handed to the page as SWR fallback; and the category's breadcrumbs, description
 * and child categories. Every page state renders directly from its URL.
 */
import type { NavigationElement, StoreApiClient } from '@ratchet/commerce-hooks';
import type { ProductListingResult } from '@ratchet/store-api-contract';
import { listingRequestBody, parseListingQuery } from '@ratchet/store-api-contract/rules';
import { navigationTarget } from './navigation';

/** A listing answer and the query it was read for (the `fallback` of `useListing`). */
export interface ListingFallback {
  query: string;
  listing: ProductListingResult;
}

/**
 * The widest thumbnail a listing card shows (ProductCard: `productImageProps(media, { maxWidth: 800 })`): the loader
 * data leaves out the wider presets, which the page never renders (issue 10 Lighthouse: the search page's router data
 * is parsed before hydrating; 11 covers carried four presets with four URLs each).
 */
const cardThumbnailMaxWidth = 800;

/** The answer as the listing renders it: the covers' thumbnails up to the card's widest. */
function forCards(listing: ProductListingResult): ProductListingResult {
  return {
    ...listing,
    elements: listing.elements.map((product) =>
      product.cover
        ? {
            ...product,
            cover: {
              ...product.cover,
              media: {
                ...product.cover.media,
                thumbnails: product.cover.media.thumbnails.filter(
                  (thumbnail) => thumbnail.width <= cardThumbnailMaxWidth,
                ),
              },
            },
          }
        : product,
    ),
  };
}

/** A category's listing for the page URL's query. */
export async function loadCategoryListing(
  client: StoreApiClient,
  categoryId: string,
  url: URL,
): Promise<ListingFallback> {
  const listing = await client.invoke('readProductListing post /product-listing/{categoryId}', {
    pathParams: { categoryId },
    body: listingRequestBody(parseListingQuery(url.searchParams)),
  });
  return { query: url.search, listing: forCards(listing) };
}

/** The search results for a term and the page URL's query. */
export async function loadSearchListing(client: StoreApiClient, term: string, url: URL): Promise<ListingFallback> {
  const listing = await client.invoke('searchPage post /search', {
    body: { ...listingRequestBody(parseListingQuery(url.searchParams)), search: term },
  });
  return { query: url.search, listing: forCards(listing) };
}

/** One link of the category page (a breadcrumb or a child category), below the domain. */
export interface CategoryLink {
  id: string;
  name: string;
  /** Path below the domain; null for a folder. */
  href: string | null;
}

/** The category page's frame: breadcrumbs (without Home), description and child categories. */
export interface CategoryInfo {
  breadcrumbs: CategoryLink[];
  description: string | null;
  children: CategoryLink[];
}

function linkOf(category: NavigationElement): CategoryLink {
  return {
    id: category.id,
    name: category.translated?.name ?? category.name,
    href: navigationTarget(category)?.href ?? null,
  };
}

/**
 * The category's breadcrumbs (its path of categories, looked up by ids; storefront.md §2: when the lookup fails only
 * Home remains), its description and its child categories in position order (hidden ones are not answered).
 */
export async function loadCategoryInfo(
  client: StoreApiClient,
  categoryId: string,
  pathIds: readonly string[],
  fallbackName: string,
): Promise<CategoryInfo> {
  const ids = pathIds.includes(categoryId) ? [...pathIds] : [...pathIds, categoryId];
  const [path, children] = await Promise.all([
    client
      .invoke('readCategoryList post /category', {
        body: { filter: [{ type: 'equalsAny', field: 'id', value: ids }], limit: ids.length },
      })
      .then((answer) => answer.elements)
      .catch(() => null),
    client
      .invoke('readCategoryList post /category', {
        body: {
          filter: [{ type: 'equals', field: 'parentId', value: categoryId }],
          sort: [{ field: 'position', order: 'ASC' }],
          limit: 100,
        },
      })
      .then((answer) => answer.elements)
      .catch(() => []),
  ]);
  const byId = new Map((path ?? []).map((category) => [category.id, category]));
  const current = byId.get(categoryId);
  const breadcrumbs = path
    ? ids.flatMap((id) => {
        const category = byId.get(id);
        return category ? [linkOf(category)] : [];
      })
    : [{ id: categoryId, name: fallbackName, href: null }];
  return {
    breadcrumbs,
    description: current?.translated?.description ?? null,
    children: children.filter((child) => child.type !== 'folder').map(linkOf),
  };
}

/** The main navigation's top categories (the search page's no-result help: "or browse our categories"). */
export async function loadTopCategories(client: StoreApiClient): Promise<CategoryLink[]> {
  const elements = await client
    .invoke('readNavigation post /navigation/{activeId}/{rootId}', {
      pathParams: { activeId: 'main-navigation', rootId: 'main-navigation' },
      body: { depth: 1 },
    })
    .catch(() => []);
  return elements
    .filter((element) => element.type !== 'folder')
    .map(linkOf)
    .filter((link) => link.href !== null && !/^[a-z][a-z0-9+.-]*:/i.test(link.href));
}
