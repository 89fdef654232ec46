import { AddressForm, useAccountText } from '@ratchet/account-kit';
import { data, useNavigate } from 'react-router';
import { usePageDomain } from '../../components/account/accountLinks';
import { AccountTexts } from '../../i18n/AccountTexts';
import type { RouteTexts } from '../../i18n/keys';
import { namespaceMessages } from '../../i18n/catalogues.server';
import { resolveLocale } from '../../i18n/locale';
import { routeTexts } from '../../i18n/routeTexts.server';
import { localPath } from '../../lib/domain';
import { guardRoute, type StorefrontHandle } from '../../lib/guards.server';
import type { Route } from './+types/addressForm';

/** addressbook/create and addressbook/details/{id}: the address book's right (sub-routes take their screen's roles). */
export const handle = { access: { auth: true }, i18n: ['addresses'] } satisfies StorefrontHandle & RouteTexts;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { customer, storeApi, domain } = await guardRoute({ request, context }, handle);
  const companyId = customer?.company.id ?? '';
  const texts = namespaceMessages(resolveLocale(domain.languageLocaleCode), 'addresses');
  if (!params.addressId) {
    return {
      companyId,
      address: undefined,
      breadcrumb: texts['addresses.create'],
      texts: await routeTexts(request, handle),
    };
  }
  const list = await storeApi.client.invoke('listCompanyAddresses get /ratchet/companies/{companyId}/address', {
    pathParams: { companyId },
  });
  const address = list.addresses.find((candidate) => candidate.id === params.addressId);
  // Another company's or an unknown address: not found, like the store-API answers it.
  if (!address) throw data(null, { status: 404 });
  return { companyId, address, breadcrumb: address.name, texts: await routeTexts(request, handle) };
}

function AddressFormPage({ loaderData }: Route.ComponentProps) {
  const { t } = useAccountText('addresses');
  const navigate = useNavigate();
  const list = localPath(usePageDomain(), '/account/addressbook');
  // Saved: the list says so (addressbook.tsx reads the navigation's state); cancelled: back without a notice.
  const saved = () => void navigate(list, { state: { addressSaved: true } });
  const back = () => void navigate(list);
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">
        {loaderData.address ? t('addresses.editTitle') : t('addresses.create')}
      </h1>
      <AddressForm companyId={loaderData.companyId} address={loaderData.address} onSaved={saved} onCancel={back} />
    </section>
  );
}

/** Create or edit an address of the company's book (account-area.md §2 addressbook/create, details/{slug}). */
export default function AccountAddressForm(props: Route.ComponentProps) {
  return (
    <AccountTexts>
      <AddressFormPage {...props} />
    </AccountTexts>
  );
}
