import { CustomerRegistration, useAccountText } from '@ratchet/account-kit';
import { storefrontUrlOf, usePageDomain } from '../../components/account/accountLinks';
import { AccountTexts } from '../../i18n/AccountTexts';
import type { RouteTexts } from '../../i18n/keys';
import { routeTexts } from '../../i18n/routeTexts.server';
import { requestScope } from '../../lib/requestScope.server';
import type { Route } from './+types/customer';

/** Texts of the registration namespace. */
export const handle = { i18n: ['registration'] } satisfies RouteTexts;

export async function loader({ request, context }: Route.LoaderArgs) {
  const flags = await requestScope(context).featureFlags();
  return {
    flags: {
      mobile: flags?.mobile === true,
      fax: flags?.fax === true,
      customerFunction: flags?.customerFunction === true,
    },
    texts: await routeTexts(request, handle),
  };
}

function CustomerPage({ loaderData }: Route.ComponentProps) {
  const { t } = useAccountText('registration');
  return (
    <section className="flex max-w-3xl flex-col gap-4 py-6">
      <h1 className="text-2xl font-semibold">{t('registration.choice.customer')}</h1>
      <CustomerRegistration flags={loaderData.flags} storefrontUrl={storefrontUrlOf(usePageDomain())} />
    </section>
  );
}

/** /register/customer: a new user of an existing company (account-area.md §2; issue 11). */
export default function RegisterCustomer(props: Route.ComponentProps) {
  return (
    <AccountTexts>
      <CustomerPage {...props} />
    </AccountTexts>
  );
}
