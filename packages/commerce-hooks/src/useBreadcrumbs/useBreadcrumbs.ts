import { useMemo } from 'react';
import useSWR from 'swr';
import type { StoreApiClientError } from '../client';
import { swrKeys } from '../keys';
import type { NavigationElement } from '../operations';
import { useKeyScope, useStoreApiClient } from '../provider/RatchetCommerceProvider';

/** One breadcrumb: Home (the UI translates its label) or a category. */
export type Breadcrumb =
  { kind: 'home'; id: 'home'; path: '/' } | { kind: 'category'; id: string; name: string; category: NavigationElement };

/** The Home breadcrumb, always first (storefront.md §2 breadcrumbs). */
export const homeBreadcrumb: Breadcrumb = { kind: 'home', id: 'home', path: '/' };

/** The category ids of a Shopware category path (`|root|a|b|`), in order. */
export function categoryIdsFromPath(path: string | null | undefined): string[] {
  return (path ?? '').split('|').filter((id) => id !== '');
}

export interface UseBreadcrumbsReturn {
  /** Home, then the page's categories in the given order. Only Home while loading or after a failure. */
  breadcrumbs: Breadcrumb[];
  isLoading: boolean;
  /** The error of the category lookup, kept (storefront.md §2). */
  error: StoreApiClientError | undefined;
}

/** Breadcrumbs: Home first, then the categories looked up by ids (storefront.md §2 breadcrumbs). */
export function useBreadcrumbs(categoryIds: readonly string[]): UseBreadcrumbsReturn {
  const client = useStoreApiClient();
  const { language } = useKeyScope();
  const ids = useMemo(() => categoryIds.filter((id) => id !== ''), [categoryIds]);
  const query = useSWR<NavigationElement[], StoreApiClientError>(
    ids.length > 0 ? swrKeys.categories(language, ids) : null,
    () =>
      client
        .invoke('readCategoryList post /category', {
          body: { filter: [{ type: 'equalsAny', field: 'id', value: ids }], limit: ids.length },
        })
        .then((answer) => answer.elements),
  );
  const breadcrumbs = useMemo<Breadcrumb[]>(() => {
    if (query.error || !query.data) return [homeBreadcrumb];
    const byId = new Map(query.data.map((category) => [category.id, category]));
    const categories = ids.flatMap((id): Breadcrumb[] => {
      const category = byId.get(id);
      return category
        ? [{ kind: 'category', id, name: category.translated?.name ?? category.name ?? '', category }]
        : [];
    });
    return [homeBreadcrumb, ...categories];
  }, [ids, query.data, query.error]);
  return { breadcrumbs, isLoading: query.isLoading, error: query.error };
}
