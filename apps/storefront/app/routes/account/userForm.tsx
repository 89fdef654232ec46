import { CompanyUserForm, useAccountText } from '@ratchet/account-kit';
import { useDomainNavigate, usePageDomain, storefrontUrlOf } from '../../components/account/accountLinks';
import { AccountTexts } from '../../i18n/AccountTexts';
import { namespaceMessages } from '../../i18n/catalogues.server';
import type { RouteTexts } from '../../i18n/keys';
import { resolveLocale } from '../../i18n/locale';
import { routeTexts } from '../../i18n/routeTexts.server';
import { guardRoute, type StorefrontHandle } from '../../lib/guards.server';
import { notFoundOn404 } from '../../components/account/notFound.server';
import type { Route } from './+types/userForm';

/** customer/create and customer/details/{id}: the users screen's right. */
export const handle = { access: { auth: true }, i18n: ['users'] } satisfies StorefrontHandle & RouteTexts;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { storeApi, domain } = await guardRoute({ request, context }, handle);
  const texts = namespaceMessages(resolveLocale(domain.languageLocaleCode), 'users');
  if (!params.userId) {
    return { user: undefined, breadcrumb: texts['users.create'], texts: await routeTexts(request, handle) };
  }
  const user = await storeApi.client
    .invoke('readCompanyCustomer get /ratchet/companies/customers/{id}', { pathParams: { id: params.userId } })
    .catch(notFoundOn404);
  return { user, breadcrumb: `${user.firstName} ${user.lastName}`, texts: await routeTexts(request, handle) };
}

function UserFormPage({ loaderData }: Route.ComponentProps) {
  const { t } = useAccountText('users');
  const navigate = useDomainNavigate();
  const domain = usePageDomain();
  const { user } = loaderData;
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">
        {user ? t('users.form.editTitle', { name: `${user.firstName} ${user.lastName}` }) : t('users.form.createTitle')}
      </h1>
      <CompanyUserForm
        user={user}
        storefrontUrl={storefrontUrlOf(domain)}
        // A new user goes on to their rights; an edited one back to the list.
        onSaved={(saved) => navigate(user ? '/account/customer' : `/account/customer/rights/${saved.id}`)}
        onCancel={() => navigate('/account/customer')}
      />
    </section>
  );
}

/** Create or edit a user of the company (account-area.md §2 customer/create, customer/details/{slug}). */
export default function AccountUserForm(props: Route.ComponentProps) {
  return (
    <AccountTexts>
      <UserFormPage {...props} />
    </AccountTexts>
  );
}
