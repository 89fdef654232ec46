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
 * another identity saw. `onIdentityChange` lets the provider stop serving loader fallback data, which belongs to
 * the identity the page was rendered for.
 */
function IdentityScope({
  language,
  onIdentityChange,
  children,
}: {
  language: string;
  onIdentityChange: () => void;
  children?: ReactNode;
}) {
  const { data: customer } = useSWR<Customer | null>(swrKeys.customer(language), null);
  const customerScope = customerScopeOf(customer);
  const scope = useMemo<KeyScope>(() => ({ language, customer: customerScope }), [language, customerScope]);
  const firstScope = useRef(scope);
  const { cache, mutate } = useSWRConfig();
  useEffect(() => {
    if (!sameScope(firstScope.current, scope)) onIdentityChange();
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
  const [fallbackValid, setFallbackValid] = useState(true);
  const dropFallback = useCallback(() => setFallbackValid(false), []);
  const config = useMemo<SWRConfiguration>(
    () => ({
      revalidateOnFocus: false,
      ...swrConfig,
      fallback: fallbackValid ? { ...swrConfig?.fallback, ...fallback } : {},
    }),
    [swrConfig, fallback, fallbackValid],
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
