import {
  orderListAmount,
  tierPriceRows,
  tierUnitPrice,
  type OrderListDetail,
  type OrderListItem,
  type OrderListSummary,
  type PriceTier,
} from '@ratchet/store-api-contract';
import { slugify } from '../catalog';
import { isAvailable } from './domain';
import type { OrderListItemRow, OrderListRow } from './repo';

const instant = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));
const deliveryUnits = ['day', 'week', 'month', 'year'] as const;

function tiersOf(value: OrderListItemRow['price_tiers']): PriceTier[] | null {
  return typeof value === 'string' ? (JSON.parse(value) as PriceTier[]) : value;
}

/** An item with today's price for its quantity (customer price, tier price) when the caller may see prices. */
export function presentItem(row: OrderListItemRow, showPrices: boolean): OrderListItem {
  const quantity = Number(row.quantity);
  const minPurchase = Number(row.min_purchase);
  const purchaseStep = Number(row.purchase_steps);
  const unitPrice = showPrices
    ? tierUnitPrice(
        tierPriceRows(Number(row.base_price), tiersOf(row.price_tiers), { minPurchase, purchaseSteps: purchaseStep }),
        quantity,
      )
    : null;
  const ecoFee = numberOrNull(row.eco_fee);
  const stock = Number(row.stock);
  const unit = (deliveryUnits as readonly string[]).includes(row.delivery_time_unit)
    ? (row.delivery_time_unit as (typeof deliveryUnits)[number])
    : 'day';
  return {
    id: row.id,
    productId: row.product_id,
    productNumber: row.product_number,
    name: row.name,
    quantity,
    unitPrice,
    totalPrice: unitPrice === null ? null : (orderListAmount([{ unitPrice, quantity }]) ?? null),
    ecotax: showPrices && ecoFee !== null && ecoFee > 0 ? ecoFee : null,
    packUnit: row.unit,
    minPurchase,
    purchaseStep,
    maxPurchase: numberOrNull(row.max_purchase),
    stock,
    available: isAvailable({
      active: row.active,
      childCount: Number(row.child_count),
      isCloseout: row.is_closeout,
      stock,
      minPurchase,
    }),
    deliveryTime: { min: row.delivery_time_min, max: row.delivery_time_max, unit },
    restockTime: row.restock_time_days,
    customerArticleNumber: row.customer_sku,
    seoPath: `${slugify(row.name)}/${row.product_number}`,
    addedAt: instant(row.added_at),
  };
}

/** A list line of the list screen; the amount from its items (null without ROLE_VIEW_PRICES). */
export function presentSummary(
  row: OrderListRow,
  items: readonly OrderListItem[],
  callerId: string,
  showPrices: boolean,
): OrderListSummary {
  return {
    id: row.id,
    name: row.name,
    privacy: row.privacy,
    createdBy: { id: row.created_by, firstName: row.first_name, lastName: row.last_name },
    createdAt: instant(row.created_at),
    updatedAt: instant(row.updated_at),
    itemCount: Number(row.item_count),
    amount: showPrices ? orderListAmount(items) : null,
    isOwn: row.created_by === callerId,
  };
}

/** A list with every item. */
export function presentDetail(
  row: OrderListRow,
  items: readonly OrderListItem[],
  callerId: string,
  showPrices: boolean,
): OrderListDetail {
  return { ...presentSummary(row, items, callerId, showPrices), items: [...items], apiAlias: 'ratchet_order_list' };
}
