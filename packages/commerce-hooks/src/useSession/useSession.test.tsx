import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { leadBuyer, leadBuyerRights, sessionHandlers, storeApiError } from '../test/fixtures';
import { renderCommerceHook, testClient } from '../test/render';
import { createStoreApiClient } from '../client';
import { accessKey, apiBase, apiUrl, server } from '../test/server';
import { forcedRecoveryHash, passwordSetTarget, useSession } from './useSession';

const loginAnswer = (token: string) =>
  HttpResponse.json({ contextToken: token, redirectUrl: null }, { headers: { 'sw-context-token': token } });

describe('useSession (storefront.md §4 login state)', () => {
  it('is anonymous when the customer call answers 403', async () => {
    server.use(...sessionHandlers({ token: 'logged-in' }));
    const { result } = renderCommerceHook(() => useSession());
    await waitFor(() => expect(result.current.customer).toBeNull());
    expect(result.current.isLoggedIn).toBe(false);
    expect(result.current.rights).toEqual([]);
    expect(result.current.error).toBeUndefined();
  });

  it('login stores the context token, then loads the customer and the rights', async () => {
    server.use(
      ...sessionHandlers({ token: 'logged-in' }),
      http.post(apiUrl('/account/login'), async ({ request }) => {
        const body = (await request.json()) as { username: string; password: string };
        return body.username === 'lena' && body.password === 'secret'
          ? loginAnswer('logged-in')
          : storeApiError(401, 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS');
      }),
    );
    const { result, client } = renderCommerceHook(() => useSession());
    await waitFor(() => expect(result.current.customer).toBeNull());

    let outcome: Awaited<ReturnType<typeof result.current.login>> | undefined;
    await act(async () => {
      outcome = await result.current.login({ username: 'lena', password: 'secret' });
    });
    expect(outcome).toEqual({ ok: true, customer: leadBuyer });
    expect(client.getContextToken()).toBe('logged-in');
    expect(result.current.isLoggedIn).toBe(true);
    expect(result.current.customer?.firstName).toBe('Lena');
    await waitFor(() => expect(result.current.rights).toEqual(leadBuyerRights));
  });

  it('issue 9 item 6: login does not adopt the context token of the answer body (the HttpOnly cookie carries it)', async () => {
    const tokensSent: (string | null)[] = [];
    server.use(
      http.post(apiUrl('/account/login'), () => HttpResponse.json({ contextToken: 'body-token', redirectUrl: null })),
      http.post(apiUrl('/account/customer'), ({ request }) => {
        tokensSent.push(request.headers.get('sw-context-token'));
        return HttpResponse.json(leadBuyer);
      }),
      http.get(apiUrl('/ratchet/account/{id}/role'), () => HttpResponse.json({ roles: leadBuyerRights })),
    );
    // Behind the storefront's proxy the page's client holds no token at all.
    const client = createStoreApiClient({ baseURL: apiBase, accessKey });
    const { result } = renderCommerceHook(() => useSession(), { client });
    await act(async () => {
      await result.current.login({ username: 'lena', password: 'secret' });
    });
    expect(result.current.isLoggedIn).toBe(true);
    expect(client.getContextToken()).toBeUndefined();
    expect(tokensSent).not.toContain('body-token');
    expect(tokensSent.at(-1)).toBeNull();
  });

  it('a failed login keeps the visitor anonymous and answers the errors for the form (storefront.md §8)', async () => {
    server.use(
      ...sessionHandlers({ token: 'logged-in' }),
      http.post(apiUrl('/account/login'), () => storeApiError(401, 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS')),
    );
    const { result } = renderCommerceHook(() => useSession());
    let outcome: Awaited<ReturnType<typeof result.current.login>> | undefined;
    await act(async () => {
      outcome = await result.current.login({ username: 'lena', password: 'wrong' });
    });
    expect(outcome).toMatchObject({ ok: false, errors: [{ code: 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS' }] });
    expect(outcome).not.toHaveProperty('redirectTo');
    expect(result.current.error?.code).toBe('CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS');
    expect(result.current.isLoggedIn).toBe(false);
  });

  it('a forced customer recovery answers /auth/password-set with the hash (storefront.md §4)', async () => {
    server.use(
      ...sessionHandlers({ token: 'logged-in' }),
      http.post(apiUrl('/account/login'), () =>
        storeApiError(403, 'RATCHET__FORCED_CUSTOMER_RECOVERY', { parameters: { hash: 'abc/123+x' } }),
      ),
    );
    const { result } = renderCommerceHook(() => useSession());
    let outcome: Awaited<ReturnType<typeof result.current.login>> | undefined;
    await act(async () => {
      outcome = await result.current.login({ username: 'lena', password: 'old' });
    });
    expect(outcome).toMatchObject({ ok: false, redirectTo: '/auth/password-set?hash=abc%2F123%2Bx' });
  });

  it('logout calls logout, clears token, customer and rights and answers home (storefront.md §4)', async () => {
    let logoutCalls = 0;
    server.use(
      ...sessionHandlers({ token: 'logged-in' }),
      http.post(apiUrl('/account/logout'), () => {
        logoutCalls += 1;
        return HttpResponse.json(
          { contextToken: 'fresh', redirectUrl: null },
          { headers: { 'sw-context-token': 'fresh' } },
        );
      }),
      http.get(apiUrl('/checkout/cart'), () => HttpResponse.json({ lineItems: [] })),
    );
    const { result, client } = renderCommerceHook(() => useSession(), {
      client: testClient('logged-in'),
    });
    await waitFor(() => expect(result.current.isLoggedIn).toBe(true));
    await waitFor(() => expect(result.current.rights).toHaveLength(3));

    let redirect: { redirectTo: string } | undefined;
    await act(async () => {
      redirect = await result.current.logout();
    });
    expect(logoutCalls).toBe(1);
    expect(redirect).toEqual({ redirectTo: '/' });
    expect(client.getContextToken()).toBe('fresh');
    expect(result.current.customer).toBeNull();
    expect(result.current.isLoggedIn).toBe(false);
    expect(result.current.rights).toEqual([]);
    expect(result.current.isLoggingOut).toBe(false);
  });

  it('refresh reloads the current customer (storefront.md §4 auth guard)', async () => {
    server.use(...sessionHandlers({ token: 'logged-in' }));
    const { result, client } = renderCommerceHook(() => useSession());
    await waitFor(() => expect(result.current.customer).toBeNull());
    client.setContextToken('logged-in');
    let refreshed: unknown;
    await act(async () => {
      refreshed = await result.current.refresh();
    });
    expect(refreshed).toEqual(leadBuyer);
    expect(result.current.isLoggedIn).toBe(true);
  });

  it('an inactive customer is not logged in (storefront.md §4: id and active)', async () => {
    server.use(...sessionHandlers({ token: 'anonymous-token', customer: { ...leadBuyer, active: false } }));
    const { result } = renderCommerceHook(() => useSession());
    await waitFor(() => expect(result.current.customer?.id).toBe(leadBuyer.id));
    expect(result.current.isLoggedIn).toBe(false);
  });
});

describe('forced recovery helpers (storefront.md §2 /auth/password-set)', () => {
  it.each([
    [{ hash: 'h1' }, 'h1'],
    [{ parameters: { hash: 'h2' } }, 'h2'],
    [{ parameters: {} }, undefined],
  ])('reads the hash from meta %o', (meta, hash) => {
    expect(
      forcedRecoveryHash([{ status: '403', code: 'RATCHET__FORCED_CUSTOMER_RECOVERY', title: '', detail: '', meta }]),
    ).toBe(hash);
  });

  it('ignores other codes and builds the target path', () => {
    expect(
      forcedRecoveryHash([{ status: '401', code: 'X', title: '', detail: '', meta: { hash: 'h' } }]),
    ).toBeUndefined();
    expect(passwordSetTarget('a b')).toBe('/auth/password-set?hash=a%20b');
  });
});
