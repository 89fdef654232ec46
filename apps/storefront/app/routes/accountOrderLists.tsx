import { ComingSoon } from '../components/ComingSoon';
import { guardRoute, type StorefrontHandle } from '../lib/guards.server';
import type { RouteTexts } from '../i18n/keys';
import { routeTexts } from '../i18n/routeTexts.server';
import type { Route } from './+types/accountOrderLists';

/** Route metadata read by the guards: login and ROLE_MANAGE_ORDER_LISTS (storefront.md §2 account dropdown, §4 guards). */
export const handle = {
  access: { auth: true, role: 'ROLE_MANAGE_ORDER_LISTS' },
  i18n: ['comingSoon'],
} satisfies StorefrontHandle & RouteTexts;

export async function loader({ request }: Route.LoaderArgs) {
  await guardRoute(request, handle);
  return { texts: await routeTexts(request, handle) };
}

/** Built in a later issue (account-area.md); the guards already apply. */
export default function AccountRolePage({ params }: Route.ComponentProps) {
  return <ComingSoon homeHref={`/${params.domain}`} />;
}
