import { storeApiErrorResponseSchema } from '@ratchet/store-api-contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { proxyToStoreApi } from './proxy.server';
import { readCookie, serializeCookie } from './storeApi.server';

const calls: Array<{ url: string; init: RequestInit }> = [];
const answer = (headers: Record<string, string>, status = 200) =>
  (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response('{"ok":true}', { status, headers: { 'content-type': 'application/json', ...headers } });
  }) as typeof fetch;

beforeEach(() => {
  calls.length = 0;
  process.env.STORE_API_URL = 'http://api.test/store-api';
  process.env.STORE_API_ACCESS_KEY = 'SWSCTEST';
});
afterEach(() => {
  delete process.env.STORE_API_URL;
  delete process.env.STORE_API_ACCESS_KEY;
});

describe('store-API proxy (architecture.md: same-origin /store-api proxy, storefront.md §4 cookies)', () => {
  it('adds the access key and the cookie token and the language, and passes query and body through', async () => {
    const request = new Request('http://shop.test/store-api/checkout/cart/line-item?x=1', {
      method: 'POST',
      headers: { cookie: 'sw-context-token=tok-1; sw-language-id=lang-1', 'content-type': 'application/json' },
      body: '{"items":[]}',
    });
    const response = await proxyToStoreApi(request, 'checkout/cart/line-item', answer({}));
    expect(response.status).toBe(200);
    const [call] = calls;
    expect(call?.url).toBe('http://api.test/store-api/checkout/cart/line-item?x=1');
    const headers = new Headers(call?.init.headers);
    expect(headers.get('sw-access-key')).toBe('SWSCTEST');
    expect(headers.get('sw-context-token')).toBe('tok-1');
    expect(headers.get('sw-language-id')).toBe('lang-1');
    expect(new TextDecoder().decode(call?.init.body as ArrayBuffer)).toBe('{"items":[]}');
  });

  it('turns a new token into the one-year HttpOnly cookie and hides the header from scripts', async () => {
    const request = new Request('http://shop.test/store-api/account/login', { method: 'POST', body: '{}' });
    const response = await proxyToStoreApi(request, 'account/login', answer({ 'sw-context-token': 'tok-new' }));
    expect(response.headers.get('sw-context-token')).toBeNull();
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('sw-context-token=tok-new');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('HttpOnly');
  });

  it.each([
    ['account/login', '{"contextToken":"tok-new","redirectUrl":null}', { contextToken: '', redirectUrl: null }],
    ['checkout/cart', '{"token":"tok-1","lineItems":[]}', { token: '', lineItems: [] }],
    ['checkout/cart/line-item', '{"token":"tok-1","lineItems":[]}', { token: '', lineItems: [] }],
    ['context', '{"token":"tok-1","salesChannel":{}}', { token: '', salesChannel: {} }],
  ])(
    'issue 9 item 6: blanks the context token in the body of %s (no token in page JavaScript)',
    async (splat, body, expected) => {
      const upstream = (async () =>
        new Response(body, {
          headers: { 'content-type': 'application/json', 'sw-context-token': 'tok-new' },
        })) as typeof fetch;
      const response = await proxyToStoreApi(new Request(`http://shop.test/store-api/${splat}`), splat, upstream);
      expect(await response.json()).toEqual(expected);
      expect(response.headers.get('set-cookie')).toContain('sw-context-token=tok-new');
    },
  );

  it('passes other answers through untouched', async () => {
    const response = await proxyToStoreApi(
      new Request('http://shop.test/store-api/ratchet/domains'),
      'ratchet/domains',
      answer({}),
    );
    expect(await response.text()).toBe('{"ok":true}');
  });

  it('issue 13: passes a document download on with its file name (invoice and offer PDFs)', async () => {
    const response = await proxyToStoreApi(
      new Request('http://shop.test/store-api/ratchet/invoice/7100027/pdf'),
      'ratchet/invoice/7100027/pdf',
      answer({
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="Rechnung-7100027.pdf"',
      }),
    );
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Rechnung-7100027.pdf"');
  });

  it('does not adopt a token from a public (cacheable) answer', async () => {
    const request = new Request('http://shop.test/store-api/ratchet/domains');
    const response = await proxyToStoreApi(
      request,
      'ratchet/domains',
      answer({ 'sw-context-token': 'tok-public', 'cache-control': 'public, max-age=300' }),
    );
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('answers 502 in the store-API error shape when the store-API is unreachable', async () => {
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const response = await proxyToStoreApi(new Request('http://shop.test/store-api/context'), 'context', failing);
    expect(response.status).toBe(502);
    expect(storeApiErrorResponseSchema.parse(await response.json()).errors[0]?.code).toBe('UNKNOWN_ERROR');
  });

  it('refuses dot segments instead of forwarding them', async () => {
    const response = await proxyToStoreApi(new Request('http://shop.test/store-api/x'), '../admin', answer({}));
    expect(response.status).toBe(400);
    expect(calls).toHaveLength(0);
  });
});

describe('cookies (storefront.md §4)', () => {
  it('adds Secure over https only', () => {
    expect(serializeCookie(new Request('https://shop.test/'), 'sw-context-token', 'a')).toContain('Secure');
    expect(serializeCookie(new Request('http://shop.test/'), 'sw-context-token', 'a')).not.toContain('Secure');
  });

  it('reads a cookie among others and ignores malformed values', () => {
    const request = new Request('http://shop.test/', { headers: { cookie: 'a=1; sw-context-token=t%20k; b=%E0' } });
    expect(readCookie(request, 'sw-context-token')).toBe('t k');
    expect(readCookie(request, 'b')).toBeUndefined();
    expect(readCookie(request, 'missing')).toBeUndefined();
  });
});
