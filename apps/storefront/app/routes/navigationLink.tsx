import { redirect } from 'react-router';
import { localPath } from '../lib/domain';
import { requestScope } from '../lib/requestScope.server';
import type { Route } from './+types/navigationLink';

/** Target of a category of type link with an internal link (storefront.md §2): goes to the category's URL. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const scope = requestScope(context);
  const [{ domain }, { client }] = await Promise.all([scope.domain(), scope.storeApi()]);
  const answer = await client
    .invoke('readCategoryList post /category', { body: { ids: [params.internalLink], limit: 1 } })
    .catch(() => undefined);
  const category = answer?.elements[0];
  const seoUrl = category?.seoUrl ?? null;
  if (!seoUrl) throw new Response(null, { status: 404 });
  throw redirect(localPath(domain, seoUrl.startsWith('/') ? seoUrl : `/${seoUrl}`));
}

export default function NavigationLink() {
  return null;
}
