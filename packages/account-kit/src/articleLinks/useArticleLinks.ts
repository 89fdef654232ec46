import { swrKeys, useKeyScope, useStoreApiClient, type StoreApiClientError } from '@ratchet/commerce-hooks';
import type { ArticleLink, ArticleLinkListResponse, Pager } from '@ratchet/store-api-contract';
import useSWR from 'swr';

/** What the list shows: the search text and the page (both in the page's URL). */
export interface ArticleLinkListState {
  search: string;
  page: number;
}

/** Links per page (account-area.md §9 "default page size 20", as the users list). */
export const articleLinkPageSize = 20;

/** The list state of a URL query (`?search=…&page=…`); a missing or broken page is 1. */
export function articleLinkListStateFromQuery(query: URLSearchParams): ArticleLinkListState {
  const page = Number.parseInt(query.get('page') ?? '', 10);
  return { search: (query.get('search') ?? '').trim(), page: Number.isFinite(page) && page > 0 ? page : 1 };
}

/** The URL query of a list state (empty parts left out). */
export function articleLinkListQuery(state: ArticleLinkListState): URLSearchParams {
  const query = new URLSearchParams();
  if (state.search) query.set('search', state.search);
  if (state.page > 1) query.set('page', String(state.page));
  return query;
}

/** The request of a list state (the contract's query; the loader sends the same). */
export function articleLinkListRequest(state: ArticleLinkListState) {
  return { page: state.page, limit: articleLinkPageSize, ...(state.search ? { search: state.search } : {}) };
}

/** What {@link useArticleLinks} returns. */
export interface UseArticleLinksReturn {
  links: ArticleLink[];
  pager: Pager;
  isLoading: boolean;
  isValidating: boolean;
  error: StoreApiClientError | undefined;
}

const noLinks: ArticleLink[] = [];

/**
 * The company's article links for a list state (account-area.md §7 GET …/article-links): one SWR key per request;
 * `fallbackData` is the storefront loader's answer for the URL it rendered.
 */
export function useArticleLinks(
  state: ArticleLinkListState,
  options: { fallbackData?: ArticleLinkListResponse | undefined } = {},
): UseArticleLinksReturn {
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const request = articleLinkListRequest(state);
  const query = useSWR<ArticleLinkListResponse, StoreApiClientError>(
    swrKeys.articleLinks(scope, request),
    () => client.invoke('listArticleLinks get /ratchet/article-links', { query: request }),
    { keepPreviousData: options.fallbackData === undefined, fallbackData: options.fallbackData },
  );
  return {
    links: query.data?.articleLinks ?? noLinks,
    pager: query.data?.pager ?? { page: state.page, limit: articleLinkPageSize, total: 0, pageCount: 1 },
    isLoading: query.isLoading,
    isValidating: query.isValidating,
    error: query.error,
  };
}

/** One link of the company (the edit page); `fallbackData` is the loader's answer. */
export function useArticleLink(id: string, options: { fallbackData?: ArticleLink | undefined } = {}) {
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const query = useSWR<ArticleLink, StoreApiClientError>(
    swrKeys.articleLink(scope, id),
    () => client.invoke('readArticleLink get /ratchet/article-links/{id}', { pathParams: { id } }),
    { fallbackData: options.fallbackData },
  );
  return { link: query.data, isLoading: query.isLoading, error: query.error };
}
