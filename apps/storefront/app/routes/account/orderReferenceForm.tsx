import { OrderReferenceForm, useAccountText } from '@ratchet/account-kit';
import { useDomainNavigate, useDomainRenderLink } from '../../components/account/accountLinks';
import { notFoundOn404 } from '../../components/account/notFound.server';
import { AccountTexts } from '../../i18n/AccountTexts';
import type { RouteTexts } from '../../i18n/keys';
import { routeTexts } from '../../i18n/routeTexts.server';
import { guardRoute, type StorefrontHandle } from '../../lib/guards.server';
import type { Route } from './+types/orderReferenceForm';

/** orderreferences/create and /{id}: ROLE_MANAGE_ORDER_REFERENCES from the route table. */
export const handle = { access: { auth: true }, i18n: ['orderReferences'] } satisfies StorefrontHandle & RouteTexts;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { storeApi } = await guardRoute({ request, context }, handle);
  const reference = params.referenceId
    ? await storeApi.client
        .invoke('readOrderReference get /ratchet/order-reference/{id}', { pathParams: { id: params.referenceId } })
        .catch(notFoundOn404)
    : undefined;
  return { reference, breadcrumb: reference?.name, texts: await routeTexts(request, handle) };
}

function OrderReferencePage({ loaderData }: Route.ComponentProps) {
  const { t } = useAccountText('orderReferences');
  const navigate = useDomainNavigate();
  const renderLink = useDomainRenderLink();
  const { reference } = loaderData;
  return (
    <section className="flex flex-col gap-4">
      {renderLink({
        href: '/account/orderreferences',
        className: 'text-sm font-medium text-primary underline-offset-4 hover:underline',
        children: t('orderReferences.back'),
      })}
      <h1 className="text-2xl font-semibold">
        {reference ? t('orderReferences.editTitle', { name: reference.name }) : t('orderReferences.createTitle')}
      </h1>
      <OrderReferenceForm
        key={reference?.id ?? 'new'}
        reference={reference}
        onSaved={(saved) => {
          if (!reference) {
            navigate(`/account/orderreferences/details/${saved.id}`);
          }
        }}
      />
    </section>
  );
}

/** Creating, showing and editing an order reference (account-area.md §2 order references; issue 12). */
export default function AccountOrderReferenceForm(props: Route.ComponentProps) {
  return (
    <AccountTexts>
      <OrderReferencePage {...props} />
    </AccountTexts>
  );
}
