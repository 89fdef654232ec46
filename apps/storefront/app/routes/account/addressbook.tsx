import { AddressBook, useAccountText } from '@ratchet/account-kit';
import { useLocation } from 'react-router';
import { useDomainRenderLink } from '../../components/account/accountLinks';
import { AccountTexts } from '../../i18n/AccountTexts';
import type { RouteTexts } from '../../i18n/keys';
import { routeTexts } from '../../i18n/routeTexts.server';
import { guardRoute, type StorefrontHandle } from '../../lib/guards.server';
import type { Route } from './+types/addressbook';

/** ROLE_MANAGE_ADDRESSES from the route table (rules/accountRoutes.ts); texts of the `addresses` namespace. */
export const handle = { access: { auth: true }, i18n: ['addresses'] } satisfies StorefrontHandle & RouteTexts;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { customer, storeApi } = await guardRoute({ request, context }, handle);
  const companyId = customer?.company.id ?? '';
  // Read on the server so the first render has the book; a failure leaves it to the browser's read (and its error).
  const addresses = await storeApi.client
    .invoke('listCompanyAddresses get /ratchet/companies/{companyId}/address', { pathParams: { companyId } })
    .catch(() => undefined);
  return { companyId, addresses, texts: await routeTexts(request, handle) };
}

/** True when the address form navigated here after storing an address (addressForm.tsx). */
function useJustSaved(): boolean {
  const state: unknown = useLocation().state;
  return typeof state === 'object' && state !== null && 'addressSaved' in state && state.addressSaved === true;
}

function AddressBookPage({ loaderData }: Route.ComponentProps) {
  const { t } = useAccountText('addresses');
  const saved = useJustSaved();
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('addresses.title')}</h1>
      <AddressBook
        companyId={loaderData.companyId}
        fallbackData={loaderData.addresses}
        renderLink={useDomainRenderLink()}
        saved={saved}
      />
    </section>
  );
}

/** The address book (account-area.md §2; issue 11). */
export default function AccountAddressBook(props: Route.ComponentProps) {
  return (
    <AccountTexts>
      <AddressBookPage {...props} />
    </AccountTexts>
  );
}
