/**
 * Server-side access to the store-API: configuration, the context-token and language cookies, and a
 * commerce-hooks client per request (architecture.md "One request, end to end").
 */
import { createStoreApiClient, type Domain, type StoreApiClient } from '@ratchet/commerce-hooks';

/** One year in seconds (storefront.md §4 cookies, §9 cookie lifetime). */
export const cookieMaxAgeSeconds = 31_536_000;
export const contextTokenCookie = 'sw-context-token';
export const languageIdCookie = 'sw-language-id';

/** The store-API base URL including `/store-api` (env `STORE_API_URL`). */
export function storeApiUrl(): string {
  return (process.env.STORE_API_URL ?? 'http://127.0.0.1:8000/store-api').replace(/\/+$/, '');
}

/** The sales channel's access key (env `STORE_API_ACCESS_KEY`, default the demo key). */
export function storeApiAccessKey(): string {
  return process.env.STORE_API_ACCESS_KEY ?? 'SWSCRATCHETDEMO';
}

/** Reads one cookie from a request; undefined when absent or malformed. */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** A `Set-Cookie` value: one year, SameSite Lax, HttpOnly, Path=/, and Secure over https (storefront.md §4). */
export function serializeCookie(request: Request, name: string, value: string): string {
  const secure = new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${cookieMaxAgeSeconds}`,
    'Path=/',
    'SameSite=Lax',
    'HttpOnly',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The request's client with the cookie token; new tokens are collected as `Set-Cookie` headers. */
export interface RequestStoreApi {
  client: StoreApiClient;
  /** Set-Cookie values to send with the response (token changes and the language). */
  setCookies: string[];
}

/**
 * A client for one incoming request: the cookie's token, the domain's language on every call (storefront.md §2:
 * the domain selects the language) and cookie write-back. Loaders get it through the request scope
 * (`requestScope.server.ts`), which makes one per request.
 */
export function requestStoreApi(request: Request, languageId?: string): RequestStoreApi {
  const setCookies: string[] = [];
  const client = createStoreApiClient({
    baseURL: storeApiUrl(),
    accessKey: storeApiAccessKey(),
    contextToken: readCookie(request, contextTokenCookie),
    ...(languageId ? { headers: { 'sw-language-id': languageId } } : {}),
    onContextToken: (token) => {
      const cookie = serializeCookie(request, contextTokenCookie, token);
      const existing = setCookies.findIndex((value) => value.startsWith(`${contextTokenCookie}=`));
      if (existing >= 0) setCookies[existing] = cookie;
      else setCookies.push(cookie);
    },
  });
  if (languageId && readCookie(request, languageIdCookie) !== languageId) {
    setCookies.push(serializeCookie(request, languageIdCookie, languageId));
  }
  return { client, setCookies };
}

let domainCache: { domains: Domain[]; until: number } | undefined;
/** How long the storefront keeps the domain list (the store-API answers it with max-age 300). */
const domainCacheMs = 300_000;

/** The sales channel's domains, cached for five minutes per process. */
export async function loadDomains(): Promise<Domain[]> {
  const now = Date.now();
  if (domainCache && domainCache.until > now) return domainCache.domains;
  const client = createStoreApiClient({ baseURL: storeApiUrl(), accessKey: storeApiAccessKey() });
  const domains = await client.invoke('readDomains get /ratchet/domains');
  domainCache = { domains, until: now + domainCacheMs };
  return domains;
}
