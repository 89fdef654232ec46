import { useCart, useNotifications, useProduct, type Domain, type Product } from '@ratchet/commerce-hooks';
import { safeDeliveryTimeRange, tierRowsOfPrices } from '@ratchet/store-api-contract/rules';
import {
  Availability,
  Breadcrumbs,
  Button,
  CrossSellingSlider,
  Price,
  ProductGallery,
  ProductImage,
  productImageProps,
  ProductTabs,
  QuantityCounter,
  TierPrices,
  type ProductTab,
  type VariantsTableRow,
  type VariantsTableSelection,
} from '@ratchet/ui';
import { useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../i18n/I18nProvider';
import { localPath } from '../lib/domain';
import { OrderListAction } from './orderLists/OrderListAction';
import type { ProductPageData } from '../lib/product.server';
import type * as ProductVariants from './ProductVariants';

/** The product page's data as the loader answers it. */
export type ProductSummary = ProductPageData;

const offerAddress = 'info@ratchet.example';

/** The variants table's chunk (components/ProductVariants.ts), once loaded. */
let variantsModule: typeof ProductVariants | undefined;
let variantsLoading: Promise<void> | undefined;

/**
 * Loads the variants table (only parents show it, and only in their variants tab: issue 10 product page ≤ 110 KB
 * gzip). The catch-all loader and the browser entry await it for a page opened with `?showVariantsTable=true`
 * (components/pageViews.ts), so that page renders and hydrates with the table; otherwise opening the tab or the
 * intent to (pointer or focus on 'choose variants') loads it.
 */
export function loadVariantsTable(): Promise<void> {
  variantsLoading ??= import('./ProductVariants').then(
    (module) => {
      variantsModule = module;
    },
    (error: unknown) => {
      variantsLoading = undefined;
      throw error;
    },
  );
  return variantsLoading;
}

/**
 * What the product page shows at once of its lazy parts (components/pageViews.ts): the variants table of a parent
 * opened with `?showVariantsTable=true`. The page is the catch-all route's loader data (decoded, untyped, before
 * hydrating).
 */
export function prepareProductView(page: unknown): Promise<void> {
  const product = propertyOf(page, 'product');
  const variants = propertyOf(product, 'variants');
  const opensTable =
    propertyOf(product, 'showVariantsTable') === true && Array.isArray(variants) && variants.length > 0;
  return opensTable ? loadVariantsTable() : Promise.resolve();
}

function propertyOf(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

/** The availability fields of a product: stock and delivery only where the store-API answered them (customers). */
function availabilityOf(product: Product) {
  return {
    available: product.available,
    stock: product.stock,
    unit: product.unit,
    deliveryDays: safeDeliveryTimeRange(product.deliveryTime),
    restockDays: product.restockTime,
  };
}

/** The largest quantity the counter offers: the maximum purchase, and a closeout article's stock. */
function counterMaximum(product: Product): number | undefined {
  const limits = [product.maxPurchase, product.isCloseout ? product.stock : null].filter(
    (limit): limit is number => typeof limit === 'number' && limit > 0,
  );
  return limits.length > 0 ? Math.min(...limits) : undefined;
}

function variantRow(variant: Product): VariantsTableRow {
  return {
    id: variant.id,
    productNumber: variant.productNumber,
    options: variant.options.map((option) => ({
      group: option.group.translated.name,
      option: option.translated.name,
    })),
    ...availabilityOf(variant),
    unitPrice: variant.calculatedPrice?.unitPrice ?? null,
    minPurchase: variant.minPurchase || 1,
    purchaseSteps: variant.purchaseSteps || 1,
    maxPurchase: counterMaximum(variant) ?? null,
  };
}

/** Paragraphs of a plain text (separated by a blank line). */
function paragraphs(text: string | null | undefined): ReactNode {
  if (!text) return null;
  return text.split(/\n\s*\n/).map((paragraph) => (
    <p key={paragraph} className="mb-2 max-w-3xl last:mb-0">
      {paragraph}
    </p>
  ));
}

function definitionList(lines: readonly { label: string; value: string }[]): ReactNode {
  if (lines.length === 0) return null;
  return (
    <dl className="grid max-w-2xl grid-cols-[minmax(8rem,auto)_1fr] gap-x-6 gap-y-1">
      {lines.map((line) => (
        <div key={line.label} className="contents">
          <dt className="text-muted-foreground">{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function fileList(files: readonly { id: string; title: string; url: string }[], type: string): ReactNode {
  if (files.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2">
      {files.map((file) => (
        <li key={file.id}>
          <a
            href={file.url}
            target="_blank"
            rel="noreferrer"
            className="text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
          >
            {file.title}
          </a>{' '}
          <span className="text-xs text-muted-foreground">({type})</span>
        </li>
      ))}
    </ul>
  );
}

/** A product of a cross-selling slider: image, name, number and price, linking to its page. */
function SlideCard({ product, domain }: { product: Product; domain: Pick<Domain, 'pathPrefix'> }) {
  return (
    <Link
      to={localPath(domain, product.seoPath)}
      className="flex h-full flex-col gap-2 rounded-md border border-border bg-surface p-2 hover:border-primary focus-visible:outline-2 focus-visible:outline-focus"
    >
      <ProductImage
        {...productImageProps(product.cover?.media, { maxWidth: 400 })}
        alt=""
        sizes="(min-width: 1024px) 16rem, 45vw"
      />
      <span className="line-clamp-2 text-sm font-medium">{product.translated.name}</span>
      <span className="text-xs text-muted-foreground">{product.productNumber}</span>
      {product.calculatedPrice ? (
        <Price amount={product.calculatedPrice.unitPrice} taxDisplay="net" size="sm" className="mt-auto" />
      ) : null}
    </Link>
  );
}

/**
 * The product detail page (storefront.md §2 Product detail, §5 quantity, §6; issue 10): breadcrumbs from the product's
 * category, gallery, name, numbers (article, manufacturer, EAN, the customer's own), net price with tier prices,
 * availability (stock and delivery range for customers only, as the store-API answers them), the counter with the
 * product's rules and add to cart (or the mail-to when it cannot be bought), the tabs with content, the variants
 * table of a parent (one multi-add for the selected rows; `?showVariantsTable=true` opens it) and the cross-sellings.
 */
export function ProductDetail({
  product: page,
  domain,
}: {
  product: ProductSummary;
  domain: Pick<Domain, 'pathPrefix'>;
}) {
  const { t } = useI18n(['product']);
  const cart = useCart();
  const notifications = useNotifications();
  const { detail, product, variants, hasVariants, crossSellings } = useProduct(page.id, {
    fallback: { detail: page.detail, variants: page.variants, crossSellings: page.crossSellings },
  });
  const shown = product ?? page.detail.product;
  const content = (detail ?? page.detail).content;
  const [quantity, setQuantity] = useState(shown.minPurchase || 1);
  const [valid, setValid] = useState(true);
  const [tab, setTab] = useState<string | undefined>(page.showVariantsTable ? 'variants' : undefined);
  const tabsRef = useRef<HTMLDivElement>(null);
  const [, variantsLoaded] = useReducer((count: number) => count + 1, 0);
  const VariantsTable = variantsModule?.VariantsTable;
  const showsVariants = hasVariants && tab === 'variants';
  useEffect(() => {
    if (showsVariants && !variantsModule) loadVariantsTable().then(variantsLoaded, () => undefined);
  }, [showsVariants]);
  const preloadVariants = () => void loadVariantsTable().catch(() => undefined);

  const openVariants = () => {
    setTab('variants');
    tabsRef.current?.scrollIntoView({ block: 'start' });
  };
  useEffect(() => {
    // Opened with ?showVariantsTable=true (listing, quick search): the variants tab, scrolled into view.
    if (page.showVariantsTable && hasVariants) tabsRef.current?.scrollIntoView({ block: 'start' });
  }, [page.showVariantsTable, hasVariants]);

  const add = async () => {
    try {
      await cart.addItem({ productId: shown.id, quantity });
      notifications.success('cart.added', { count: quantity, name: shown.translated.name });
    } catch (error) {
      notifications.error(error);
    }
  };
  const addVariants = async (items: VariantsTableSelection[]) => {
    try {
      // One multi-add call for every selected variant (30 s timeout, storefront.md §9); the parent is never added.
      await cart.addItems(items.map((item) => ({ productId: item.id, quantity: item.quantity })));
      for (const item of items) {
        const variant = variants.find((entry) => entry.id === item.id);
        notifications.success('cart.added', { count: item.quantity, name: variant?.translated.name ?? '' });
      }
    } catch (error) {
      notifications.error(error);
      throw error;
    }
  };

  const price = shown.calculatedPrice;
  const tiers = price ? tierRowsOfPrices(shown.calculatedPrices, shown.purchaseSteps || 1) : [];
  const additional = shown.properties
    .filter((option) => option.group.visibleOnProductDetailPage)
    .map((option) => ({ label: option.group.translated.name, value: option.translated.name }));
  const tabs: ProductTab[] = [
    { id: 'description', label: t('productDetail.tabDescription'), content: paragraphs(shown.translated.description) },
    { id: 'additional', label: t('productDetail.tabAdditional'), content: definitionList(additional) },
    { id: 'applications', label: t('productDetail.tabApplications'), content: paragraphs(content.applications) },
    {
      id: 'downloads',
      label: t('productDetail.tabDownloads'),
      content: fileList(content.downloads, t('productDetail.fileType')),
    },
    { id: 'instructions', label: t('productDetail.tabInstructions'), content: paragraphs(content.instructions) },
    {
      id: 'specifications',
      label: t('productDetail.tabSpecifications'),
      content: definitionList(content.specifications),
    },
    {
      id: 'documents',
      label: t('productDetail.tabDocuments'),
      content: fileList(content.documents, t('productDetail.fileType')),
    },
    {
      id: 'variants',
      label: t('productDetail.tabVariants'),
      content:
        hasVariants && variants.length > 0 ? (
          VariantsTable ? (
            <VariantsTable
              rows={variants.map(variantRow)}
              onAddSelected={addVariants}
              busy={cart.isMutating}
              hidePrices={variants.every((variant) => variant.calculatedPrice === null)}
            />
          ) : (
            <div
              aria-busy="true"
              data-slot="variants-table-loading"
              className="h-40 animate-pulse rounded-md bg-muted motion-reduce:animate-none"
            />
          )
        ) : null,
    },
    {
      id: 'manufacturer',
      label: t('productDetail.tabManufacturer'),
      content: definitionList(content.manufacturerSpecifications),
    },
  ];
  const facts = [
    { label: t('productDetail.number'), value: shown.productNumber, slot: 'number' },
    { label: t('productDetail.manufacturer'), value: shown.manufacturer?.translated.name, slot: 'manufacturer' },
    { label: t('productDetail.manufacturerNumber'), value: shown.manufacturerNumber, slot: 'manufacturer-number' },
    { label: t('productDetail.ean'), value: shown.ean, slot: 'ean' },
    { label: t('productDetail.customerNumber'), value: shown.articleLink?.customerSku, slot: 'customer-number' },
  ].filter((fact) => fact.value);

  return (
    <article className="flex flex-col gap-8 py-4" data-slot="product-detail">
      <Breadcrumbs
        homeHref={localPath(domain, '/')}
        items={[
          ...page.breadcrumbs.map((crumb) => ({
            name: crumb.name,
            href: crumb.href ? localPath(domain, crumb.href) : undefined,
          })),
          { name: shown.translated.name },
        ]}
        renderLink={({ href, ...props }) => <Link to={href} {...props} />}
      />
      <div className="grid gap-8 lg:grid-cols-2">
        <ProductGallery
          name={shown.translated.name}
          images={shown.media.map((entry, index) => ({
            id: entry.id,
            media: entry.media,
            alt: index === 0 ? shown.translated.name : `${shown.translated.name} (${index + 1})`,
          }))}
          sizes="(min-width: 1440px) 42rem, (min-width: 1024px) 48vw, 100vw"
        />
        <div className="flex flex-col gap-4" data-slot="buy-box">
          <h1 className="text-2xl font-semibold">{shown.translated.name}</h1>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {facts.map((fact) => (
              <div key={fact.slot} className="contents" data-slot={`product-${fact.slot}`}>
                <dt className="text-muted-foreground">{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          {price ? (
            <div className="flex flex-col gap-3">
              <Price amount={price.unitPrice} taxDisplay="net" size="lg" data-slot="product-price" />
              <TierPrices rows={tiers} quantity={quantity} className="max-w-sm" />
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">{t('productDetail.noPrice')}</p>
          )}
          <Availability {...availabilityOf(shown)} data-slot="product-availability" />
          {hasVariants ? (
            <div className="flex flex-wrap items-center gap-3">
              <Button
                type="button"
                onClick={openVariants}
                onPointerEnter={preloadVariants}
                onFocus={preloadVariants}
                data-slot="product-choose-variants"
              >
                {t('productDetail.chooseVariant')}
              </Button>
              <span className="text-sm text-muted-foreground">
                {t('productDetail.variantsCount', { count: shown.childCount })}
              </span>
            </div>
          ) : shown.available ? (
            <div className="flex flex-wrap items-start gap-3">
              <QuantityCounter
                label={t('productDetail.quantity')}
                minPurchase={shown.minPurchase || 1}
                purchaseStep={shown.purchaseSteps || 1}
                maxPurchase={counterMaximum(shown)}
                value={quantity}
                onChange={setQuantity}
                onValidityChange={setValid}
              />
              <Button onClick={() => void add()} disabled={!valid || cart.isMutating} data-slot="product-add">
                {t('productDetail.addToCart')}
              </Button>
              <OrderListAction product={{ id: shown.id, name: shown.translated.name }} quantity={quantity} />
            </div>
          ) : (
            <Button variant="outline" asChild>
              <a
                href={`mailto:${offerAddress}?subject=${encodeURIComponent(t('productDetail.offerSubject', { number: shown.productNumber }))}`}
              >
                {t('productDetail.askForOffer')}
              </a>
            </Button>
          )}
        </div>
      </div>
      <div ref={tabsRef} className="scroll-mt-32" data-slot="product-tabs-anchor">
        <ProductTabs tabs={tabs} label={t('productDetail.tabs')} value={tab} onValueChange={setTab} />
      </div>
      {crossSellings.map((entry) => (
        <CrossSellingSlider
          key={entry.crossSelling.id}
          title={entry.crossSelling.name}
          items={entry.products.map((item) => ({ id: item.id, content: <SlideCard product={item} domain={domain} /> }))}
        />
      ))}
    </article>
  );
}
