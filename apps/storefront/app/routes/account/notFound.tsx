import { data } from 'react-router';
import { guardRoute, type StorefrontHandle } from '../../lib/guards.server';
import type { Route } from './+types/notFound';

/** Every account screen of account-area.md §2 is built: a path below /account that is none of them needs a login
 * first (storefront.md §4 auth guard), then answers the shop's 404 page inside the account frame. */
export const handle = { access: { auth: true } } satisfies StorefrontHandle;

export async function loader({ request, context }: Route.LoaderArgs): Promise<never> {
  await guardRoute({ request, context }, handle);
  throw data(null, { status: 404 });
}

export default function AccountNotFound() {
  return null;
}
