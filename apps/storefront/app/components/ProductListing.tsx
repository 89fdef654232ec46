import {
  useCart,
  useFeatureFlags,
  useListing,
  useNotifications,
  type ActiveListingFilter,
  type ListingAnswer,
  type Domain,
  type ListingProduct,
  type ListingSource,
} from '@ratchet/commerce-hooks';
import {
  formatPrice,
  isListingSorting,
  listingPageSizes,
  offerRequestMailto,
  purchaseActionOf,
  safeDeliveryTimeRange,
  variantsTablePath,
} from '@ratchet/store-api-contract/rules';
import {
  ActiveFilters,
  Button,
  EmptyState,
  FilterDrawer,
  FilterPanel,
  ListingToolbar,
  Pager,
  ProductCard,
  type FilterGroup,
  type FilterOption,
  type FilterPriceRange,
  type RenderLink,
} from '@ratchet/ui';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useI18n, type Translate } from '../i18n/I18nProvider';
import { localPath } from '../lib/domain';
import { OrderListAction } from './orderLists/OrderListAction';
import type { ListingFallback } from '../lib/listing.server';

/** Where "ask for an offer" mails go (the shop's customer service, as on the product page). */
export const offerMailAddress = 'info@ratchet.example';

/** The filter groups of the answer in their position order, with what the URL chose (issue 10 filter panel). */
function filterGroupsOf(listing: ListingAnswer | undefined, chosen: readonly string[]): FilterGroup[] {
  return [...(listing?.aggregations.properties.entities ?? [])]
    .filter((group) => group.filterable)
    .sort((a, b) => a.position - b.position)
    .map((group) => ({
      id: group.id,
      name: group.translated.name,
      displayType: group.displayType,
      options: group.options.map((option) => ({
        id: option.id,
        name: option.translated.name,
        count: option.productCount,
        selected: chosen.includes(option.id),
        colorHexCode: option.colorHexCode,
        imageUrl: option.media?.url ?? null,
      })),
    }));
}

function manufacturersOf(listing: ListingAnswer | undefined, chosen: readonly string[]): FilterOption[] {
  return (listing?.aggregations.manufacturer.entities ?? []).map((manufacturer) => ({
    id: manufacturer.id,
    name: manufacturer.translated.name,
    count: manufacturer.productCount,
    selected: chosen.includes(manufacturer.id),
  }));
}

/** The chip text of an active filter. */
function filterLabel(filter: ActiveListingFilter, t: Translate<'shell' | 'catalog'>, locale: string): string {
  if (filter.kind === 'property') {
    return t('listing.filterProperty', { group: filter.groupName ?? '', option: filter.optionName ?? filter.optionId });
  }
  if (filter.kind === 'manufacturer') return t('listing.filterManufacturer', { name: filter.name ?? '' });
  if (filter.min !== null && filter.max !== null) {
    return t('listing.filterPriceRange', {
      min: formatPrice(filter.min, locale),
      max: formatPrice(filter.max, locale),
    });
  }
  if (filter.min !== null) return t('listing.filterPriceFrom', { min: formatPrice(filter.min, locale) });
  return t('listing.filterPriceTo', { max: formatPrice(filter.max ?? 0, locale) });
}

export interface ProductListingProps {
  /** The category or the search term. */
  source: ListingSource;
  /** The loader's answer for the URL it rendered. */
  fallback: ListingFallback | undefined;
  /** The request's domain (links under its prefix). */
  domain: Domain;
  /** Shown instead of the listing when there are no products without any filter (the search's no-result help). */
  noResults?: ReactNode;
  /** The page's wording of the total ("114 products", "114 results"). */
  totalText: (count: number) => string;
}

/**
 * A product listing (storefront.md §2 Product listing; issue 10), for a category page and the search page alike:
 * filters (a sidebar from 1024px, a bottom drawer below), active filters as chips, total, sorting, page size, the
 * product cards and the pager. All state lives in the URL: every change pushes a history entry, the hook loads
 * only the list (the route's loader does not run again), and back/forward show a state from the cache.
 */
export function ProductListing({ source, fallback, domain, noResults, totalText }: ProductListingProps) {
  const { t, locale } = useI18n(['catalog']);
  const location = useLocation();
  const navigateTo = useNavigate();
  const navigate = useCallback(
    (query: string) => void navigateTo({ pathname: location.pathname, search: query ? `?${query}` : '' }),
    [navigateTo, location.pathname],
  );
  const listing = useListing({ source, query: location.search, navigate, fallback });
  const { isEnabled } = useFeatureFlags();
  const cart = useCart();
  const notifications = useNotifications();
  // Product pages below the domain, as router links. (Not the shell's renderLink: sharing that small module made
  // the bundler place it in the listing's chunk, which every page then loaded with the header.)
  const renderLink = useMemo<RenderLink>(
    () =>
      ({ href, ...props }) => <Link {...props} to={localPath(domain, href)} />,
    [domain],
  );
  const [addingId, setAddingId] = useState<string | null>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const { state, listing: answer, products } = listing;
  const groups = filterGroupsOf(answer, state.properties);
  const manufacturers = manufacturersOf(answer, state.manufacturers);
  const priceAggregation = answer?.aggregations.price;
  const price: FilterPriceRange | null =
    priceAggregation && priceAggregation.min !== null && priceAggregation.max !== null
      ? { min: priceAggregation.min, max: priceAggregation.max, value: [state.minPrice, state.maxPrice] }
      : null;
  const activeFilters = listing.activeFilters.map((filter) => ({
    id: filter.id,
    label: filterLabel(filter, t, locale),
  }));

  const add = async (product: ListingProduct, quantity: number) => {
    setAddingId(product.id);
    try {
      await cart.addItem({ productId: product.id, quantity });
      notifications.success('cart.added', { count: quantity, name: product.translated.name });
    } catch (error) {
      notifications.error(error);
    } finally {
      setAddingId(null);
    }
  };

  if (noResults && answer && answer.totalResults === 0 && !listing.isFiltered) return <>{noResults}</>;

  const panel = (
    <FilterPanel
      groups={groups}
      manufacturers={manufacturers}
      price={price}
      onToggleOption={(_, optionId) => listing.toggleProperty(optionId)}
      onToggleManufacturer={listing.toggleManufacturer}
      onPriceChange={listing.setPriceRange}
    />
  );
  const hasFilters = groups.length > 0 || manufacturers.length > 0 || price !== null;

  return (
    <div data-slot="product-listing" className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
      {hasFilters ? <aside className="hidden lg:block">{panel}</aside> : null}
      <div className={hasFilters ? 'flex min-w-0 flex-col gap-4' : 'flex min-w-0 flex-col gap-4 lg:col-span-2'}>
        <ListingToolbar
          total={listing.total}
          totalText={totalText(listing.total)}
          sortings={answer?.availableSortings ?? []}
          order={listing.order}
          onOrderChange={(order) => {
            if (isListingSorting(order)) listing.setOrder(order);
          }}
          limit={state.limit}
          onLimitChange={(limit) => {
            const size = listingPageSizes.find((offered) => offered === limit);
            if (size) listing.setLimit(size);
          }}
          start={
            hasFilters ? (
              <FilterDrawer className="lg:hidden" activeCount={activeFilters.length} resultCount={listing.total}>
                {panel}
              </FilterDrawer>
            ) : null
          }
        />
        <ActiveFilters
          filters={activeFilters}
          onRemoveFilter={listing.removeFilter}
          onResetAll={listing.resetFilters}
          emptyFocusRef={resultsRef}
        />
        <h2 ref={resultsRef} tabIndex={-1} className="sr-only">
          {t('listing.products')}
        </h2>
        {listing.error && !answer ? (
          <p role="alert" className="text-danger">
            {t('listing.loadFailed')}
          </p>
        ) : null}
        {answer && products.length === 0 ? (
          <EmptyState
            title={t('listing.empty')}
            description={t('listing.emptyHelp')}
            action={
              listing.isFiltered ? (
                <Button variant="outline" onClick={listing.resetFilters}>
                  {t('listing.resetFilters')}
                </Button>
              ) : null
            }
            headingLevel={3}
          />
        ) : (
          <ul
            data-slot="product-grid"
            aria-busy={listing.isUpdating || undefined}
            className="grid grid-cols-2 gap-3 transition-opacity aria-busy:opacity-60 md:grid-cols-3 xl:grid-cols-4"
          >
            {products.map((product, index) => {
              const path = product.seoPath || `/detail/${product.id}`;
              return (
                <li key={product.id} className="flex flex-col gap-1">
                  <ProductCard
                    className="w-full"
                    name={product.translated.name}
                    href={path}
                    productNumber={product.productNumber}
                    manufacturer={product.manufacturer?.translated.name ?? null}
                    customerSku={product.articleLink?.customerSku ?? null}
                    media={product.cover?.media ?? null}
                    priority={index < 2}
                    availability={{
                      available: product.available,
                      stock: product.stock,
                      deliveryDays: safeDeliveryTimeRange(product.deliveryTime),
                      restockDays: isEnabled('deliveryAndRestockTime') ? product.restockTime : null,
                    }}
                    unitPrice={product.calculatedPrice?.unitPrice ?? null}
                    tierPrices={product.calculatedPrices.map((tier) => ({
                      quantity: tier.quantity,
                      unitPrice: tier.unitPrice,
                    }))}
                    unit={product.unit}
                    isNew={isEnabled('newBadge') && product.isNew}
                    action={purchaseActionOf(product)}
                    quantityRule={{
                      minPurchase: product.minPurchase || 1,
                      purchaseStep: product.purchaseSteps || 1,
                      maxPurchase: product.maxPurchase,
                    }}
                    onAddToCart={(quantity) => void add(product, quantity)}
                    adding={addingId === product.id}
                    variantsHref={variantsTablePath(path)}
                    variantCount={product.childCount}
                    requestHref={offerRequestMailto(offerMailAddress, {
                      productNumber: product.productNumber,
                      name: product.translated.name,
                    })}
                    renderLink={renderLink}
                  />
                  {purchaseActionOf(product) === 'add' ? (
                    <OrderListAction
                      look="link"
                      product={{ id: product.id, name: product.translated.name }}
                      quantity={product.minPurchase || 1}
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
        <Pager
          className="justify-center"
          currentPage={answer?.currentPage ?? state.page}
          currentLimit={answer?.currentLimit ?? state.limit}
          totalResults={answer?.totalResults}
          totalPages={answer?.totalPages}
          getPageHref={(page) => `${location.pathname}${listing.hrefFor({ page })}`}
          onPageChange={listing.setPage}
        />
      </div>
    </div>
  );
}
