import { ComingSoon } from '../components/ComingSoon';
import type { RouteTexts } from '../i18n/keys';
import { routeTexts } from '../i18n/routeTexts.server';
import type { Route } from './+types/checkoutSuccess';

/** Texts of the page besides the shell (issue 9 item 7). */
export const handle = { i18n: ['comingSoon'] } satisfies RouteTexts;

export async function loader({ request }: Route.LoaderArgs) {
  return { texts: await routeTexts(request, handle) };
}

/** Order confirmation (storefront.md §2); the checkout flow comes in a later issue. */
export default function CheckoutSuccess({ params }: Route.ComponentProps) {
  return <ComingSoon homeHref={`/${params.domain}`} />;
}
