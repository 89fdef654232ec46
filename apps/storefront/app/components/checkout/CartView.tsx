import { useCart, useNotifications, type Cart, type CartErrorEntry } from '@ratchet/commerce-hooks';
import { cartErrorKeys, formatPrice, safeDeliveryTimeRange } from '@ratchet/store-api-contract/rules';
import {
  Availability,
  Button,
  CartLine,
  CartTotals,
  EmptyState,
  ProductImage,
  PromotionCodeField,
  productImageProps,
  type RenderLink,
} from '@ratchet/ui';
import { useState } from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import { HydrateLater } from '../../runtime/HydrateLater';
import { CartBudgets } from './CartBudgets';
import { OrderListAction } from '../orderLists/OrderListAction';
import { isStoreApiClientError } from '@ratchet/commerce-hooks';

/** The checkout namespace's translator. */
function useCheckoutTexts() {
  return useI18n(['checkout']);
}

/**
 * The text of a cart error (storefront.md §8: the four cart error keys are shown separately; account-area.md §8: the
 * flow's and the order reference's budget blocks each with the budget left, as the cart's extensions give it).
 */
function cartErrorText(
  error: CartErrorEntry,
  { t, locale }: ReturnType<typeof useCheckoutTexts>,
  extensions: Cart['extensions'] | undefined,
): string {
  switch (error.kind) {
    case 'underMinimumValue':
      return t('cart.errors.underMinimumValue');
    case 'underCreditLimit':
      return t('cart.errors.underCreditLimit');
    case 'paymentMethodBlocked':
      return t('cart.errors.paymentMethodBlocked');
    case 'shippingMethodBlocked':
      return t('cart.errors.shippingMethodBlocked');
    default: {
      const flow = extensions?.orderFlowBudget;
      if (error.messageKey === cartErrorKeys.flowBudgetBlocked && flow) {
        return t('cart.errors.flowBudgetBlocked', { remaining: formatPrice(flow.budgetRemaining, locale) });
      }
      const reference = extensions?.orderReferenceBudget;
      if (error.messageKey === cartErrorKeys.orderReferenceBudgetBlocked && reference) {
        return t('cart.errors.orderReferenceBudgetBlocked', {
          remaining: formatPrice(reference.budgetRemaining, locale),
        });
      }
      return error.messageKey.endsWith('budget-blocked') ? t('cart.errors.budgetBlocked') : t('cart.errors.other');
    }
  }
}

/** The cart's errors, each as its own notice; blocking ones as alerts (storefront.md §8 cart error keys). */
export function CartErrors({
  errors,
  extensions,
}: {
  errors: readonly CartErrorEntry[];
  /** The cart's extensions, for the budgets left named by the budget blocks. */
  extensions?: Cart['extensions'];
}) {
  const texts = useCheckoutTexts();
  if (errors.length === 0) return null;
  return (
    <ul data-slot="cart-errors" className="flex flex-col gap-2">
      {errors.map((error) => (
        // The live role sits inside the list item: a list holds list items only (axe "list").
        <li key={error.key} data-kind={error.kind}>
          <p
            role={error.blocking ? 'alert' : 'status'}
            className={
              error.blocking
                ? 'rounded-md border border-danger bg-surface p-3 text-sm text-danger'
                : 'rounded-md border border-warn bg-surface p-3 text-sm text-foreground'
            }
          >
            {cartErrorText(error, texts, extensions)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The cart's totals for CartTotals; null when prices are withheld (no ROLE_VIEW_PRICES). */
export function cartTotalsProps(cart: Cart | undefined, promotionLabel: (code: string) => string) {
  const totals = cart?.extensions.totals;
  if (!cart || !totals) return null;
  return {
    subtotal: totals.goodsNet,
    promotions: cart.lineItems.flatMap((line) =>
      line.type === 'promotion' && line.price
        ? [{ label: promotionLabel(line.referencedId), amount: line.price.totalPrice }]
        : [],
    ),
    shippingCosts: totals.shippingNet,
    freeShipping: cart.extensions.shipping
      ? {
          limit: cart.extensions.shipping.limitForFreeShipping,
          missing: cart.extensions.shipping.missingForFreeShipping,
        }
      : null,
    minimumOrder: cart.extensions.minimumCartValue,
    netTotal: totals.net,
    taxes: totals.taxes.map((tax) => ({ taxRate: tax.taxRate, tax: tax.tax })),
    grossTotal: totals.gross,
  };
}

/**
 * The cart (storefront.md §2 /checkout, §3 cart, §4 cart): its lines with counter, remark, stock, delivery date and
 * prices, the promotion-code field, the cart errors and the totals; the empty state when it holds no product.
 */
export function CartView({ renderLink, homeHref }: { renderLink: RenderLink; homeHref: string }) {
  const { t, errorText, locale } = useCheckoutTexts();
  const cart = useCart();
  const notifications = useNotifications();
  const [promotionError, setPromotionError] = useState<string | undefined>();
  const run = (action: Promise<unknown>) =>
    action.catch((error: unknown) => {
      notifications.error(error);
      throw error;
    });

  if (cart.isEmpty && cart.promotionLines.length === 0) {
    return (
      <EmptyState
        title={t('cart.empty')}
        description={t('cart.emptyText')}
        action={renderLink({
          href: homeHref,
          className: 'font-semibold text-primary underline',
          children: t('cart.continueShopping'),
        })}
      />
    );
  }

  const totals = cartTotalsProps(cart.cart, (code) => code);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div className="flex flex-col gap-4">
        <CartErrors errors={cart.cartErrors} extensions={cart.cart?.extensions} />
        <CartBudgets extensions={cart.cart?.extensions} />
        <ul aria-label={t('cart.lines')}>
          {cart.lineItems.map((line) => {
            const customer = line.deliveryInformation.inStock !== null;
            const stock = line.deliveryInformation.stock;
            // Each line hydrates in a task of its own (runtime/HydrateLater.tsx: a 5-line cart was one task of 200+ ms).
            return (
              <HydrateLater key={line.id}>
                <CartLine
                  name={line.label}
                  productNumber={line.payload.productNumber}
                  customerProductNumber={line.articleLink?.customerSku}
                  image={<ProductImage alt="" {...productImageProps(line.cover, { maxWidth: 200 })} sizes="80px" />}
                  quantity={line.quantity}
                  quantityRule={{
                    minPurchase: line.quantityInformation.minPurchase,
                    purchaseStep: line.quantityInformation.purchaseSteps,
                    maxPurchase: line.quantityInformation.maxPurchase,
                  }}
                  onQuantityChange={(quantity) => run(cart.changeQuantity(line.id, quantity))}
                  onRemove={() => run(cart.remove(line.id)).catch(() => undefined)}
                  remark={line.payload.customFields.order_detail_text}
                  onRemarkChange={(remark) => run(cart.changeRemark(line.id, remark))}
                  availability={
                    customer ? (
                      <div className="flex flex-col items-start gap-1">
                        <Availability
                          available
                          stock={stock}
                          deliveryDays={safeDeliveryTimeRange(line.deliveryInformation.deliveryTime)}
                          restockDays={line.deliveryInformation.restockTime}
                          size="sm"
                        />
                        {line.referencedId ? (
                          <OrderListAction
                            look="link"
                            product={{ id: line.referencedId, name: line.label }}
                            quantity={line.quantity}
                          />
                        ) : null}
                      </div>
                    ) : null
                  }
                  deliveryDate={line.deliveryInformation.deliveryDate}
                  unitPrice={line.price?.unitPrice}
                  totalPrice={line.price?.totalPrice}
                  vatRate={line.price?.calculatedTaxes[0]?.taxRate}
                  ecoNotice={
                    line.ecoNotice
                      ? line.ecoNotice.amount === null
                        ? line.ecoNotice.text
                        : `${line.ecoNotice.text} (${formatPrice(line.ecoNotice.amount, locale)})`
                      : null
                  }
                  busy={cart.isMutating}
                />
              </HydrateLater>
            );
          })}
        </ul>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <PromotionCodeField
            className="w-full max-w-sm"
            applied={cart.promotionLines.map((line) => ({
              id: line.id,
              code: line.referencedId,
              label: line.label,
              discount: line.price ? formatPrice(line.price.totalPrice, locale) : undefined,
            }))}
            error={promotionError}
            pending={cart.isMutating}
            onRedeem={(code) => {
              setPromotionError(undefined);
              return cart.addPromotionCode(code).catch((error: unknown) => {
                setPromotionError(errorText(isStoreApiClientError(error) ? error.errors[0]?.code : null));
                throw error;
              });
            }}
            onRemove={(id) => void run(cart.remove(id)).catch(() => undefined)}
          />
          <Button
            variant="secondary"
            onClick={() => void run(cart.clear()).catch(() => undefined)}
            disabled={cart.isMutating}
          >
            {t('cart.clear')}
          </Button>
        </div>
      </div>
      {totals ? <CartTotals {...totals} className="lg:sticky lg:top-4" /> : null}
    </div>
  );
}
