import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import useSWR, { SWRConfig, unstable_serialize, useSWRConfig, type SWRConfiguration } from 'swr';
import type { StoreApiClient } from '../client';
import { anonymousCustomer, isKeyOutsideScope, sameScope, swrKeys, type KeyScope, type SwrKey } from '../keys';
import type { Customer, Domain } from '../operations';

/** A notification type (storefront.md §4, §5: error, warn or success). */
export type NotificationType = 'error' | 'warn' | 'success';

/** One notification. `messageKey` is translated by the UI; `values` fill its placeholders. */
export interface Notification {
  id: string;
  type: NotificationType;
  messageKey: string;
  /** Title key (`general.error` for errors). */
  titleKey?: string;
  values?: Record<string, string | number>;
}

type NotificationAction =
  { kind: 'push'; notification: Notification } | { kind: 'dismiss'; id: string } | { kind: 'clear' };

function notificationsReducer(state: Notification[], action: NotificationAction): Notification[] {
  switch (action.kind) {
    case 'push':
      return [...state, action.notification];
    case 'dismiss':
      return state.filter((notification) => notification.id !== action.id);
    case 'clear':
      return [];
  }
}

/** What the provider shares with the hooks. */
export interface CommerceContextValue {
  client: StoreApiClient;
  /** The locale of the current domain, e.g. `de-DE`. */
  locale: string;
  /** The current domain (language, locale, path prefix); undefined before the domains are known. */
  domain?: Domain;
  /** True when the message catalogue has a text for a key (used by the error mapper). */
  hasMessage: (key: string) => boolean;
  notifications: Notification[];
  dispatchNotification: (action: NotificationAction) => void;
}

const CommerceContext = createContext<CommerceContextValue | null>(null);

export interface RatchetCommerceProviderProps {
  /** The store-API client (`createStoreApiClient`). */
  client: StoreApiClient;
  /** The locale of the current domain. */
  locale: string;
  /** The current domain. */
  domain?: Domain;
  /** Tells whether the message catalogue has a key; without it every code uses the fallback text. */
  hasMessage?: (key: string) => boolean;
  /** Data from server-side loaders keyed by serialised SWR key (build it with `fallbackEntries`). */
  fallback?: Record<string, unknown>;
  /** Further SWR configuration (tests pass `provider: () => new Map()` for an isolated cache). */
  swrConfig?: SWRConfiguration;
  children?: ReactNode;
}

const noMessages = () => false;

const ScopeContext = createContext<KeyScope | null>(null);

/**
 * The fallback entries not scoped to `customer` (keys are serialised by SWR: array items as JSON, each followed by a
 * comma, so the customer part reads `,"<customer>",`).
 */
function withoutCustomer(entries: Record<string, unknown>, customer: string | undefined): Record<string, unknown> {
  if (customer === undefined) return entries;
  const part = `,${JSON.stringify(customer)},`;
  return Object.fromEntries(Object.entries(entries).filter(([key]) => !key.includes(part)));
}

/** The scope each SWR cache last served, so a provider mounted for another language drops the old entries. */
const lastScopeOfCache = new WeakMap<object, KeyScope>();

/** Logged in means an id and active (storefront.md §4); anything else shares the visitor's scope. */
function customerScopeOf(customer: Customer | null | undefined): string {
  return customer?.id && customer.active === true ? customer.id : anonymousCustomer;
}

/**
 * Watches the identity (language + customer) and keeps the cache to it (issue 9 item 6): the customer entry is
 * read without a fetcher (useSession loads it), and on a change every entry of another scope is dropped, so a
 * later return to it (a logout after a login, a language switched back) loads fresh data instead of showing what
 * another identity saw. `onIdentityChange` names the customer the page was rendered for, so the provider stops
 * serving that customer's loader fallback data, which belongs to
 * the identity the page was rendered for.
 */
function IdentityScope({
  language,
  onIdentityChange,
  children,
}: {
  language: string;
  onIdentityChange: (renderedFor: string) => void;
  children?: ReactNode;
}) {
  const { data: customer } = useSWR<Customer | null>(swrKeys.customer(language), null);
  const customerScope = customerScopeOf(customer);
  const scope = useMemo<KeyScope>(() => ({ language, customer: customerScope }), [language, customerScope]);
  const firstScope = useRef(scope);
  const { cache, mutate } = useSWRConfig();
  useEffect(() => {
    if (!sameScope(firstScope.current, scope)) onIdentityChange(firstScope.current.customer);
    const previous = lastScopeOfCache.get(cache);
    lastScopeOfCache.set(cache, scope);
    if (!previous || sameScope(previous, scope)) return;
    // Entries of another scope are not mounted any more (their keys differ). They are deleted rather than mutated
    // to undefined: a mutation would also discard the answer of a request still de-duplicated for a quick switch
    // back, leaving that key without data. SWR's key matcher only lists them here (it answers false).
    const outside: SwrKey[] = [];
    void mutate((key) => {
      if (isKeyOutsideScope(key, scope)) outside.push(key);
      return false;
    }).then(() => {
      for (const key of outside) cache.delete(unstable_serialize(key));
    });
  }, [scope, cache, mutate, onIdentityChange]);
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>;
}

/** Holds the client, locale, domain, notifications and the SWR configuration with loader fallback data. */
export function RatchetCommerceProvider({
  client,
  locale,
  domain,
  hasMessage = noMessages,
  fallback,
  swrConfig,
  children,
}: RatchetCommerceProviderProps) {
  const [notifications, dispatch] = useReducer(notificationsReducer, []);
  const dispatchNotification = useCallback((action: NotificationAction) => dispatch(action), []);
  const value = useMemo<CommerceContextValue>(
    () => ({ client, locale, domain, hasMessage, notifications, dispatchNotification }),
    [client, locale, domain, hasMessage, notifications, dispatchNotification],
  );
  // Loader data belongs to the identity the page was rendered for; after a login or logout it is stale.
  // After a login or logout, the entries of the customer the page was rendered for are stale (cart, rights); the
  // entries every customer shares (navigation, flags, domains) stay: nothing would load them again.
  const [staleCustomer, setStaleCustomer] = useState<string>();
  const dropFallback = useCallback((renderedFor: string) => setStaleCustomer(renderedFor), []);
  const config = useMemo<SWRConfiguration>(
    () => ({
      revalidateOnFocus: false,
      ...swrConfig,
      fallback: withoutCustomer({ ...swrConfig?.fallback, ...fallback }, staleCustomer),
    }),
    [swrConfig, fallback, staleCustomer],
  );
  return (
    <CommerceContext.Provider value={value}>
      <SWRConfig value={config}>
        <IdentityScope language={domain?.languageId ?? locale} onIdentityChange={dropFallback}>
          {children}
        </IdentityScope>
      </SWRConfig>
    </CommerceContext.Provider>
  );
}

/** The provider's value; throws a clear error outside `RatchetCommerceProvider`. */
export function useCommerce(): CommerceContextValue {
  const value = useContext(CommerceContext);
  if (!value) throw new Error('Ratchet commerce hooks must be used inside <RatchetCommerceProvider>');
  return value;
}

/**
 * Whose data the SWR keys hold now: the domain's language and the logged-in customer (or the visitor). Hooks
 * build their keys with it (`swrKeys.cart(useKeyScope())`).
 */
export function useKeyScope(): KeyScope {
  const scope = useContext(ScopeContext);
  if (!scope) throw new Error('Ratchet commerce hooks must be used inside <RatchetCommerceProvider>');
  return scope;
}

/** The store-API client from the provider. */
export function useStoreApiClient(): StoreApiClient {
  return useCommerce().client;
}
