import { accountOperations, systemOperations } from '@ratchet/store-api-contract';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { accessKey, apiBase, apiUrl, server } from '../test/server';
import { createStoreApiClient, longTimeoutMs, timeoutFor } from './createStoreApiClient';
import { StoreApiClientError } from './StoreApiClientError';

const badCredentials = {
  status: '401',
  code: 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS',
  title: 'Unauthorized',
  detail: 'Invalid username and/or password.',
};

describe('createStoreApiClient (storefront.md §7 the calls it makes)', () => {
  it('sends sw-access-key and sw-context-token and fills path parameters', async () => {
    const seen: { url: string; accessKey: string | null; token: string | null; body: unknown }[] = [];
    server.use(
      http.post(apiUrl('/navigation/{activeId}/{rootId}'), async ({ request }) => {
        seen.push({
          url: request.url,
          accessKey: request.headers.get('sw-access-key'),
          token: request.headers.get('sw-context-token'),
          body: await request.json(),
        });
        return HttpResponse.json([{ id: 'c1', name: 'Schrauben' }]);
      }),
    );
    const client = createStoreApiClient({ baseURL: apiBase, accessKey, contextToken: 'token-1' });
    const tree = await client.invoke('readNavigation post /navigation/{activeId}/{rootId}', {
      pathParams: { activeId: 'main-navigation', rootId: 'main-navigation' },
      body: { depth: 4, buildTree: true },
    });
    expect(tree).toEqual([{ id: 'c1', name: 'Schrauben' }]);
    expect(seen).toEqual([
      {
        url: `${apiBase}/navigation/main-navigation/main-navigation`,
        accessKey,
        token: 'token-1',
        body: { depth: 4, buildTree: true },
      },
    ]);
  });

  it("sends the headers of its options with every call, a call's own headers first (issue 9 item 5: no patched invoke)", async () => {
    const languages: (string | null)[] = [];
    server.use(
      http.get(apiUrl('/checkout/cart'), ({ request }) => {
        languages.push(request.headers.get('sw-language-id'));
        return HttpResponse.json({ lineItems: [] });
      }),
    );
    const client = createStoreApiClient({ baseURL: apiBase, accessKey, headers: { 'sw-language-id': 'lang-at' } });
    await client.invoke('readCart get /checkout/cart');
    await client.invoke('readCart get /checkout/cart', { headers: { 'sw-language-id': 'lang-nl' } });
    expect(languages).toEqual(['lang-at', 'lang-nl']);
  });

  it('adopts a new context token from the response header and reports it (architecture.md context token)', async () => {
    const tokens: (string | null)[] = [];
    server.use(
      http.post(apiUrl('/account/login'), () =>
        HttpResponse.json({ contextToken: 'token-2' }, { headers: { 'sw-context-token': 'token-2' } }),
      ),
      http.get(apiUrl('/checkout/cart'), ({ request }) => {
        tokens.push(request.headers.get('sw-context-token'));
        return HttpResponse.json({ lineItems: [] });
      }),
    );
    const onContextToken = vi.fn();
    const client = createStoreApiClient({ baseURL: apiBase, accessKey, contextToken: 'token-1', onContextToken });
    await client.invoke('loginCustomer post /account/login', { body: { username: 'lead', password: 'secret' } });
    await client.invoke('readCart get /checkout/cart');
    expect(onContextToken).toHaveBeenCalledExactlyOnceWith('token-2');
    expect(client.getContextToken()).toBe('token-2');
    expect(tokens).toEqual(['token-2']);
  });

  it('keeps its token when a Cache-Control: public answer carries one', async () => {
    // /context is used by no other test here: happy-dom caches public answers like a browser does.
    server.use(
      http.get(apiUrl('/context'), () =>
        HttpResponse.json({}, { headers: { 'sw-context-token': 'shared', 'cache-control': 'public, max-age=60' } }),
      ),
    );
    const client = createStoreApiClient({ baseURL: apiBase, accessKey, contextToken: 'mine' });
    await client.invoke('readContext get /context');
    expect(client.getContextToken()).toBe('mine');
  });

  it('throws the store-API error shape with the HTTP status (storefront.md §8)', async () => {
    server.use(
      http.post(apiUrl('/account/login'), () => HttpResponse.json({ errors: [badCredentials] }, { status: 401 })),
    );
    const client = createStoreApiClient({ baseURL: apiBase, accessKey });
    const failure = client.invoke('loginCustomer post /account/login', { body: { username: 'x', password: 'y' } });
    await expect(failure).rejects.toBeInstanceOf(StoreApiClientError);
    await expect(failure).rejects.toMatchObject({ status: 401, errors: [badCredentials] });
  });

  it('maps a failure without the error shape to UNKNOWN_ERROR with its status (storefront.md §8)', async () => {
    server.use(http.get(apiUrl('/checkout/cart'), () => new HttpResponse('Bad gateway', { status: 502 })));
    const client = createStoreApiClient({ baseURL: apiBase, accessKey });
    await expect(client.invoke('readCart get /checkout/cart')).rejects.toMatchObject({
      status: 502,
      code: 'UNKNOWN_ERROR',
    });
  });

  it('maps a network failure to UNKNOWN_ERROR with status 500 (storefront.md §8)', async () => {
    server.use(http.get(apiUrl('/checkout/cart'), () => HttpResponse.error()));
    const client = createStoreApiClient({ baseURL: apiBase, accessKey });
    await expect(client.invoke('readCart get /checkout/cart')).rejects.toMatchObject({
      status: 500,
      errors: [expect.objectContaining({ code: 'UNKNOWN_ERROR', status: '500' })],
    });
  });

  it('answers 408 when the API is too slow (storefront.md §8 page errors)', async () => {
    server.use(
      // The API never answers: only the client's 30 ms timer can end the call (no race against a slower answer).
      http.get(apiUrl('/checkout/cart'), async () => {
        await delay('infinite');
        return HttpResponse.json({ lineItems: [] });
      }),
    );
    const client = createStoreApiClient({ baseURL: apiBase, accessKey, timeoutMs: 30 });
    await expect(client.invoke('readCart get /checkout/cart')).rejects.toMatchObject({
      status: 408,
      code: 'FRAMEWORK__REQUEST_TIMEOUT',
    });
  });

  it.each([
    ['addLineItem', { items: [{ sku: 'A', quantity: 1 }] }, 10_000],
    [
      'addLineItem',
      {
        items: [
          { sku: 'A', quantity: 1 },
          { sku: 'B', quantity: 2 },
        ],
      },
      longTimeoutMs,
    ],
    ['readArticleInformation', {}, longTimeoutMs],
    ['readCart', undefined, 10_000],
  ])(
    'gives %s %o a timeout of %i ms (storefront.md §7, §9: 30 s multi-add and article information)',
    (id, body, ms) => {
      expect(timeoutFor(id, body, 10_000)).toBe(ms);
    },
  );

  it('checks answers against the contract when its operations are given (account, system maps)', async () => {
    server.use(
      http.get(apiUrl('/ratchet/domains'), () => HttpResponse.json([{ domainId: 'd-at' }])),
      http.post(apiUrl('/account/login'), () =>
        HttpResponse.json({ contextToken: 't', redirectUrl: null, apiAlias: 'array_struct' }),
      ),
    );
    const client = createStoreApiClient({
      baseURL: apiBase,
      accessKey,
      operations: { ...systemOperations, ...accountOperations },
    });
    await expect(client.invoke('readDomains get /ratchet/domains')).rejects.toMatchObject({ status: 502 });
    await expect(
      client.invoke('loginCustomer post /account/login', { body: { username: 'lena', password: 'secret' } }),
    ).resolves.toEqual({ contextToken: 't', redirectUrl: null, apiAlias: 'array_struct' });
  });

  it('parses answers with any schema given for an operation key', async () => {
    server.use(http.get(apiUrl('/ratchet/feature-flags'), () => HttpResponse.json({ orderHistory: 'yes' })));
    const schema = {
      safeParse: (value: unknown) =>
        Object.values(value as object).every((flag) => typeof flag === 'boolean')
          ? { success: true as const, data: value }
          : { success: false as const, error: new Error('not boolean') },
    };
    const client = createStoreApiClient({
      baseURL: apiBase,
      accessKey,
      operations: { 'readFeatureFlags get /ratchet/feature-flags': { response: schema } },
    });
    await expect(client.invoke('readFeatureFlags get /ratchet/feature-flags')).rejects.toMatchObject({
      status: 502,
      code: 'UNKNOWN_ERROR',
    });
  });

  it('rejects a missing path parameter with a clear error instead of calling the API', async () => {
    const client = createStoreApiClient({ baseURL: apiBase, accessKey });
    await expect(
      client.invoke('readCategoryCounters get /category/counters/{id}', { pathParams: { id: '' } }),
    ).rejects.toThrow(/Missing path parameter "id"/);
  });

  it('refuses to be created without baseURL or access key', () => {
    expect(() => createStoreApiClient({ baseURL: '', accessKey })).toThrow(/baseURL is required/);
    expect(() => createStoreApiClient({ baseURL: apiBase, accessKey: '' })).toThrow(/accessKey is required/);
  });
});
