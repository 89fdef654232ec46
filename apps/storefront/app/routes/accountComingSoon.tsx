import { ComingSoon } from '../components/ComingSoon';
import { guardRoute, type StorefrontHandle } from '../lib/guards.server';
import type { RouteTexts } from '../i18n/keys';
import { routeTexts } from '../i18n/routeTexts.server';
import type { Route } from './+types/accountComingSoon';

/** The further account routes (account-area.md) need a login (storefront.md §4 auth guard). */
export const handle = { access: { auth: true }, i18n: ['comingSoon'] } satisfies StorefrontHandle & RouteTexts;

export async function loader({ request, context }: Route.LoaderArgs) {
  await guardRoute({ request, context }, handle);
  return { texts: await routeTexts(request, handle) };
}

export default function AccountComingSoon({ params }: Route.ComponentProps) {
  return <ComingSoon homeHref={`/${params.domain}`} />;
}
