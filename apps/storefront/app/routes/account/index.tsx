import { redirect } from 'react-router';
import type { Route } from './+types/index';

/** `/account` itself has no screen of its own (account-area.md §2): it opens the dashboard. */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/${params.domain}/account/dashboard`);
}
