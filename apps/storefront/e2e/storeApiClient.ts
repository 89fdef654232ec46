/**
 * The store-API as the e2e files and scripts read it, typed by the contract (issue 9 item 5: no cast of a store-API
 * answer, here as in the app):
 * - `storeApiClient(storeApi, token)`: the hooks' client (`createStoreApiClient`) on the stack's store-API, checking
 *   every answer with its operation's response schema; `invoke` answers the operation's type, a failed call rejects
 *   with the store-API error shape (`refusal()` reads it);
 * - `contractAnswer(response, operations[key])`: an answer the browser received (`page.waitForResponse`, `context.request`, a
 *   `fetch` through the storefront's proxy) parsed with its operation's response schema, which also asserts its shape;
 *   `errorAnswer(response)` parses a failed one with the contract's error schema.
 *
 *     const found = await storeApiClient(session.stack.storeApi, token).invoke('searchPage post /search', {
 *       body: { search: 'Schraub', limit: 50 },
 *     });
 */
import { createStoreApiClient, isStoreApiClientError, type StoreApiClient } from '@ratchet/commerce-hooks';
import {
  operations,
  storeApiErrorResponseSchema,
  type OperationRequest,
  type OperationResponse,
  type Operations,
  type StoreApiErrorResponse,
} from '@ratchet/store-api-contract';

/** Where the client sends its calls: a stack's `storeApi` (the test server or the shared stack's). */
export interface StoreApiAddress {
  /** `http://127.0.0.1:<port>/store-api` */
  baseURL: string;
  accessKey: string;
}

/** A key of the contract's operations map (`"searchPage post /search"`). */
export type OperationKey = keyof Operations;

/** The answer of an operation, as its response schema parses it. */
export type Answer<Key extends OperationKey> = OperationResponse<Operations[Key]>;

/** The request body an operation takes. */
export type RequestBody<Key extends OperationKey> = NonNullable<OperationRequest<Operations[Key]>['body']>;

/**
 * The typed store-API client on `storeApi`, sending `token` as the context token (none: an anonymous context). The
 * e2e machine is busy: a call waits up to 30 s, not the client's 10 s.
 */
export function storeApiClient(storeApi: StoreApiAddress, token?: string): StoreApiClient {
  return createStoreApiClient({
    baseURL: storeApi.baseURL,
    accessKey: storeApi.accessKey,
    contextToken: token,
    operations,
    timeoutMs: 30_000,
  });
}

/** A refused call: its HTTP status and its answer in the contract's error shape. */
export interface Refusal {
  status: number;
  json: StoreApiErrorResponse;
}

/** What a call the store-API is expected to refuse answered; throws when it answered with success. */
export async function refusal(call: Promise<unknown>): Promise<Refusal> {
  try {
    await call;
  } catch (error) {
    if (!isStoreApiClientError(error)) throw error;
    return { status: error.status, json: storeApiErrorResponseSchema.parse({ errors: error.errors }) };
  }
  throw new Error('The store-API answered a call it was expected to refuse');
}

/** A response whose body is JSON: the browser's (Playwright's `Response`, `APIResponse`) or `fetch`'s. */
export interface JsonResponse {
  json(): Promise<unknown>;
}

/**
 * The answer of an operation the browser received, parsed (and so checked) by the operation's response schema:
 * `await contractAnswer(response, operations['readCart get /checkout/cart'])`.
 */
export async function contractAnswer<T>(
  response: JsonResponse,
  operation: { response: { parse(value: unknown): T } },
): Promise<T> {
  return operation.response.parse(await response.json());
}

/** A failed answer the browser received, parsed (and so checked) by the contract's error schema. */
export async function errorAnswer(response: JsonResponse): Promise<StoreApiErrorResponse> {
  return storeApiErrorResponseSchema.parse(await response.json());
}
