/**
 * One store-API client per request (architecture.md "One request, end to end"; issue 9 item 5): the domain
 * layout's middleware puts a request scope into React Router's context; every loader of the request (layout,
 * page, guard) takes the client, the customer and the rights from it, so each is made or read once however
 * many loaders ask. New context tokens and the language cookie are written on the way out, once.
 */
import type { Customer, Domain, FeatureFlags } from '@ratchet/commerce-hooks';
import type { RightEntry } from '@ratchet/store-api-contract/rules';
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { resolveDomain } from './shell.server';
import { requestStoreApi, type RequestStoreApi } from './storeApi.server';

/** What a loader reads of its request: memoised, so concurrent loaders share one call each. */
export interface RequestScope {
  /** The request's domain (from the path prefix) and all domains; redirects an unknown prefix (302). */
  domain(): Promise<{ domain: Domain; domains: Domain[] }>;
  /** The request's client: the cookie's token, the domain's language on every call. */
  storeApi(): Promise<RequestStoreApi>;
  /** The logged-in customer, or null (any failure counts as not logged in, storefront.md §4). */
  customer(): Promise<Customer | null>;
  /** The customer's rights; empty when anonymous or when the rights call fails. */
  rights(): Promise<RightEntry[]>;
  /** The feature flags; undefined when the call failed. */
  featureFlags(): Promise<FeatureFlags | undefined>;
  /** The `Set-Cookie` values collected so far (token changes, the language). */
  setCookies(): readonly string[];
}

/** Runs `load` on the first call only; later calls share its promise. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= load());
}

/** A scope for one incoming request; nothing is called before a loader asks. */
export function createRequestScope(request: Request): RequestScope {
  let made: RequestStoreApi | undefined;
  const domain = once(() => resolveDomain(request));
  const storeApi = once(async () => {
    made = requestStoreApi(request, (await domain()).domain.languageId);
    return made;
  });
  const customer = once(async () => {
    const { client } = await storeApi();
    try {
      const answer = await client.invoke('readCustomer post /account/customer', { body: {} });
      return answer.id && answer.active ? answer : null;
    } catch {
      return null;
    }
  });
  const rights = once(async () => {
    const current = await customer();
    if (!current) return [];
    const { client } = await storeApi();
    return client
      .invoke('readCustomerRoles get /ratchet/account/{id}/role', { pathParams: { id: current.id } })
      .then((answer) => answer.roles)
      .catch(() => []);
  });
  const featureFlags = once(async () => {
    const { client } = await storeApi();
    return client.invoke('readFeatureFlags get /ratchet/feature-flags').catch(() => undefined);
  });
  return { domain, storeApi, customer, rights, featureFlags, setCookies: () => made?.setCookies ?? [] };
}

const requestScopeContext = createContext<RequestScope>();

/** The request scope the domain layout's middleware made; loaders call it with their `context`. */
export function requestScope(context: Readonly<RouterContextProvider>): RequestScope {
  return context.get(requestScopeContext);
}

/** Adds the scope's cookies to the response (a fresh copy when its headers are immutable). */
function withCookies(response: Response, cookies: readonly string[]): Response {
  if (cookies.length === 0) return response;
  let target = response;
  try {
    for (const cookie of cookies) target.headers.append('Set-Cookie', cookie);
  } catch {
    target = new Response(response.body, response);
    for (const cookie of cookies) target.headers.append('Set-Cookie', cookie);
  }
  return target;
}

/**
 * The middleware of the domain layout: one scope per request for all loaders below it, and the scope's cookies
 * on whatever answer comes back (page, data, redirect).
 */
export const requestScopeMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const scope = createRequestScope(request);
  context.set(requestScopeContext, scope);
  const response = await next();
  return withCookies(response, scope.setCookies());
};
