import { isStoreApiClientError } from '@ratchet/commerce-hooks';
import { data } from 'react-router';
import { pageLoadFailure } from '../../lib/pageLoad.server';

/**
 * A failed read of a record an account page is about: 404 and 400 (another company's id, an unknown or malformed id)
 * become the page's 404 (architecture: no existence leak); anything else is the usual page-load failure.
 */
export function notFoundOn404(error: unknown): never {
  if (isStoreApiClientError(error) && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
  return pageLoadFailure(error);
}
