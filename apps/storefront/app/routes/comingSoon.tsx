import { ComingSoon } from '../components/ComingSoon';
import type { RouteTexts } from '../i18n/keys';
import { routeTexts } from '../i18n/routeTexts.server';
import type { Route } from './+types/comingSoon';

/** Texts of the page besides the shell (issue 9 item 7). */
export const handle = { i18n: ['comingSoon'] } satisfies RouteTexts;

export async function loader({ request }: Route.LoaderArgs) {
  return { texts: await routeTexts(request, handle) };
}

/** Route-table pages of later issues (storefront.md §2; account-area.md). */
export default function ComingSoonPage({ params }: Route.ComponentProps) {
  return <ComingSoon homeHref={`/${params.domain}`} />;
}
