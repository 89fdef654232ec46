import { CompanyUserList, useAccountText } from '@ratchet/account-kit';
import {
  companyUserListQuery,
  companyUserListRequest,
  companyUserListStateFromQuery,
  type CompanyUserListState,
} from '@ratchet/store-api-contract/rules';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useDomainRenderLink } from '../../components/account/accountLinks';
import { AccountTexts } from '../../i18n/AccountTexts';
import type { RouteTexts } from '../../i18n/keys';
import { routeTexts } from '../../i18n/routeTexts.server';
import { pageUrl } from '../../lib/domain';
import { guardRoute, type StorefrontHandle } from '../../lib/guards.server';
import type { Route } from './+types/users';

/** ROLE_MANAGE_CONTACTS from the route table; texts of the `users` namespace. */
export const handle = { access: { auth: true }, i18n: ['users'] } satisfies StorefrontHandle & RouteTexts;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { customer, storeApi } = await guardRoute({ request, context }, handle);
  // The URL is the list's state (account-area.md §7 parameter names); the body comes from the same rule.
  const state = companyUserListStateFromQuery(pageUrl(request.url).searchParams);
  const list = await storeApi.client
    .invoke('listCompanyCustomers post /ratchet/companies/customers', { body: companyUserListRequest(state) })
    .catch(() => undefined);
  return { list, currentUserId: customer?.id, texts: await routeTexts(request, handle) };
}

function UsersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useAccountText('users');
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => companyUserListStateFromQuery(searchParams), [searchParams]);
  const change = (next: CompanyUserListState) =>
    setSearchParams(companyUserListQuery(next), { preventScrollReset: true, replace: next.page === state.page });
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('users.title')}</h1>
      <CompanyUserList
        state={state}
        onStateChange={change}
        fallbackData={loaderData.list}
        currentUserId={loaderData.currentUserId}
        renderLink={useDomainRenderLink()}
      />
    </section>
  );
}

/** The company's users (account-area.md §2 customer, §7 list; issue 11): filters, sort and page in the URL. */
export default function AccountUsers(props: Route.ComponentProps) {
  return (
    <AccountTexts>
      <UsersPage {...props} />
    </AccountTexts>
  );
}
