import { useSession } from '@ratchet/commerce-hooks';
import { useI18n } from '../i18n/I18nProvider';
import { guardRoute, type StorefrontHandle } from '../lib/guards.server';
import type { Route } from './+types/accountDashboard';

/** The account entry needs a login (storefront.md §4 auth guard). */
export const handle: StorefrontHandle = { access: { auth: true } };

export async function loader({ request }: Route.LoaderArgs) {
  const { customer } = await guardRoute(request, handle);
  return { firstName: customer?.firstName ?? '', lastName: customer?.lastName ?? '' };
}

export default function AccountDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { customer } = useSession();
  const names = customer ? { firstName: customer.firstName, lastName: customer.lastName } : loaderData;
  return (
    <section className="flex flex-col gap-2 py-6">
      <h1 className="text-2xl font-semibold">{t('account.dashboard.title')}</h1>
      <p>{t('account.dashboard.text', names)}</p>
    </section>
  );
}
