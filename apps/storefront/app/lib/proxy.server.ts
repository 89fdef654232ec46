import {
  contextTokenCookie,
  languageIdCookie,
  readCookie,
  serializeCookie,
  storeApiAccessKey,
  storeApiUrl,
} from './storeApi.server';

/** Request headers passed through to the store-API (everything else is dropped). */
const forwardedRequestHeaders = ['accept', 'content-type', 'accept-language', 'sw-language-id', 'sw-include-seo-urls'];
/**
 * Response headers passed back to the browser (the token stays in the HttpOnly cookie); `content-disposition`
 * names the invoice and offer PDFs the browser downloads (issue 13).
 */
const forwardedResponseHeaders = [
  'content-type',
  'content-disposition',
  'cache-control',
  'etag',
  'last-modified',
  'retry-after',
];

/**
 * Answers whose body carries the context token (the cart's and the context's `token`, login and logout's
 * `contextToken`). The proxy blanks it: no page script may hold the token (architecture.md "The context token";
 * issue 9 item 6), the HttpOnly cookie carries it.
 */
const tokenBearingPaths = /^(?:checkout\/cart(?:\/.*)?|context|account\/(?:login|logout|register))$/;
const tokenFields = ['token', 'contextToken'];

/** The JSON text without the context token fields at its top level (unchanged when it has none). */
export function withoutContextToken(json: string): string {
  let body: unknown;
  try {
    body = JSON.parse(json);
  } catch {
    return json;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return json;
  const carried = tokenFields.filter((field) => typeof Reflect.get(body, field) === 'string');
  if (carried.length === 0) return json;
  return JSON.stringify({ ...body, ...Object.fromEntries(carried.map((field) => [field, ''])) });
}

/**
 * Forwards one `/store-api/*` request to the store-API (architecture.md: same-origin proxy): adds the access
 * key and the token from the cookie (or the one the page's client holds), and turns a new token in the answer
 * into the one-year HttpOnly cookie (storefront.md §4).
 */
export async function proxyToStoreApi(request: Request, splat: string, fetchImpl: typeof fetch = fetch) {
  const incoming = new URL(request.url);
  if (splat.split('/').some((segment) => segment === '..' || segment === '.')) {
    return Response.json(
      { errors: [{ status: '400', code: 'FRAMEWORK__ROUTE_NOT_FOUND', title: 'Bad Request', detail: 'Invalid path' }] },
      { status: 400 },
    );
  }
  const target = `${storeApiUrl()}/${splat}${incoming.search}`;
  const headers = new Headers();
  for (const name of forwardedRequestHeaders) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set('sw-access-key', storeApiAccessKey());
  const token = request.headers.get('sw-context-token') ?? readCookie(request, contextTokenCookie);
  if (token) headers.set('sw-context-token', token);
  if (!headers.has('sw-language-id')) {
    const languageId = readCookie(request, languageIdCookie);
    if (languageId) headers.set('sw-language-id', languageId);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let upstream: Response;
  try {
    upstream = await fetchImpl(target, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      signal: AbortSignal.timeout(35_000),
    });
  } catch {
    return Response.json(
      {
        errors: [
          { status: '502', code: 'UNKNOWN_ERROR', title: 'Bad Gateway', detail: 'The store-API is not reachable' },
        ],
      },
      { status: 502 },
    );
  }
  const responseHeaders = new Headers();
  for (const name of forwardedResponseHeaders) {
    const value = upstream.headers.get(name);
    if (value) responseHeaders.set(name, value);
  }
  const answeredToken = upstream.headers.get('sw-context-token');
  const isPublic = /\bpublic\b/i.test(upstream.headers.get('cache-control') ?? '');
  if (answeredToken && answeredToken !== readCookie(request, contextTokenCookie) && !isPublic) {
    responseHeaders.append('Set-Cookie', serializeCookie(request, contextTokenCookie, answeredToken));
  }
  const isJson = /\bjson\b/i.test(upstream.headers.get('content-type') ?? '');
  if (isJson && tokenBearingPaths.test(splat)) {
    return new Response(withoutContextToken(await upstream.text()), {
      status: upstream.status,
      headers: responseHeaders,
    });
  }
  return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
}
