import { UserRightsEditor, useAccountText } from '@ratchet/account-kit';
import { notFoundOn404 } from '../../components/account/notFound.server';
import { AccountTexts } from '../../i18n/AccountTexts';
import type { RouteTexts } from '../../i18n/keys';
import { routeTexts } from '../../i18n/routeTexts.server';
import { guardRoute, type StorefrontHandle } from '../../lib/guards.server';
import type { Route } from './+types/userRights';

/** customer/rights/{id}: ROLE_MANAGE_CONTACTS from the route table; texts of the `rights` namespace. */
export const handle = { access: { auth: true }, i18n: ['rights'] } satisfies StorefrontHandle & RouteTexts;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { customer, storeApi } = await guardRoute({ request, context }, handle);
  const id = params.userId;
  const [user, roles] = await Promise.all([
    storeApi.client.invoke('readCompanyCustomer get /ratchet/companies/customers/{id}', { pathParams: { id } }),
    storeApi.client.invoke('readCustomerRoles get /ratchet/account/{id}/role', { pathParams: { id } }),
  ]).catch(notFoundOn404);
  const name = `${user.firstName} ${user.lastName}`;
  return {
    user,
    name,
    roles: roles.roles,
    isSelf: customer?.id === user.id,
    breadcrumb: name,
    texts: await routeTexts(request, handle),
  };
}

function RightsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useAccountText('rights');
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('rights.title', { name: loaderData.name })}</h1>
      <UserRightsEditor
        userId={loaderData.user.id}
        userName={loaderData.name}
        isSelf={loaderData.isSelf}
        fallbackRights={loaderData.roles}
      />
    </section>
  );
}

/** The rights editor of one user (account-area.md §6; issue 11). */
export default function AccountUserRights(props: Route.ComponentProps) {
  return (
    <AccountTexts>
      <RightsPage {...props} />
    </AccountTexts>
  );
}
