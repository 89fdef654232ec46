import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { formatPrice, roundToCents } from '@ratchet/store-api-contract/rules';
import { cn } from '../lib/cn';
import { useUiLocale, useUiMessages } from '../i18n/UiLocaleProvider';
import { priceMessages } from './messages';

/** Price styles: `size` of the amount. */
export const priceVariants = cva('inline-flex items-baseline gap-1 tabular-nums', {
  variants: {
    size: {
      sm: 'text-sm',
      md: 'text-base',
      lg: 'text-2xl font-semibold',
    },
  },
  defaultVariants: { size: 'md' },
});

/** Which price is shown: gross (incl. VAT) or net (excl. VAT). */
export type TaxDisplay = 'gross' | 'net';

export type PriceProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof priceVariants> & {
    /** The amount in euro as shown (already net or gross, see `taxDisplay`). */
    amount: number;
    /** Labels the amount as gross ("incl. VAT") or net ("excl. VAT"). */
    taxDisplay: TaxDisplay;
    /** Hides the VAT label visually (it stays for screen readers), e.g. in dense tables with a column header. */
    hideTaxLabel?: boolean | undefined;
  };

/**
 * A euro amount with two decimals and a decimal comma in the current UI locale
 * (storefront.md §9), labelled as net or gross. A missing or non-numeric amount shows
 * "Price not available" instead of failing.
 */
export function Price({ amount, taxDisplay, hideTaxLabel = false, size, className, ...props }: PriceProps) {
  const locale = useUiLocale();
  const t = useUiMessages(priceMessages);
  const available = typeof amount === 'number' && Number.isFinite(amount);
  return (
    <span
      data-slot="price"
      data-variant={taxDisplay}
      data-state={available ? 'available' : 'unavailable'}
      className={cn(priceVariants({ size }), className)}
      {...props}
    >
      {available ? (
        <>
          <data value={roundToCents(amount).toFixed(2)} data-slot="price-amount" className="whitespace-nowrap">
            {formatPrice(amount, locale)}
          </data>
          <span data-slot="price-tax" className={cn('text-xs text-muted-foreground', hideTaxLabel && 'sr-only')}>
            {t(taxDisplay)}
          </span>
        </>
      ) : (
        <span className="text-muted-foreground">{t('unavailable')}</span>
      )}
    </span>
  );
}
