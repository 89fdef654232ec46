import { createStoreApiClient } from '@ratchet/commerce-hooks';
import { data, isRouteErrorResponse } from 'react-router';
import { ErrorPage } from '../components/ErrorPage';
import { pageLoadFailure } from '../lib/pageLoad.server';
import type { Route } from './+types/testFaults';

/**
 * Set by the end-to-end stack only (e2e/stack.ts). Without it this route is a plain 404, so a production
 * storefront has no way to trigger the faults below.
 */
export const testFaultsEnv = 'RATCHET_STOREFRONT_TEST_FAULTS';

/** A gateway's answer in place of the store-API's (an HTML page, as load balancers send). */
const gatewayAnswer = (status: number) => async () =>
  new Response(`<html><body><h1>${status}</h1></body></html>`, { status, headers: { 'content-type': 'text/html' } });

/** A store-API that never answers: the client's timeout ends the call. */
const neverAnswers: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

/**
 * The store-API faults a page load can meet (storefront.md §8 page errors), each through the real client and the
 * loaders' `pageLoadFailure`: too slow (408), a gateway's 502 and 503, and no server at all (502).
 */
const storeApiFaults: Record<string, () => ReturnType<typeof createStoreApiClient>> = {
  'store-api-timeout': () =>
    createStoreApiClient({
      baseURL: 'http://store-api.test/store-api',
      accessKey: 'x',
      fetch: neverAnswers,
      timeoutMs: 200,
    }),
  'store-api-bad-gateway': () =>
    createStoreApiClient({ baseURL: 'http://store-api.test/store-api', accessKey: 'x', fetch: gatewayAnswer(502) }),
  'store-api-unavailable': () =>
    createStoreApiClient({ baseURL: 'http://store-api.test/store-api', accessKey: 'x', fetch: gatewayAnswer(503) }),
  // Nothing listens on the discard port of the loopback address: the connection is refused.
  'store-api-unreachable': () => createStoreApiClient({ baseURL: 'http://127.0.0.1:9/store-api', accessKey: 'x' }),
};

/** The faults the end-to-end tests can trigger (`/:domain/__test/<fault>`). */
const faults = new Set(['error-page-failure', ...Object.keys(storeApiFaults)]);

/**
 * A deterministic failure: 500 from the loader, then the error page itself fails while rendering; or a page load
 * whose store-API call fails as named.
 */
export async function loader({ params }: Route.LoaderArgs) {
  if (process.env[testFaultsEnv] !== '1' || !faults.has(params.fault)) throw data(null, { status: 404 });
  const storeApiFault = storeApiFaults[params.fault];
  if (storeApiFault) {
    await storeApiFault().invoke('readContext get /context').catch(pageLoadFailure);
    return null;
  }
  throw data({ fault: params.fault }, { status: 500 });
}

export default function TestFaultPage() {
  return null;
}

/** A part of the error page that fails (as a broken shell part or catalogue would). */
function FailingErrorPagePart(): never {
  throw new Error('test fault: the error page fails while rendering');
}

/**
 * The error page with a failing part (storefront.md §2 layouts: "an error while showing the error page gives
 * 'An error occurred while showing the error page' with a link home"); the store-API faults show the plain error
 * page with their status.
 */
export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const homeHref = `/${params.domain ?? ''}`;
  if (status === 404 || params.fault !== 'error-page-failure') return <ErrorPage status={status} homeHref={homeHref} />;
  return (
    <ErrorPage status={status} homeHref={homeHref}>
      <FailingErrorPagePart />
    </ErrorPage>
  );
}
