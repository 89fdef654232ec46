import { createStoreApiClient, StoreApiClientError } from '@ratchet/commerce-hooks';
import { isRouteErrorResponse, redirect } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageLoadFailure } from './pageLoad.server';

/** What `pageLoadFailure` throws for a failed call, as the error boundary sees it. */
async function pageError(call: Promise<unknown>): Promise<unknown> {
  try {
    await call.catch(pageLoadFailure);
  } catch (thrown) {
    // `data()` is what loaders throw; React Router turns it into a route error response with the status.
    return thrown;
  }
  throw new Error('the call did not fail');
}

function statusOf(thrown: unknown): number | undefined {
  return (thrown as { init?: { status?: number } }).init?.status;
}

const answering = (status: number) =>
  createStoreApiClient({
    baseURL: 'http://api.test/store-api',
    accessKey: 'key',
    fetch: async () => new Response(`<html>${status}</html>`, { status, headers: { 'content-type': 'text/html' } }),
  });

describe('a failed page load shows the page error that fits (storefront.md §8 page errors)', () => {
  it('408 when the store-API did not answer in time', async () => {
    const client = createStoreApiClient({
      baseURL: 'http://api.test/store-api',
      accessKey: 'key',
      timeoutMs: 20,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    });
    expect(statusOf(await pageError(client.invoke('readContext get /context')))).toBe(408);
  });

  it.each([502, 503])('%i when a gateway answers it instead of the store-API', async (status) => {
    expect(statusOf(await pageError(answering(status).invoke('readContext get /context')))).toBe(status);
  });

  it('502 when the store-API could not be reached at all', async () => {
    const client = createStoreApiClient({
      baseURL: 'http://api.test/store-api',
      accessKey: 'key',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    expect(statusOf(await pageError(client.invoke('readContext get /context')))).toBe(502);
  });

  it('rethrows redirects and other errors unchanged', async () => {
    const moved = redirect('/de-at/kontakt/', 301);
    expect(await pageError(Promise.reject(moved))).toBe(moved);
    const bug = new RangeError('bug');
    expect(await pageError(Promise.reject(bug))).toBe(bug);
    const apiError = new StoreApiClientError(500, [{ status: '500', code: 'X', title: 'Error', detail: '' }]);
    expect(isRouteErrorResponse(apiError)).toBe(false);
    expect(statusOf(await pageError(Promise.reject(apiError)))).toBe(500);
  });
});
