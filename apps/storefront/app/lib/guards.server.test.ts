import { roleCodes, type RoleCode } from '@ratchet/store-api-contract/rules';
import { RouterContextProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardRoute } from './guards.server';
import { requestScope, requestScopeMiddleware } from './requestScope.server';

const apiBase = 'http://api.test/store-api';
const austria = {
  domainId: 'd-at',
  url: 'http://shop.test/de-at',
  origin: 'http://shop.test',
  host: 'shop.test',
  pathPrefix: '/de-at',
  currencyId: 'eur',
  snippetSetId: 's-de',
  languageId: 'lang-de',
  languageName: 'Deutsch',
  languageLabel: 'Deutsch (Österreich)',
  languageLocaleCode: 'de-AT',
};

/** A small store-API: who is logged in by token, which roles they hold; it counts and records every call. */
function storeApi(options: { loggedInToken: string; roles: RoleCode[]; newToken?: string }) {
  const calls: Array<{ path: string; token: string | null; language: string | null }> = [];
  const fetchStub = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(input)).pathname.replace('/store-api', '');
    const headers = new Headers(init?.headers);
    const token = headers.get('sw-context-token');
    calls.push({ path, token, language: headers.get('sw-language-id') });
    const json = (body: unknown, status = 200) =>
      Response.json(body, {
        status,
        headers: options.newToken ? { 'sw-context-token': options.newToken } : {},
      });
    if (path === '/ratchet/domains') return Response.json([austria]);
    if (path === '/account/customer') {
      return token === options.loggedInToken
        ? json({ id: 'c-1', active: true, firstName: 'Lena', lastName: 'Huber' })
        : json({ errors: [{ status: '403', code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN', title: '', detail: '' }] }, 403);
    }
    if (path === '/ratchet/account/c-1/role') {
      return json({ roles: roleCodes.map((code) => ({ code, enabled: options.roles.includes(code) })) });
    }
    if (path === '/ratchet/feature-flags') return json({ orderHistory: true });
    return json({ errors: [{ status: '404', code: 'NOT_FOUND', title: '', detail: '' }] }, 404);
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

/** Runs `loader` below the domain layout's middleware, as React Router does for one request. */
async function withinRequest<T>(
  path: string,
  token: string,
  loader: (args: { request: Request; context: RouterContextProvider }) => Promise<T>,
) {
  const request = new Request(`http://shop.test${path}`, { headers: { cookie: `sw-context-token=${token}` } });
  const context = new RouterContextProvider();
  let outcome: { value?: T; thrown?: unknown } = {};
  const response = await requestScopeMiddleware(
    { request, context, params: {}, unstable_pattern: '' } as unknown as Parameters<typeof requestScopeMiddleware>[0],
    async () => {
      try {
        outcome = { value: await loader({ request, context }) };
      } catch (thrown) {
        outcome = { thrown };
      }
      return new Response(null);
    },
  );
  return { ...outcome, response: response instanceof Response ? response : undefined };
}

beforeEach(() => {
  process.env.STORE_API_URL = apiBase;
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete process.env.STORE_API_URL;
});

describe('one store-API client per request (issue 9 item 5: guards read the session once)', () => {
  it('reads customer and rights once however many loaders ask, every call in the domain’s language', async () => {
    const calls = storeApi({ loggedInToken: 'tok-lena', roles: ['ROLE_MANAGE_ORDER_LISTS'] });
    await withinRequest('/de-at/account/orderlist', 'tok-lena', async ({ request, context }) => {
      const scope = requestScope(context);
      // The layout's loader and the page's guard run side by side.
      await Promise.all([
        guardRoute({ request, context }, { access: { auth: true } }),
        scope.customer(),
        scope.rights(),
        scope.customer(),
      ]);
    });
    const apiCalls = calls.filter((call) => call.path !== '/ratchet/domains');
    expect(apiCalls.filter((call) => call.path === '/account/customer')).toHaveLength(1);
    expect(apiCalls.filter((call) => call.path === '/ratchet/account/c-1/role')).toHaveLength(1);
    expect(new Set(apiCalls.map((call) => `${call.token}|${call.language}`))).toEqual(new Set(['tok-lena|lang-de']));
  });

  it('writes a new context token as the one-year cookie on the way out, once', async () => {
    storeApi({ loggedInToken: 'tok-lena', roles: [], newToken: 'tok-new' });
    const { response } = await withinRequest('/de-at/account/dashboard', 'tok-old', async ({ context }) =>
      requestScope(context).customer(),
    );
    const cookies = response?.headers.getSetCookie() ?? [];
    expect(cookies.filter((cookie) => cookie.startsWith('sw-context-token=tok-new;'))).toHaveLength(1);
    expect(cookies.some((cookie) => cookie.startsWith('sw-language-id=lang-de;'))).toBe(true);
  });
});

describe('route guards from the contract’s route → role table (account-area.md §2, §6)', () => {
  it('sends a visitor of an account page to /auth, naming the page to return to (account-area.md §2: unauthenticated → /auth)', async () => {
    storeApi({ loggedInToken: 'tok-lena', roles: [] });
    const { thrown } = await withinRequest('/de-at/account/approvals?status=pending', 'tok-visitor', (args) =>
      guardRoute(args, {}),
    );
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown instanceof Response ? thrown.headers.get('location') : null).toBe(
      '/de-at/auth?returnTo=%2Faccount%2Fapprovals%3Fstatus%3Dpending',
    );
  });

  it('names the page, not the data request, when a client navigation asks for it (storefront.md §4)', async () => {
    storeApi({ loggedInToken: 'tok-lena', roles: [] });
    const { thrown } = await withinRequest(
      '/de-at/account/addressbook.data?_routes=routes%2Faccount',
      'tok-visitor',
      (args) => guardRoute(args, {}),
    );
    expect(thrown instanceof Response ? thrown.headers.get('location') : null).toBe(
      '/de-at/auth?returnTo=%2Faccount%2Faddressbook',
    );
  });

  it('sends a customer lacking the screen’s role home (account-area.md §2: a user lacking it goes home)', async () => {
    storeApi({ loggedInToken: 'tok-lena', roles: ['ROLE_MANAGE_ORDER_FLOWS'] });
    const { thrown } = await withinRequest('/de-at/account/approvals/10002', 'tok-lena', (args) =>
      guardRoute(args, {}),
    );
    expect(thrown instanceof Response ? [thrown.status, thrown.headers.get('location')] : thrown).toEqual([
      302,
      '/de-at',
    ]);
  });

  it('lets a customer with the role in and answers the customer', async () => {
    storeApi({ loggedInToken: 'tok-lena', roles: ['ROLE_APPROVE_ORDER_FLOWS'] });
    const { value, thrown } = await withinRequest('/de-at/account/approvals', 'tok-lena', (args) =>
      guardRoute(args, {}),
    );
    expect(thrown).toBeUndefined();
    expect(value?.customer?.id).toBe('c-1');
  });

  it('lets anyone onto a page outside /account that asks for nothing, without reading the customer', async () => {
    const calls = storeApi({ loggedInToken: 'tok-lena', roles: [] });
    const { value } = await withinRequest('/de-at/checkout', 'tok-visitor', (args) => guardRoute(args, {}));
    expect(value?.customer).toBeNull();
    expect(calls.some((call) => call.path === '/account/customer')).toBe(false);
  });
});
