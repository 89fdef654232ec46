import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import type { TierPriceRow } from '@ratchet/store-api-contract/rules';
import { cn } from '../lib/cn';
import { useUiLocale, useUiMessages } from '../i18n/UiLocaleProvider';
import { Price, type TaxDisplay } from '../Price';
import { tierPricesMessages } from './messages';

/** TierPrices styles: `size` of the text. */
export const tierPricesVariants = cva('w-full border-collapse text-left tabular-nums', {
  variants: { size: { sm: 'text-xs', md: 'text-sm' } },
  defaultVariants: { size: 'md' },
});

export type TierPricesProps = Omit<ComponentProps<'table'>, 'children'> &
  VariantProps<typeof tierPricesVariants> & {
    /** The tiers, ascending (rules/tierPrices.ts `tierPriceRows`); fewer than two render nothing. */
    rows: readonly TierPriceRow[];
    /** Whether the unit prices are net or gross (labels the column). */
    taxDisplay?: TaxDisplay;
    /** The quantity in the counter: its tier is marked (`data-state="active"`, `aria-current`). */
    quantity?: number | undefined;
  };

/**
 * A product's tier prices (issue 10 product detail "price with tier prices"): one row per quantity range with its unit
 * price; the range the current quantity falls in is marked. One price for every quantity renders nothing.
 */
export function TierPrices({ rows, taxDisplay = 'net', quantity, size, className, ...props }: TierPricesProps) {
  const t = useUiMessages(tierPricesMessages);
  const locale = useUiLocale();
  if (rows.length < 2) return null;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const activeIndex =
    quantity === undefined ? -1 : rows.reduce((found, row, index) => (quantity >= row.from ? index : found), 0);
  return (
    <table data-slot="tier-prices" className={cn(tierPricesVariants({ size }), className)} {...props}>
      <caption className="mb-1 text-left font-semibold">{t('caption')}</caption>
      <thead>
        <tr className="border-b border-border text-muted-foreground">
          <th scope="col" className="py-1 pr-4 font-medium">
            {t('quantity')}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {t('unitPrice')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const active = index === activeIndex;
          return (
            <tr
              key={row.from}
              data-state={active ? 'active' : 'inactive'}
              aria-current={active ? 'true' : undefined}
              className="border-b border-border last:border-b-0 data-[state=active]:bg-muted data-[state=active]:font-semibold"
            >
              <th scope="row" className="py-1 pr-4 font-normal">
                {row.to === null
                  ? t('from', { from: number.format(row.from) })
                  : t('range', { from: number.format(row.from), to: number.format(row.to) })}
                {active ? <span className="sr-only"> ({t('current')})</span> : null}
              </th>
              <td className="py-1 text-right">
                <Price amount={row.unitPrice} taxDisplay={taxDisplay} hideTaxLabel size="sm" />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
