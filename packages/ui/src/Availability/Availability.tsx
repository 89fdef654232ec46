import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { formatStock, type DeliveryTimeRange } from '@ratchet/store-api-contract/rules';
import { cn } from '../lib/cn';
import { useUiLocale, useUiMessages } from '../i18n/UiLocaleProvider';
import { availabilityMessages } from './messages';

/**
 * What the availability says: `available` (orderable; in stock for customers), `delayed` (orderable but not in
 * stock: delivered after the restock/delivery time), `unavailable` (cannot be ordered).
 */
export type AvailabilityState = 'available' | 'delayed' | 'unavailable';

/** Availability styles: `size` of the text; the colour follows `data-state`. */
export const availabilityVariants = cva(
  'inline-flex flex-wrap items-center gap-x-2 gap-y-0.5 data-[state=available]:text-success data-[state=delayed]:text-foreground data-[state=unavailable]:text-danger',
  {
    variants: {
      size: {
        sm: 'text-xs',
        md: 'text-sm',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type AvailabilityProps = Omit<ComponentProps<'p'>, 'children'> &
  VariantProps<typeof availabilityVariants> & {
    /** Whether the product can be ordered at all (the answer's `available`). */
    available: boolean;
    /**
     * Stock amount. Given only for logged-in customers (storefront.md §6); `null`/`undefined` means a visitor,
     * who sees just "available" or "not available".
     */
    stock?: number | null | undefined;
    /** Unit of measure of the stock: `piece` (default) or `metre`. */
    unit?: string | undefined;
    /** Delivery time as a range in days (`safeDeliveryTimeRange` of the contract rules); customers only. */
    deliveryDays?: DeliveryTimeRange | null | undefined;
    /** Days until the product is back in stock, shown when a customer sees no stock. */
    restockDays?: number | null | undefined;
  };

/** Resolves what the availability says from the answer's fields (pure, so cards and tables agree). */
export function availabilityState({
  available,
  stock,
}: Pick<AvailabilityProps, 'available' | 'stock'>): AvailabilityState {
  if (!available) return 'unavailable';
  if (typeof stock === 'number' && stock <= 0) return 'delayed';
  return 'available';
}

/**
 * A product's availability (issue 10 product card and detail): visitors see "Available" or "Not available";
 * logged-in customers (a `stock` is given) see the stock amount and the delivery time as a range in days
 * (storefront.md §9: week 7, month 30, year 365), and the restock time when nothing is in stock.
 */
export function Availability({
  available,
  stock,
  unit = 'piece',
  deliveryDays,
  restockDays,
  size,
  className,
  ...props
}: AvailabilityProps) {
  const locale = useUiLocale();
  const t = useUiMessages(availabilityMessages);
  const state = availabilityState({ available, stock });
  const customer = typeof stock === 'number' && Number.isFinite(stock);
  const parts: { slot: string; text: string }[] = [];
  if (!available) {
    parts.push({ slot: 'availability-status', text: t('unavailable') });
  } else if (!customer) {
    parts.push({ slot: 'availability-status', text: t('available') });
  } else {
    parts.push({
      slot: 'availability-stock',
      text:
        stock > 0
          ? t('inStock', { stock: formatStock(stock, locale), unit: t(unit === 'metre' ? 'unitMetre' : 'unitPiece') })
          : t('outOfStock'),
    });
    if (deliveryDays) {
      parts.push({
        slot: 'availability-delivery',
        text:
          deliveryDays.minDays === deliveryDays.maxDays
            ? t('deliveryDays', { days: deliveryDays.maxDays })
            : t('deliveryRange', { min: deliveryDays.minDays, max: deliveryDays.maxDays }),
      });
    }
    if (stock <= 0 && typeof restockDays === 'number' && restockDays > 0) {
      parts.push({ slot: 'availability-restock', text: t('restock', { days: restockDays }) });
    }
  }
  return (
    <p
      data-slot="availability"
      data-state={state}
      data-variant={customer ? 'customer' : 'visitor'}
      className={cn(availabilityVariants({ size }), className)}
      {...props}
    >
      <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-current" />
      {parts.map((part, index) => (
        <span key={part.slot} data-slot={part.slot}>
          {index > 0 ? (
            <span aria-hidden="true" className="mr-2">
              ·
            </span>
          ) : null}
          {part.text}
        </span>
      ))}
    </p>
  );
}
