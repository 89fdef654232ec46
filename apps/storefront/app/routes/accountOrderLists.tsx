import { ComingSoon } from '../components/ComingSoon';
import { guardRoute, type StorefrontHandle } from '../lib/guards.server';
import type { RouteTexts } from '../i18n/keys';
import { routeTexts } from '../i18n/routeTexts.server';
import type { Route } from './+types/accountOrderLists';

/** A login; the role comes from the contract's route → role table (`accountRoutes`, account-area.md §2, §6). */
export const handle = {
  access: { auth: true },
  i18n: ['comingSoon'],
} satisfies StorefrontHandle & RouteTexts;

export async function loader({ request, context }: Route.LoaderArgs) {
  await guardRoute({ request, context }, handle);
  return { texts: await routeTexts(request, handle) };
}

/** Built in a later issue (account-area.md); the guards already apply. */
export default function AccountRolePage({ params }: Route.ComponentProps) {
  return <ComingSoon homeHref={`/${params.domain}`} />;
}
