import {
  fallbackEntries,
  isStoreApiClientError,
  navigationDepths,
  navigationRootId,
  swrKeys,
  type Customer,
  type Domain,
  type NavigationElement,
  type NavigationType,
  type SwrKey,
} from '@ratchet/commerce-hooks';
import type { RequestStoreApi } from './storeApi.server';

/** Turns a failed optional call into `undefined` (the page still renders; the hooks retry in the browser). */
async function optional<T>(call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch (error) {
    if (!isStoreApiClientError(error)) throw error;
    return undefined;
  }
}

/**
 * Keeps the fields the header, mega menu and mobile menu read, so the page does not carry the whole category
 * entity (SEO URLs, media, custom fields) into the HTML and the hydration data.
 */
export function slimNavigation(elements: readonly NavigationElement[]): NavigationElement[] {
  return elements.map((element) => {
    const translated = element.translated as { name?: string | null; badge?: string | null } | null | undefined;
    return {
      id: element.id,
      type: element.type,
      name: element.name,
      translated: { name: translated?.name ?? element.name, badge: translated?.badge ?? null },
      seoUrl: element.seoUrl ?? null,
      externalLink: element.externalLink ?? null,
      internalLink: element.internalLink ?? null,
      linkNewTab: element.linkNewTab ?? false,
      children: element.children ? slimNavigation(element.children) : null,
    } as unknown as NavigationElement;
  });
}

/** The shell's data for one request: session, cart, navigation, flags, footer (architecture.md). */
export interface ShellData {
  maintenance: boolean;
  footerCms: unknown;
  /** SWR fallback so the first browser render has the same data without requests. */
  fallback: Record<string, unknown>;
}

/** Loads the customer, or null when anonymous (any failure counts as not logged in). */
export async function loadCustomer(client: RequestStoreApi['client']): Promise<Customer | null> {
  try {
    const customer = await client.invoke('readCustomer post /account/customer', { body: {} });
    return customer.id && customer.active ? customer : null;
  } catch {
    return null;
  }
}

/** Loads everything the layout shows; the context goes first so a new token is shared by the parallel calls. */
export async function loadShellData({ client }: RequestStoreApi, domains: Domain[]): Promise<ShellData> {
  const context = await client.invoke('readContext get /context');
  const navigation = (type: NavigationType) =>
    optional(
      client
        .invoke('readNavigation post /navigation/{activeId}/{rootId}', {
          pathParams: { activeId: navigationRootId(type), rootId: navigationRootId(type) },
          body: { depth: navigationDepths[type], buildTree: true },
        })
        .then(slimNavigation),
    );
  const [customer, cart, flags, main, service, countries, footerCms] = await Promise.all([
    loadCustomer(client),
    optional(client.invoke('readCart get /checkout/cart')),
    optional(client.invoke('readFeatureFlags get /ratchet/feature-flags')),
    navigation('main'),
    navigation('service'),
    navigation('countries'),
    optional(client.invoke('readFooterCms get /ratchet/cms/footer')),
  ]);
  const rights = customer
    ? ((
        await optional(
          client.invoke('readCustomerRoles get /ratchet/account/{id}/role', { pathParams: { id: customer.id } }),
        )
      )?.roles ?? [])
    : [];
  const entries: Array<readonly [SwrKey, unknown]> = [
    [swrKeys.context(), context],
    [swrKeys.customer(), customer],
    [swrKeys.domains(), domains],
  ];
  if (customer) entries.push([swrKeys.rights(customer.id), rights]);
  if (cart) entries.push([swrKeys.cart(), cart]);
  if (flags) entries.push([swrKeys.featureFlags(), flags]);
  if (main) entries.push([swrKeys.navigation('main', navigationRootId('main'), navigationDepths.main), main]);
  if (service)
    entries.push([swrKeys.navigation('service', navigationRootId('service'), navigationDepths.service), service]);
  if (countries)
    entries.push([
      swrKeys.navigation('countries', navigationRootId('countries'), navigationDepths.countries),
      countries,
    ]);
  return {
    maintenance: context.salesChannel?.maintenance === true,
    footerCms,
    fallback: fallbackEntries(entries),
  };
}
