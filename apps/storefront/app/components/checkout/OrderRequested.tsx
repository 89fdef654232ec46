import type { RenderLink } from '@ratchet/ui';
import { useI18n } from '../../i18n/I18nProvider';

/**
 * The confirmation of a requested order (account-area.md §4 "Request the order"): the request's number and that an
 * approver decides on it (the requester gets a mail with the decision). The request kept the checkout state and the
 * server emptied the cart.
 */
export function OrderRequested({
  orderNumber,
  renderLink,
  homeHref,
}: {
  orderNumber: string;
  renderLink: RenderLink;
  homeHref: string;
}) {
  const { t } = useI18n(['checkout']);
  return (
    <div data-slot="order-requested" role="status" className="flex flex-col items-start gap-3">
      <h1 className="text-2xl font-semibold">{t('request.title')}</h1>
      <p>{t('request.text', { number: orderNumber })}</p>
      {renderLink({
        href: '/account/requests',
        className: 'font-semibold text-primary underline',
        children: t('request.link'),
      })}
      {renderLink({
        href: homeHref,
        className: 'font-semibold text-primary underline',
        children: t('success.continue'),
      })}
    </div>
  );
}
