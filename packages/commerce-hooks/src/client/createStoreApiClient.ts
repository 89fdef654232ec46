import type { StoreApiError } from '@ratchet/store-api-contract';
import type { StoreApiOperations } from '../operations';
import { StoreApiClientError, requestTimeoutCode, syntheticError, unknownErrorCode } from './StoreApiClientError';
import type { InvokeArgs, InvokeRequest, OperationTypeMap } from './types';

/** Default timeout of a call. */
export const defaultTimeoutMs = 10_000;
/** Timeout of a multi-add and of the article information (storefront.md §7, §9: 30 s). */
export const longTimeoutMs = 30_000;

/** A schema the client can check answers with (any zod schema fits). */
export interface ResponseSchema {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: unknown };
}

export interface StoreApiClientOptions {
  /** Base URL including `/store-api`, e.g. `https://shop.example/store-api` or `/store-api` behind the proxy. */
  baseURL: string;
  /** The sales channel's access key, sent as `sw-access-key`. */
  accessKey: string;
  /** The context token to start with, sent as `sw-context-token`. */
  contextToken?: string;
  /** Called when a response carries a new context token (e.g. to write the cookie on the server). */
  onContextToken?: (contextToken: string) => void;
  /**
   * Headers sent with every call (e.g. `sw-language-id` of the domain on the server); a call's own `headers`
   * win over them.
   */
  headers?: Readonly<Record<string, string>>;
  /** The fetch to use (defaults to the global one). */
  fetch?: typeof fetch;
  /** Default timeout in milliseconds (10 s). */
  timeoutMs?: number;
  /**
   * Response schemas by operation key (the contract's `operations` map). When given, answers are parsed with
   * them, so defaults and transforms apply and a mismatch fails loudly; without it answers are trusted.
   */
  operations?: Readonly<Record<string, { key?: string; response: ResponseSchema }>>;
}

/** The typed store-API client. */
export interface StoreApiClient<Operations extends OperationTypeMap = StoreApiOperations> {
  /** Calls an operation by key; resolves the parsed answer or rejects with a {@link StoreApiClientError}. */
  invoke<Key extends keyof Operations & string>(
    key: Key,
    ...request: InvokeArgs<Operations[Key]>
  ): Promise<Operations[Key]['response']>;
  /** The current context token. */
  getContextToken(): string | undefined;
  /** Replaces the context token (e.g. after login, or `undefined` after logout). */
  setContextToken(contextToken: string | undefined): void;
}

/** Splits `"readCart get /checkout/cart"` into method and path. */
export function parseOperationKey(key: string): { operationId: string; method: string; path: string } {
  const [operationId, method, path, ...rest] = key.split(' ');
  if (!operationId || !method || !path?.startsWith('/') || rest.length > 0) {
    throw new TypeError(`Invalid operation key "${key}" (expected "<operationId> <method> /<path>")`);
  }
  return { operationId, method: method.toUpperCase(), path };
}

function fillPath(path: string, pathParams: unknown, key: string): string {
  const params = (pathParams ?? {}) as Record<string, unknown>;
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new StoreApiClientError(400, [
        syntheticError(400, 'FRAMEWORK__MISSING_PATH_PARAMETER', `Missing path parameter "${name}" for ${key}`),
      ]);
    }
    return encodeURIComponent(String(value));
  });
}

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(`${name}[]`, String(item));
    else search.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** 30 s for a multi-add (several items) and the article information, the default otherwise (storefront.md §7). */
export function timeoutFor(operationId: string, body: unknown, defaultTimeout: number): number {
  if (operationId === 'readArticleInformation') return longTimeoutMs;
  if (operationId === 'addLineItem') {
    const items = (body as { items?: unknown } | undefined)?.items;
    if (Array.isArray(items) && items.length > 1) return longTimeoutMs;
  }
  return defaultTimeout;
}

function isErrorShape(value: unknown): value is { errors: StoreApiError[] } {
  if (!value || typeof value !== 'object') return false;
  const errors = (value as { errors?: unknown }).errors;
  return (
    Array.isArray(errors) &&
    errors.length > 0 &&
    errors.every((error) => error && typeof error === 'object' && typeof (error as StoreApiError).code === 'string')
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  return JSON.parse(text) as unknown;
}

/**
 * Creates the store-API client: carries `sw-access-key` and `sw-context-token`, adopts a new token from
 * the `sw-context-token` response header (not from `Cache-Control: public` answers, like `@shopware/api-client`),
 * applies timeouts and maps every failure to a {@link StoreApiClientError} in the store-API error shape.
 */
export function createStoreApiClient<Operations extends OperationTypeMap = StoreApiOperations>(
  options: StoreApiClientOptions,
): StoreApiClient<Operations> {
  if (!options.baseURL) throw new TypeError('createStoreApiClient: baseURL is required');
  if (!options.accessKey) throw new TypeError('createStoreApiClient: accessKey is required');
  const baseURL = options.baseURL.replace(/\/+$/, '');
  const defaultTimeout = options.timeoutMs ?? defaultTimeoutMs;
  let contextToken = options.contextToken;
  // Contract maps are keyed by operation key or by name; index them by the definition's own key.
  const responseSchemas = new Map(
    Object.entries(options.operations ?? {}).map(([mapKey, definition]) => [
      definition.key ?? mapKey,
      definition.response,
    ]),
  );

  function adoptToken(response: Response): void {
    const next = response.headers.get('sw-context-token');
    if (!next || next === contextToken) return;
    if (/\bpublic\b/i.test(response.headers.get('cache-control') ?? '')) return;
    contextToken = next;
    options.onContextToken?.(next);
  }

  async function invoke(key: string, request: InvokeRequest<OperationTypeMap[string]> = {}): Promise<unknown> {
    const { operationId, method, path } = parseOperationKey(key);
    const url = `${baseURL}${fillPath(path, request.pathParams, key)}${queryString(request.query)}`;
    const headers: Record<string, string> = { accept: 'application/json', 'sw-access-key': options.accessKey };
    if (contextToken) headers['sw-context-token'] = contextToken;
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    Object.assign(headers, options.headers, request.headers);

    const timeout = request.timeoutMs ?? timeoutFor(operationId, request.body, defaultTimeout);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeout);
    const abortFromCaller = () => controller.abort(request.signal?.reason);
    request.signal?.addEventListener('abort', abortFromCaller, { once: true });

    const fetchImpl = options.fetch ?? globalThis.fetch;
    let response: Response;
    let payload: unknown;
    try {
      response = await fetchImpl(url, {
        method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: controller.signal,
      });
      adoptToken(response);
      try {
        payload = await readJson(response);
      } catch (cause) {
        if (timedOut) throw cause;
        throw new StoreApiClientError(
          response.ok ? 502 : response.status,
          [syntheticError(response.ok ? 502 : response.status, unknownErrorCode, `Unreadable answer from ${key}`)],
          { cause },
        );
      }
    } catch (cause) {
      if (cause instanceof StoreApiClientError) throw cause;
      if (timedOut) {
        throw new StoreApiClientError(
          408,
          [syntheticError(408, requestTimeoutCode, `${key} did not answer within ${timeout} ms`)],
          { cause },
        );
      }
      if (request.signal?.aborted) throw cause;
      throw new StoreApiClientError(500, [syntheticError(500, unknownErrorCode, `Network failure calling ${key}`)], {
        cause,
      });
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', abortFromCaller);
    }

    if (!response.ok) {
      const errors = isErrorShape(payload)
        ? payload.errors
        : [syntheticError(response.status, unknownErrorCode, `${key} failed with ${response.status}`)];
      throw new StoreApiClientError(response.status, errors);
    }

    const schema = responseSchemas.get(key);
    if (!schema) return payload;
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      throw new StoreApiClientError(502, [
        syntheticError(502, unknownErrorCode, `The answer of ${key} does not match the contract`),
      ]);
    }
    return parsed.data;
  }

  return {
    invoke: invoke as StoreApiClient<Operations>['invoke'],
    getContextToken: () => contextToken,
    setContextToken: (next) => {
      contextToken = next;
    },
  };
}
