import { isStoreApiClientError } from '@ratchet/commerce-hooks';
import { pageErrorStatus } from '@ratchet/store-api-contract/rules';
import { data } from 'react-router';

/**
 * For a page loader's `catch`: a store-API call the page cannot do without failed, so the page answers the page error
 * that fits (storefront.md §8 page errors: 408 when the API was too slow, 502 when it could not be reached, 503 when
 * it is unavailable; contract rule `pageErrorStatus`) with that status and its text. A thrown error would reach the
 * error boundary as a plain 500 (React Router hides server errors from the page). Anything else — redirects,
 * responses, programming errors — is rethrown as it is.
 */
export function pageLoadFailure(error: unknown): never {
  if (isStoreApiClientError(error)) throw data(null, { status: pageErrorStatus(error) });
  throw error;
}
