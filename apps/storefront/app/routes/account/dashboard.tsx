import { DashboardOverview, useAccountText, useCompany } from '@ratchet/account-kit';
import { useRights, useSession } from '@ratchet/commerce-hooks';
import { useRouteLoaderData } from 'react-router';
import { useDomainRenderLink } from '../../components/account/accountLinks';
import { AccountTexts } from '../../i18n/AccountTexts';
import type { RouteTexts } from '../../i18n/keys';
import { routeTexts } from '../../i18n/routeTexts.server';
import { guardRoute, type StorefrontHandle } from '../../lib/guards.server';
import type { Route } from './+types/dashboard';
import type { loader as layoutLoader } from './layout';

/** The dashboard needs a login only (rules/accountRoutes.ts); the address lines use the `addresses` texts. */
export const handle = { access: { auth: true }, i18n: ['account', 'addresses'] } satisfies StorefrontHandle &
  RouteTexts;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { customer, storeApi } = await guardRoute({ request, context }, handle);
  const companyId = customer?.company.id;
  // The company's VAT number and billing address; the dashboard still shows the rest when this call fails.
  const company = companyId
    ? await storeApi.client
        .invoke('readCompany get /ratchet/companies/{companyId}', { pathParams: { companyId } })
        .catch(() => undefined)
    : undefined;
  return { customer, company, texts: await routeTexts(request, handle) };
}

function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useAccountText('account');
  const session = useSession();
  const { rights } = useRights();
  const account = useRouteLoaderData<typeof layoutLoader>('routes/account/layout');
  const renderLink = useDomainRenderLink();
  const customer = session.customer ?? loaderData.customer;
  const { company } = useCompany(customer?.company.id, { fallbackData: loaderData.company });
  if (!customer) return null;
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('account.dashboard.title')}</h1>
      <p>{t('account.dashboard.text', { firstName: customer.firstName, lastName: customer.lastName })}</p>
      <DashboardOverview
        customer={customer}
        company={company}
        rights={rights.length ? rights : (account?.rights ?? [])}
        flags={account?.flags}
        renderLink={renderLink}
      />
    </section>
  );
}

export default function AccountDashboard(props: Route.ComponentProps) {
  return (
    <AccountTexts>
      <Dashboard {...props} />
    </AccountTexts>
  );
}
