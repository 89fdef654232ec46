import type { AccountCatalogue, AccountNamespace } from '@ratchet/account-kit';
import type { authEnGB } from './messages/auth/en-GB';
import type { catalogEnGB } from './messages/catalog/en-GB';
import type { checkoutEnGB } from './messages/checkout/en-GB';
import type { comingSoonEnGB } from './messages/comingSoon/en-GB';
import type { homeEnGB } from './messages/home/en-GB';
import type { productEnGB } from './messages/product/en-GB';
import type { shellEnGB } from './messages/shell/en-GB';

/**
 * The storefront's own namespaces and their English catalogues, the source of each namespace's keys
 * (`messages/<namespace>/en-GB.ts`). `shell` is what every page needs (header, footer, menus, notifications,
 * error texts) and comes with the root; every other namespace comes with the route that declares it.
 */
export interface StorefrontNamespaceSources {
  shell: typeof shellEnGB;
  home: typeof homeEnGB;
  catalog: typeof catalogEnGB;
  product: typeof productEnGB;
  checkout: typeof checkoutEnGB;
  auth: typeof authEnGB;
  comingSoon: typeof comingSoonEnGB;
}

/** Every namespace a page can load: the storefront's and the account area's (from @ratchet/account-kit). */
export type NamespaceSources = StorefrontNamespaceSources & { [N in AccountNamespace]: AccountCatalogue<N> };

/** A message namespace (a feature's texts). */
export type Namespace = keyof NamespaceSources;

/** The namespace every page carries (the root loader sends it). */
export const shellNamespace = 'shell' satisfies Namespace;

/** The message keys of some namespaces (all of them by default). */
export type MessageKey<N extends Namespace = Namespace> = N extends Namespace
  ? keyof NamespaceSources[N] & string
  : never;

/** A complete catalogue of one namespace in one locale: exactly the en-GB keys (typecheck fails otherwise). */
export type NamespaceCatalogue<N extends Namespace> = Record<MessageKey<N>, string>;

/** The texts a page carries: the messages of the namespaces it loaded, in its locale. */
export type Messages = Partial<Record<MessageKey, string>>;

/**
 * What a route module's `handle` declares about texts: the namespaces its page needs besides `shell`
 * (`export const handle = { i18n: ['catalog'] } satisfies RouteTexts`); its loader returns them as `texts`.
 */
export interface RouteTexts {
  i18n?: readonly Namespace[];
}
