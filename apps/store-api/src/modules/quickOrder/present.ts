import type { QuickOrderResolution } from '@ratchet/store-api-contract';
import type { QuickOrderMatchRow } from './repo';

/** A matched row as the contract's resolution; a number without product (or a dangling article link) is unknown. */
export function presentResolution(row: QuickOrderMatchRow): QuickOrderResolution {
  if (row.id === null || row.product_number === null || row.matched_by === null) {
    return { number: row.number, matchedBy: null, product: null };
  }
  return {
    number: row.number,
    matchedBy: row.matched_by,
    product: {
      id: row.id,
      productNumber: row.product_number,
      customerSku: row.customer_sku,
      name: row.name ?? row.product_number,
      minPurchase: Number(row.min_purchase ?? 1),
      purchaseStep: Number(row.purchase_steps ?? 1),
      maxPurchase: row.max_purchase === null ? null : Number(row.max_purchase),
      availableStock: Number(row.stock ?? 0),
      isCloseout: row.is_closeout === true,
      // Inactive products and parents with variants cannot go into the cart (modules/cart findBuyableProduct).
      buyable: row.active === true && Number(row.child_count ?? 0) === 0,
      unit: row.unit ?? 'piece',
    },
  };
}
