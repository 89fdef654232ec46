import useSWR from 'swr';
import type { StoreApiClientError } from '../client';
import { swrKeys, type NavigationType } from '../keys';
import type { NavigationElement } from '../operations';
import { useKeyScope, useStoreApiClient } from '../provider/RatchetCommerceProvider';

/** Depth per navigation (storefront.md §2, §9: main 4, service 2, countries 4; footer 1). */
export const navigationDepths: Readonly<Record<NavigationType, number>> = {
  main: 4,
  service: 2,
  countries: 4,
  footer: 1,
};

/** The store-API root id of a navigation type, e.g. `main-navigation`. */
export function navigationRootId(type: NavigationType): string {
  return `${type}-navigation`;
}

export interface UseNavigationOptions {
  /** The active category id (defaults to the navigation's root id). */
  activeId?: string;
}

export interface UseNavigationReturn {
  /** The tree of navigation elements (empty until loaded or on failure). */
  elements: NavigationElement[];
  /** The depth the tree was asked for. */
  depth: number;
  isLoading: boolean;
  error: StoreApiClientError | undefined;
}

/** One navigation tree by type at its depth (storefront.md §2 navigation and mega menu). */
export function useNavigation(type: NavigationType, options: UseNavigationOptions = {}): UseNavigationReturn {
  if (!Object.hasOwn(navigationDepths, type)) {
    throw new RangeError(`Unknown navigation type "${String(type)}" (expected main, service, countries or footer)`);
  }
  const client = useStoreApiClient();
  const { language } = useKeyScope();
  const depth = navigationDepths[type];
  const rootId = navigationRootId(type);
  const activeId = options.activeId ?? rootId;
  const query = useSWR<NavigationElement[], StoreApiClientError>(
    swrKeys.navigation(language, type, activeId, depth),
    () =>
      client.invoke('readNavigation post /navigation/{activeId}/{rootId}', {
        pathParams: { activeId, rootId },
        body: { depth, buildTree: true },
      }),
  );
  return { elements: query.data ?? [], depth, isLoading: query.isLoading, error: query.error };
}
