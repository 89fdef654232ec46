import { Outlet } from 'react-router';
import { guardRoute, type StorefrontHandle } from '../../lib/guards.server';
import type { Route } from './+types/layout';

/** Every /account page needs a login (storefront.md §4); each child guards its own roles from `accountRoutes`. */
export const handle = { access: { auth: true } } satisfies StorefrontHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  await guardRoute({ request, context }, handle);
  return null;
}

/** The account area's frame (issue 11 "Where it lives"); the pages render in the outlet. */
export default function AccountLayout() {
  return <Outlet />;
}
