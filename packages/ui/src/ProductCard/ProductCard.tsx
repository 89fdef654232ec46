import { useState, type ComponentProps, type ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Mail, ShoppingCart } from 'lucide-react';
import { formatPrice, type QuantityRule } from '@ratchet/store-api-contract/rules';
import { cn } from '../lib/cn';
import { defaultRenderLink, type RenderLink } from '../lib/shellLink';
import { useUiLocale, useUiMessages } from '../i18n/UiLocaleProvider';
import { Availability, type AvailabilityProps } from '../Availability';
import { Button } from '../Button';
import { Price } from '../Price';
import { ProductImage, productImageProps, type ProductImageMedia } from '../ProductImage';
import { QuantityCounter } from '../QuantityCounter';
import { productCardMessages } from './messages';

/**
 * What the card offers (issue 10): `add` a quantity to the cart, open the `variants` table of a parent product
 * (never added itself), or `request` an offer by mail for a product that cannot be bought.
 */
export type ProductCardAction = 'add' | 'variants' | 'request';

/** One tier of a product's prices: from `quantity` on, `unitPrice` net. */
export interface ProductCardTierPrice {
  quantity: number;
  unitPrice: number;
}

/** Card styles: `layout` is a grid tile or a list row. */
export const productCardVariants = cva(
  'relative flex gap-3 rounded-md border border-border bg-surface p-3 text-foreground shadow-card',
  {
    variants: {
      layout: {
        grid: 'flex-col',
        list: 'flex-row',
      },
    },
    defaultVariants: { layout: 'grid' },
  },
);

export type ProductCardProps = Omit<ComponentProps<'article'>, 'children'> &
  VariantProps<typeof productCardVariants> & {
    /** Translated product name. */
    name: string;
    /** The product page (already localized by the host). */
    href: string;
    /** Article number. */
    productNumber: string;
    /** Manufacturer name. */
    manufacturer?: string | null | undefined;
    /** The logged-in customer's own article number (storefront.md §6: customers only). */
    customerSku?: string | null | undefined;
    /** Cover image (media answer with thumbnails); null shows a placeholder of the same size. */
    media?: ProductImageMedia | null | undefined;
    /** The page's LCP image (the first cards): loaded eagerly. */
    priority?: boolean | undefined;
    /** `sizes` of the cover (default: four columns from 1280px, three from 1024px, two below). */
    imageSizes?: string | undefined;
    /** Availability: visitors get `available` only; customers the stock and delivery range. */
    availability: Pick<AvailabilityProps, 'available' | 'stock' | 'unit' | 'deliveryDays' | 'restockDays'>;
    /** Net unit price in euro; null when the viewer sees no prices (ROLE_VIEW_PRICES), then nothing is shown. */
    unitPrice: number | null;
    /** Tier prices; the best tier above the first quantity is hinted ("from 100 pieces €0,12"). */
    tierPrices?: readonly ProductCardTierPrice[] | undefined;
    /** Unit of measure: `piece` (default) or `metre`. */
    unit?: string | undefined;
    /** Shows the 'new' badge (the product is new and the `newBadge` feature flag is on). */
    isNew?: boolean | undefined;
    /** What the card offers. */
    action: ProductCardAction;
    /** The product's quantity rules (storefront.md §5) for the counter of `add`. */
    quantityRule?: QuantityRule | undefined;
    /** Called with the chosen quantity by "add to cart". */
    onAddToCart?: ((quantity: number) => void) | undefined;
    /** True while this product is being added (the button is busy). */
    adding?: boolean | undefined;
    /** The variants table of a parent product (`?showVariantsTable=true`), for `variants`. */
    variantsHref?: string | undefined;
    /** Number of variants, named on the variants link. */
    variantCount?: number | undefined;
    /** The `mailto:` link of `request`. */
    requestHref?: string | undefined;
    /** Heading level of the name (default 3). */
    headingLevel?: 2 | 3 | 4 | undefined;
    /** Renders links with the host router (default: plain anchors). */
    renderLink?: RenderLink | undefined;
  };

function bestTier(tiers: readonly ProductCardTierPrice[] | undefined, unitPrice: number | null) {
  if (!tiers || unitPrice === null) return null;
  const cheaper = tiers.filter((tier) => tier.quantity > 1 && tier.unitPrice < unitPrice);
  return cheaper.sort((a, b) => a.unitPrice - b.unitPrice)[0] ?? null;
}

/**
 * A product in a listing or search result (issue 10 product card): cover image, name, article number,
 * manufacturer, the customer's own article number, availability, net unit price with a tier-price hint and the
 * 'new' badge, then the counter with the product's rules and "add to cart" — or a link to the variants table for
 * a product with variants, or the mail-to button for a product that cannot be bought.
 */
export function ProductCard({
  name,
  href,
  productNumber,
  manufacturer,
  customerSku,
  media,
  priority = false,
  imageSizes = '(min-width: 1280px) 22vw, (min-width: 1024px) 28vw, 45vw',
  availability,
  unitPrice,
  tierPrices,
  unit = 'piece',
  isNew = false,
  action,
  quantityRule = { minPurchase: 1, purchaseStep: 1, maxPurchase: null },
  onAddToCart,
  adding = false,
  variantsHref,
  variantCount,
  requestHref,
  headingLevel = 3,
  renderLink = defaultRenderLink,
  layout,
  className,
  ...props
}: ProductCardProps) {
  const t = useUiMessages(productCardMessages);
  const locale = useUiLocale();
  const [quantity, setQuantity] = useState(quantityRule.minPurchase);
  const [valid, setValid] = useState(true);
  const Heading = `h${headingLevel}` as const;
  const tier = bestTier(tierPrices, unitPrice);
  const unitText = t(unit === 'metre' ? 'perMetre' : 'perPiece');
  // Every card has the same button texts: the product's name completes their accessible names (after the
  // visible text, so the name still starts with what is seen).
  const productName = <span className="sr-only"> {name}</span>;
  let actionPart: ReactNode;
  if (action === 'add') {
    actionPart = (
      <div className="flex flex-wrap items-start gap-2">
        <QuantityCounter
          minPurchase={quantityRule.minPurchase}
          purchaseStep={quantityRule.purchaseStep}
          maxPurchase={quantityRule.maxPurchase}
          value={quantity}
          onChange={setQuantity}
          onValidityChange={setValid}
          label={t('quantityOf', { name })}
        />
        <Button
          className="flex-1"
          disabled={!valid}
          aria-busy={adding || undefined}
          onClick={() => {
            if (!adding) onAddToCart?.(quantity);
          }}
        >
          <ShoppingCart aria-hidden="true" />
          {t('addToCart')}
          {productName}
        </Button>
      </div>
    );
  } else if (action === 'variants') {
    actionPart = (
      <Button asChild variant="outline" className="w-full">
        {renderLink({
          href: variantsHref ?? href,
          children: (
            <>
              {variantCount !== undefined && variantCount > 0
                ? t('chooseVariantCount', { count: variantCount })
                : t('chooseVariant')}
              {productName}
            </>
          ),
        })}
      </Button>
    );
  } else {
    actionPart = (
      <Button asChild variant="white" className="w-full">
        <a href={requestHref}>
          <Mail aria-hidden="true" />
          {t('requestOffer')}
          {productName}
        </a>
      </Button>
    );
  }

  return (
    <article
      data-slot="product-card"
      data-variant={layout ?? 'grid'}
      data-state={action}
      className={cn(productCardVariants({ layout }), className)}
      {...props}
    >
      <div className={cn('relative', layout === 'list' ? 'w-32 shrink-0' : 'w-full')}>
        {renderLink({
          href,
          tabIndex: -1,
          'aria-hidden': true,
          className: 'block aspect-square overflow-hidden rounded-sm bg-surface',
          children: (
            <ProductImage
              {...productImageProps(media, { maxWidth: 800 })}
              alt=""
              sizes={imageSizes}
              priority={priority}
              className="size-full object-contain"
            />
          ),
        })}
        {isNew ? (
          <span
            data-slot="product-card-new"
            className="absolute start-2 top-2 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground"
          >
            {t('new')}
          </span>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-col gap-0.5">
          {manufacturer ? (
            <p data-slot="product-card-manufacturer" className="text-xs font-medium text-muted-foreground uppercase">
              {manufacturer}
            </p>
          ) : null}
          <Heading className="text-sm leading-snug font-semibold">
            {renderLink({
              href,
              className:
                'line-clamp-2 rounded-sm hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-focus',
              children: name,
            })}
          </Heading>
          <p data-slot="product-card-number" className="text-xs text-muted-foreground">
            {t('productNumber', { number: productNumber })}
          </p>
          {customerSku ? (
            <p data-slot="product-card-customer-sku" className="text-xs text-muted-foreground">
              {t('customerSku', { number: customerSku })}
            </p>
          ) : null}
        </div>
        <Availability size="sm" unit={unit} {...availability} />
        <div className="mt-auto flex flex-col gap-2">
          {unitPrice !== null ? (
            <div data-slot="product-card-price" className="flex flex-col">
              <span className="flex flex-wrap items-baseline gap-1">
                <Price amount={unitPrice} taxDisplay="net" size="md" className="font-semibold" />
                <span className="text-xs text-muted-foreground">{unitText}</span>
              </span>
              {tier ? (
                <span data-slot="product-card-tier" className="text-xs text-success">
                  {t(unit === 'metre' ? 'tierHintMetre' : 'tierHintPiece', {
                    quantity: tier.quantity,
                    price: formatPrice(tier.unitPrice, locale),
                  })}
                </span>
              ) : null}
            </div>
          ) : null}
          {actionPart}
        </div>
      </div>
    </article>
  );
}
