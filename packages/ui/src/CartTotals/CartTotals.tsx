import type { ComponentProps, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { formatPercent, formatPrice, roundToCents } from '@ratchet/store-api-contract/rules';
import { cn } from '../lib/cn';
import { useUiLocale, useUiMessages } from '../i18n/UiLocaleProvider';
import { cartTotalsMessages } from './messages';

/** Frame of the totals: `variant` card (cart sidebar) or plain (inside a summary). */
export const cartTotalsVariants = cva('flex flex-col gap-3 text-sm text-foreground', {
  variants: {
    variant: {
      card: 'rounded-lg border border-border bg-surface p-4',
      plain: '',
    },
  },
  defaultVariants: { variant: 'card' },
});

/** A tax amount of one VAT rate. */
export interface CartTotalsTax {
  /** Rate in percent (20 → 20 %). */
  taxRate: number;
  /** The VAT amount of that rate. */
  tax: number;
}

/** A promotion's discount (negative net amount). */
export interface CartTotalsPromotion {
  /** The promotion's name or code. */
  label: string;
  /** The discount, net; negative. */
  amount: number;
}

export type CartTotalsProps = Omit<ComponentProps<'section'>, 'children' | 'title'> &
  VariantProps<typeof cartTotalsVariants> & {
    /** Net sum of the product lines. */
    subtotal: number;
    /** Promotion discounts (net). */
    promotions?: readonly CartTotalsPromotion[] | undefined;
    /** Net shipping costs; 0 shows "Free"; null or undefined hides the row (not known yet). */
    shippingCosts?: number | null | undefined;
    /** The free-shipping limit and the amount still missing (net); null when the shop has none. */
    freeShipping?: { limit: number; missing: number } | null | undefined;
    /** The minimum order value and its additional cost; the surcharge row shows while it is not reached. */
    minimumOrder?: { minimumValue: number; additionalCost: number; reached: boolean } | null | undefined;
    /** Net total (positions, shipping, surcharge, discounts). */
    netTotal: number;
    /** VAT per rate. */
    taxes: readonly CartTotalsTax[];
    /** Gross total (what is paid). */
    grossTotal: number;
    /** Heading of the block; defaults to "Order total". Pass null to leave it out. */
    heading?: ReactNode;
    /** Heading level of the title. */
    headingLevel?: 2 | 3 | undefined;
    /** Shows the free-shipping and minimum-order notes below the amounts (off where the cart beside already shows them). */
    notes?: boolean | undefined;
  };

/**
 * The cart's totals (storefront.md §3 cart, §9): net subtotal, promotions, shipping with the free-shipping limit and
 * the amount still missing, the minimum order value's additional cost, the net total, VAT per rate and the gross
 * total, each labelled net or gross (issue 10: the gross total was labelled 'excl. VAT').
 */
export function CartTotals({
  subtotal,
  promotions = [],
  shippingCosts,
  freeShipping,
  minimumOrder,
  netTotal,
  taxes,
  grossTotal,
  heading,
  headingLevel = 2,
  notes = true,
  variant,
  className,
  ...props
}: CartTotalsProps) {
  const t = useUiMessages(cartTotalsMessages);
  const locale = useUiLocale();
  const money = (amount: number) => formatPrice(amount, locale);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const surcharge = minimumOrder && !minimumOrder.reached && minimumOrder.additionalCost > 0 ? minimumOrder : null;
  const freeShippingState = freeShipping ? (freeShipping.missing > 0 ? 'missing' : 'reached') : undefined;

  const row = (slot: string, label: ReactNode, amount: number | ReactNode, emphasis = false, separated = false) => (
    <div
      key={slot}
      data-slot={slot}
      className={cn(
        'flex items-baseline justify-between gap-4',
        emphasis && 'text-base font-semibold',
        separated && 'border-t border-border pt-2',
      )}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums whitespace-nowrap">
        {typeof amount === 'number' ? <data value={roundToCents(amount).toFixed(2)}>{money(amount)}</data> : amount}
      </dd>
    </div>
  );

  return (
    <section data-slot="cart-totals" className={cn(cartTotalsVariants({ variant }), className)} {...props}>
      {heading === null ? null : <Heading className="text-lg font-semibold">{heading ?? t('title')}</Heading>}
      <dl className="flex flex-col gap-2">
        {row('cart-totals-subtotal', t('subtotal'), subtotal)}
        {promotions.map((promotion, index) => row(`cart-totals-promotion-${index}`, promotion.label, promotion.amount))}
        {typeof shippingCosts === 'number'
          ? row('cart-totals-shipping', t('shipping'), shippingCosts === 0 ? t('shippingFree') : shippingCosts)
          : null}
        {surcharge ? row('cart-totals-surcharge', t('minimumOrderSurcharge'), surcharge.additionalCost) : null}
        {row('cart-totals-net', t('netTotal'), netTotal, false, true)}
        {taxes.map((tax) =>
          row(`cart-totals-vat-${tax.taxRate}`, t('vat', { rate: formatPercent(tax.taxRate, locale) }), tax.tax),
        )}
        {row('cart-totals-gross', t('grossTotal'), grossTotal, true)}
      </dl>
      {notes && freeShipping ? (
        <p
          data-slot="cart-totals-free-shipping"
          data-state={freeShippingState}
          className={cn(
            'rounded-md border p-2 text-sm',
            freeShippingState === 'reached' ? 'border-success bg-surface' : 'border-transparent bg-muted',
          )}
        >
          {freeShippingState === 'missing'
            ? t('freeShippingMissing', { missing: money(freeShipping.missing), limit: money(freeShipping.limit) })
            : t('freeShippingReached', { limit: money(freeShipping.limit) })}
        </p>
      ) : null}
      {notes && surcharge ? (
        <p data-slot="cart-totals-minimum-order" className="rounded-md bg-muted p-2 text-sm">
          {t('minimumOrderHint', { minimum: money(surcharge.minimumValue), cost: money(surcharge.additionalCost) })}
        </p>
      ) : null}
    </section>
  );
}
