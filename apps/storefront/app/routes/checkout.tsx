import { useCart, useNotifications, type CartProductLineItem } from '@ratchet/commerce-hooks';
import { Button, Price, QuantityCounter } from '@ratchet/ui';
import { useI18n } from '../i18n/I18nProvider';
import type { RouteTexts } from '../i18n/keys';
import { routeTexts } from '../i18n/routeTexts.server';
import type { Route } from './+types/checkout';

function lineName(line: CartProductLineItem): string {
  return line.label ?? line.payload?.productNumber ?? line.id;
}

/** Texts of the page besides the shell (issue 9 item 7). */
export const handle = { i18n: ['checkout'] } satisfies RouteTexts;

export async function loader({ request }: Route.LoaderArgs) {
  return { texts: await routeTexts(request, handle) };
}

/** One cart line: name, number, counter (below the minimum removes the line, storefront.md §5), remove. */
function CartLine({ line }: { line: CartProductLineItem }) {
  const { t } = useI18n(handle.i18n);
  const cart = useCart();
  const notifications = useNotifications();
  const info = line.quantityInformation ?? {};
  const name = lineName(line);
  const run = (action: Promise<unknown>) => action.catch((error: unknown) => notifications.error(error));
  const totalPrice = line.price?.totalPrice;
  return (
    <li className="flex flex-wrap items-center gap-4 border-b border-border py-3" data-slot="cart-line">
      <div className="min-w-48 flex-1">
        <p className="font-medium">{name}</p>
        {line.payload?.productNumber ? (
          <p className="text-sm text-muted-foreground">
            {t('cart.productNumber', { number: line.payload.productNumber })}
          </p>
        ) : null}
      </div>
      <QuantityCounter
        label={t('cart.quantity', { name })}
        minPurchase={info.minPurchase ?? 1}
        purchaseStep={info.purchaseSteps ?? 1}
        maxPurchase={info.maxPurchase ?? undefined}
        value={line.quantity}
        disabled={cart.isMutating}
        onChange={(quantity) => {
          if (quantity !== line.quantity) void run(cart.changeQuantity(line.id, quantity));
        }}
      />
      {typeof totalPrice === 'number' ? <Price amount={totalPrice} taxDisplay="net" /> : null}
      <Button variant="outline" onClick={() => void run(cart.remove(line.id))} disabled={cart.isMutating}>
        {t('cart.remove', { name })}
      </Button>
    </li>
  );
}

/** The cart (storefront.md §2 /checkout): lines with the counter, remove, empty, the total. */
export default function Checkout() {
  const { t } = useI18n(handle.i18n);
  const cart = useCart();
  const notifications = useNotifications();
  const total = cart.cart?.price?.totalPrice;
  return (
    <section className="flex flex-col gap-4 py-6">
      <h1 className="text-2xl font-semibold">{t('cart.title')}</h1>
      {cart.isEmpty ? (
        <p>{t('cart.empty')}</p>
      ) : (
        <>
          <ul aria-label={t('cart.title')}>
            {cart.lineItems.map((line) => (
              <CartLine key={line.id} line={line} />
            ))}
          </ul>
          <div className="flex flex-wrap items-center justify-between gap-4">
            <Button
              variant="secondary"
              onClick={() => void cart.clear().catch((error: unknown) => notifications.error(error))}
              disabled={cart.isMutating}
            >
              {t('cart.clear')}
            </Button>
            {typeof total === 'number' ? (
              <p className="text-lg font-semibold">
                {t('cart.total')}: <Price amount={total} taxDisplay="net" />
              </p>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
