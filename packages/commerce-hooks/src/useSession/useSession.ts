import type { StoreApiError } from '@ratchet/store-api-contract';
import { forcedRecoveryCode, type RightEntry } from '@ratchet/store-api-contract/rules';
import { useCallback, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { isStoreApiClientError, StoreApiClientError, syntheticError, unknownErrorCode } from '../client';
import { isKeyOf, swrKeys } from '../keys';
import type { Customer } from '../operations';
import { useKeyScope, useStoreApiClient } from '../provider/RatchetCommerceProvider';

/** Route of the set-password page, target of a forced customer recovery (storefront.md §2, §4). */
export const passwordSetPath = '/auth/password-set';

/** The redirect target of a forced recovery: `/auth/password-set?hash=…`. */
export function passwordSetTarget(hash: string): string {
  return `${passwordSetPath}?hash=${encodeURIComponent(hash)}`;
}

/** The recovery hash carried by a RATCHET__FORCED_CUSTOMER_RECOVERY error (`meta.hash` or `meta.parameters.hash`). */
export function forcedRecoveryHash(errors: readonly StoreApiError[]): string | undefined {
  const error = errors.find((candidate) => candidate.code === forcedRecoveryCode);
  const meta = error?.meta as { hash?: unknown; parameters?: { hash?: unknown } } | undefined;
  const hash = meta?.hash ?? meta?.parameters?.hash;
  return typeof hash === 'string' && hash !== '' ? hash : undefined;
}

/** Credentials of the login form (storefront.md §5: both required). */
export interface LoginCredentials {
  username: string;
  password: string;
}

/** The outcome of `login`. */
export type LoginResult =
  | { ok: true; customer: Customer | null }
  | {
      ok: false;
      /** The store-API errors (the form shows them). */
      errors: StoreApiError[];
      /** Where to go instead: `/auth/password-set?hash=…` for a forced recovery (storefront.md §4). */
      redirectTo?: string;
    };

export interface UseSessionReturn {
  /** The logged-in customer; `null` when anonymous; `undefined` while first loading. */
  customer: Customer | null | undefined;
  /** The customer's rights (empty when anonymous or not loaded). */
  rights: RightEntry[];
  /** Logged in means the customer has an id and is active (storefront.md §4). */
  isLoggedIn: boolean;
  /** True while the customer or the rights load for the first time. */
  isLoading: boolean;
  /** True while logging in. */
  isLoggingIn: boolean;
  /** True while logging out. */
  isLoggingOut: boolean;
  /** The last error of login, logout or loading. */
  error: StoreApiClientError | undefined;
  /** Logs in: stores the new context token, then loads the customer and the rights. Never throws. */
  login: (credentials: LoginCredentials) => Promise<LoginResult>;
  /** Logs out: calls logout, clears token, customer and rights; answers the redirect target (home). */
  logout: () => Promise<{ redirectTo: string }>;
  /** Reloads the current customer (and with it the rights); answers it, or null when anonymous; rejects on failure. */
  refresh: () => Promise<Customer | null>;
}

function asClientError(error: unknown): StoreApiClientError {
  if (isStoreApiClientError(error)) return error;
  return new StoreApiClientError(500, [syntheticError(500, unknownErrorCode, String(error))], { cause: error });
}

/** Anonymous answers of the customer call (not logged in) mean "no customer", not a failure. */
function isAnonymous(error: unknown): boolean {
  return isStoreApiClientError(error) && (error.status === 401 || error.status === 403);
}

/** The session: customer, rights, login, logout and refresh (storefront.md §4 login state). */
export function useSession(): UseSessionReturn {
  const client = useStoreApiClient();
  const { language } = useKeyScope();
  const customerKey = swrKeys.customer(language);
  const { mutate } = useSWRConfig();
  const [isLoggingIn, setLoggingIn] = useState(false);
  const [isLoggingOut, setLoggingOut] = useState(false);
  const [actionError, setActionError] = useState<StoreApiClientError>();

  const loadCustomer = useCallback(async (): Promise<Customer | null> => {
    try {
      return await client.invoke('readCustomer post /account/customer', { body: {} });
    } catch (error) {
      if (isAnonymous(error)) return null;
      throw error;
    }
  }, [client]);

  const customerQuery = useSWR<Customer | null, StoreApiClientError>(customerKey, loadCustomer);
  const customer = customerQuery.data;
  const isLoggedIn = Boolean(customer?.id) && customer?.active === true;
  const customerId = isLoggedIn ? customer?.id : undefined;

  const rightsQuery = useSWR<RightEntry[], StoreApiClientError>(customerId ? swrKeys.rights(customerId) : null, () =>
    client
      .invoke('readCustomerRoles get /ratchet/account/{id}/role', { pathParams: { id: customerId as string } })
      .then((answer) => answer.roles),
  );

  const refresh = useCallback(async (): Promise<Customer | null> => {
    const next = await mutate(swrKeys.customer(language), loadCustomer, { revalidate: false });
    return next ?? null;
  }, [mutate, loadCustomer, language]);

  const login = useCallback(
    async (credentials: LoginCredentials): Promise<LoginResult> => {
      setLoggingIn(true);
      setActionError(undefined);
      try {
        // The answer's body token is not adopted (issue 9 item 6): behind the storefront's proxy the HttpOnly
        // cookie carries it and no page script may hold it; a direct client adopts the response header.
        await client.invoke('loginCustomer post /account/login', { body: credentials });
        const next = await mutate(swrKeys.customer(language), loadCustomer, { revalidate: false });
        if (next?.id) {
          await mutate(
            swrKeys.rights(next.id),
            client
              .invoke('readCustomerRoles get /ratchet/account/{id}/role', { pathParams: { id: next.id } })
              .then((rights) => rights.roles),
            { revalidate: false },
          );
        }
        return { ok: true, customer: next ?? null };
      } catch (error) {
        const clientError = asClientError(error);
        setActionError(clientError);
        const hash = forcedRecoveryHash(clientError.errors);
        return { ok: false, errors: clientError.errors, ...(hash ? { redirectTo: passwordSetTarget(hash) } : {}) };
      } finally {
        setLoggingIn(false);
      }
    },
    [client, mutate, loadCustomer, language],
  );

  const logout = useCallback(async (): Promise<{ redirectTo: string }> => {
    setLoggingOut(true);
    setActionError(undefined);
    const loggedInToken = client.getContextToken();
    try {
      await client.invoke('logoutCustomer post /account/logout');
    } catch (error) {
      // The local session ends even when the call fails; the error stays visible.
      setActionError(asClientError(error));
    } finally {
      // Like login, the answer's body token is not adopted: a direct client took the new one from the header;
      // behind the proxy the client holds none and the cookie is replaced.
      if (loggedInToken !== undefined && client.getContextToken() === loggedInToken) client.setContextToken(undefined);
      // The visitor's scope replaces the customer's: the provider drops that customer's entries (cart, prices).
      await mutate(swrKeys.customer(language), null, { revalidate: false });
      await mutate((key) => isKeyOf('rights', key), undefined, { revalidate: false });
      setLoggingOut(false);
    }
    return { redirectTo: '/' };
  }, [client, mutate, language]);

  return {
    customer,
    rights: (customerId ? rightsQuery.data : undefined) ?? [],
    isLoggedIn,
    isLoading: customerQuery.isLoading || rightsQuery.isLoading,
    isLoggingIn,
    isLoggingOut,
    error: actionError ?? customerQuery.error ?? rightsQuery.error,
    login,
    logout,
    refresh,
  };
}
