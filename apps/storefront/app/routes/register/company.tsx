import { CompanyRegistration, useAccountText } from '@ratchet/account-kit';
import { storefrontUrlOf, usePageDomain } from '../../components/account/accountLinks';
import { AccountTexts } from '../../i18n/AccountTexts';
import type { RouteTexts } from '../../i18n/keys';
import { routeTexts } from '../../i18n/routeTexts.server';
import { requestScope } from '../../lib/requestScope.server';
import type { Route } from './+types/company';

/** Texts of the registration namespace; the flagged fields follow the shop's feature flags. */
export const handle = { i18n: ['registration', 'addresses'] } satisfies RouteTexts;

export async function loader({ request, context }: Route.LoaderArgs) {
  const flags = await requestScope(context).featureFlags();
  return {
    flags: {
      mobile: flags?.mobile === true,
      fax: flags?.fax === true,
      existingCompanyNumber: flags?.existingCompanyNumber === true,
      invoiceEmail: flags?.invoiceEmail === true,
      branchIndustry: flags?.branchIndustry === true,
      customerFunction: flags?.customerFunction === true,
      citySearch: flags?.citySearch === true,
    },
    texts: await routeTexts(request, handle),
  };
}

function CompanyPage({ loaderData }: Route.ComponentProps) {
  const { t } = useAccountText('registration');
  return (
    <section className="flex max-w-3xl flex-col gap-4 py-6">
      <h1 className="text-2xl font-semibold">{t('registration.choice.company')}</h1>
      <CompanyRegistration flags={loaderData.flags} storefrontUrl={storefrontUrlOf(usePageDomain())} />
    </section>
  );
}

/** /register/company: a new company in steps (account-area.md §2, §3; issue 11). */
export default function RegisterCompany(props: Route.ComponentProps) {
  return (
    <AccountTexts>
      <CompanyPage {...props} />
    </AccountTexts>
  );
}
