import { redirect } from 'react-router';
import { localPath } from '../lib/domain';
import { requestScope } from '../lib/requestScope.server';
import type { Route } from './+types/navigationLink';

/**
 * Target of a category of type link with an internal link (storefront.md §2 `/navigation/{internalLink}`): an
 * internal link that is a path of the shop (`/kontakt`, as the seed and older links have it) goes to that path
 * under the domain, where the page by path answers it; a category id goes to the category's URL.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const scope = requestScope(context);
  const { domain } = await scope.domain();
  const internalLink = params.internalLink;
  if (internalLink.startsWith('/') && !internalLink.startsWith('//'))
    throw redirect(localPath(domain, internalLink), 301);
  const { client } = await scope.storeApi();
  const answer = await client
    .invoke('readCategoryList post /category', { body: { ids: [internalLink], limit: 1 } })
    .catch(() => undefined);
  const seoUrl = answer?.elements[0]?.seoUrl ?? null;
  if (!seoUrl) throw new Response(null, { status: 404 });
  throw redirect(localPath(domain, seoUrl.startsWith('/') ? seoUrl : `/${seoUrl}`));
}

export default function NavigationLink() {
  return null;
}
