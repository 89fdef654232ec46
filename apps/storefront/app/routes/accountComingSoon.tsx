import { ComingSoon } from '../components/ComingSoon';
import { guardRoute, type StorefrontHandle } from '../lib/guards.server';
import type { Route } from './+types/accountComingSoon';

/** The further account routes (account-area.md) need a login (storefront.md §4 auth guard). */
export const handle: StorefrontHandle = { access: { auth: true } };

export async function loader({ request }: Route.LoaderArgs) {
  await guardRoute(request, handle);
  return null;
}

export default function AccountComingSoon({ params }: Route.ComponentProps) {
  return <ComingSoon homeHref={`/${params.domain}`} />;
}
