import { createContext, useCallback, useContext, useMemo, useReducer, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import type { StoreApiClient } from '../client';
import type { Domain } from '../operations';

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
  const config = useMemo<SWRConfiguration>(
    () => ({ revalidateOnFocus: false, ...swrConfig, fallback: { ...swrConfig?.fallback, ...fallback } }),
    [swrConfig, fallback],
  );
  return (
    <CommerceContext.Provider value={value}>
      <SWRConfig value={config}>{children}</SWRConfig>
    </CommerceContext.Provider>
  );
}

/** The provider's value; throws a clear error outside `RatchetCommerceProvider`. */
export function useCommerce(): CommerceContextValue {
  const value = useContext(CommerceContext);
  if (!value) throw new Error('Ratchet commerce hooks must be used inside <RatchetCommerceProvider>');
  return value;
}

/** The store-API client from the provider. */
export function useStoreApiClient(): StoreApiClient {
  return useCommerce().client;
}
