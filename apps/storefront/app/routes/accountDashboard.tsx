import { useSession } from '@ratchet/commerce-hooks';
import { useI18n } from '../i18n/I18nProvider';
import { guardRoute, type StorefrontHandle } from '../lib/guards.server';
import type { RouteTexts } from '../i18n/keys';
import { routeTexts } from '../i18n/routeTexts.server';
import type { Route } from './+types/accountDashboard';

/** The account entry needs a login (storefront.md §4 auth guard); its texts are account-kit's `account` namespace. */
export const handle = { access: { auth: true }, i18n: ['account'] } satisfies StorefrontHandle & RouteTexts;

export async function loader({ request }: Route.LoaderArgs) {
  const { customer } = await guardRoute(request, handle);
  return {
    firstName: customer?.firstName ?? '',
    lastName: customer?.lastName ?? '',
    texts: await routeTexts(request, handle),
  };
}

export default function AccountDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n(handle.i18n);
  const { customer } = useSession();
  const names = customer ?? loaderData;
  return (
    <section className="flex flex-col gap-2 py-6">
      <h1 className="text-2xl font-semibold">{t('account.dashboard.title')}</h1>
      <p>{t('account.dashboard.text', { firstName: names.firstName, lastName: names.lastName })}</p>
    </section>
  );
}
