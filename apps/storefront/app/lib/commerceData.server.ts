import {
  anonymousCustomer,
  fallbackEntries,
  isStoreApiClientError,
  navigationDepths,
  navigationRootId,
  swrKeys,
  type FooterCms,
  type KeyScope,
  type NavigationElement,
  type NavigationType,
  type SwrKey,
} from '@ratchet/commerce-hooks';
import { bannerFieldNames } from '@ratchet/store-api-contract/rules';
import type { RequestScope } from './requestScope.server';

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
 * The fields of a navigation element the header, mega menu and mobile menu read (lib/navigation.ts); the icon and
 * banner fields only on the elements that have them.
 */
export interface SlimNavigationElement extends Pick<
  NavigationElement,
  'id' | 'type' | 'name' | 'seoUrl' | 'externalLink' | 'internalLink' | 'linkNewTab'
> {
  translated: Pick<NavigationElement['translated'], 'name' | 'badge'> & {
    /** The banner fields of a main item with banners (storefront.md §2 mega menu). */
    customFields?: Record<string, string>;
  };
  /** The icon's URL, on a category with an icon file (storefront.md §2: mega-menu items show it). */
  media?: { url: string };
  extensions?: {
    category_icon_media?: { hasFile: boolean };
    category_banner_media?: Array<{ id: string; url: string }>;
  };
  children: SlimNavigationElement[] | null;
}

/** The custom fields a mega-menu banner reads (storefront.md §2: title, subtitle, link and image, two per category). */
const bannerFields = ([1, 2] as const).flatMap((slot) => Object.values(bannerFieldNames(slot)));

/**
 * Keeps the fields the header, mega menu and mobile menu read, so the page does not carry the whole category
 * entity (SEO URLs, media sizes, other custom fields) into the HTML and the hydration data: the icon's URL where the
 * category has an icon file, and on the main items with banners (the only ones whose menu shows them) the banner
 * fields and images. The main navigation has hundreds of elements: nothing is added to those without them.
 */
export function slimNavigation(elements: readonly NavigationElement[], level = 1): SlimNavigationElement[] {
  return elements.map((element) => {
    const icon = element.extensions.category_icon_media.hasFile ? element.media : null;
    const banners = level === 1 ? (element.extensions.category_banner_media ?? []) : [];
    const fields = element.translated.customFields;
    const slim: SlimNavigationElement = {
      id: element.id,
      type: element.type,
      name: element.name,
      translated: { name: element.translated.name, badge: element.translated.badge },
      seoUrl: element.seoUrl,
      externalLink: element.externalLink,
      internalLink: element.internalLink,
      linkNewTab: element.linkNewTab,
      children: element.children ? slimNavigation(element.children, level + 1) : null,
    };
    if (icon) {
      slim.media = { url: icon.url };
      slim.extensions = { category_icon_media: { hasFile: true } };
    }
    if (banners.length > 0) {
      slim.translated.customFields = Object.fromEntries(
        bannerFields.filter((name) => name in fields).map((name) => [name, fields[name] ?? '']),
      );
      slim.extensions = {
        ...slim.extensions,
        category_banner_media: banners.map((media) => ({ id: media.id, url: media.url })),
      };
    }
    return slim;
  });
}

/** The shell's data for one request: session, cart, navigation, flags, footer (architecture.md). */
export interface ShellData {
  maintenance: boolean;
  footerCms: FooterCms | undefined;
  /** SWR fallback so the first browser render has the same data without requests. */
  fallback: Record<string, unknown>;
}

/**
 * Loads everything the layout shows through the request's one client (customer, rights and flags shared with the
 * guards); the context goes first so a new token is shared by the parallel calls. The SWR fallback is keyed to
 * the customer and the language (issue 9 item 6) and carries no context: its token must not reach page script.
 */
export async function loadShellData(scope: RequestScope): Promise<ShellData> {
  const [{ domain, domains }, { client }] = await Promise.all([scope.domain(), scope.storeApi()]);
  const context = await client.invoke('readContext get /context');
  const navigation = (type: NavigationType) =>
    optional(
      client
        .invoke('readNavigation post /navigation/{activeId}/{rootId}', {
          pathParams: { activeId: navigationRootId(type), rootId: navigationRootId(type) },
          body: { depth: navigationDepths[type], buildTree: true },
        })
        .then((elements) => slimNavigation(elements)),
    );
  const [customer, cart, flags, main, service, countries, footerCms] = await Promise.all([
    scope.customer(),
    optional(client.invoke('readCart get /checkout/cart')),
    scope.featureFlags(),
    navigation('main'),
    navigation('service'),
    navigation('countries'),
    optional(client.invoke('readFooterCms get /ratchet/cms/footer')),
  ]);
  const rights = await scope.rights();
  const language = domain.languageId;
  const keyScope: KeyScope = { language, customer: customer?.id ?? anonymousCustomer };
  const entries: Array<readonly [SwrKey, unknown]> = [
    [swrKeys.customer(language), customer],
    [swrKeys.domains(), domains],
  ];
  if (customer) entries.push([swrKeys.rights(customer.id), rights]);
  // The cart's token is the context token: the page's script must not hold it (the HttpOnly cookie does).
  if (cart) entries.push([swrKeys.cart(keyScope), { ...cart, token: '' }]);
  if (flags) entries.push([swrKeys.featureFlags(), flags]);
  for (const [type, elements] of [
    ['main', main],
    ['service', service],
    ['countries', countries],
  ] as const) {
    if (elements) {
      entries.push([swrKeys.navigation(language, type, navigationRootId(type), navigationDepths[type]), elements]);
    }
  }
  return {
    maintenance: context.salesChannel.maintenance,
    footerCms,
    fallback: fallbackEntries(entries),
  };
}
