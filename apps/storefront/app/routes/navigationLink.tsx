import { redirect } from 'react-router';
import { localPath } from '../lib/domain';
import { resolveDomain } from '../lib/shell.server';
import { requestStoreApi } from '../lib/storeApi.server';
import type { Route } from './+types/navigationLink';

/** Target of a category of type link with an internal link (storefront.md §2): goes to the category's URL. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { domain } = await resolveDomain(request);
  const { client } = requestStoreApi(request, domain.languageId);
  const answer = await client
    .invoke('readCategoryList post /category', { body: { ids: [params.internalLink], limit: 1 } })
    .catch(() => undefined);
  const category = answer?.elements[0];
  const seoUrl = typeof category?.seoUrl === 'string' ? category.seoUrl : null;
  if (!seoUrl) throw new Response(null, { status: 404 });
  throw redirect(localPath(domain, seoUrl.startsWith('/') ? seoUrl : `/${seoUrl}`));
}

export default function NavigationLink() {
  return null;
}
