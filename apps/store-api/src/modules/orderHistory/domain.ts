import type { NotAddedReason } from '@ratchet/store-api-contract';
import { snapQuantity, validateQuantity } from '@ratchet/store-api-contract/rules';

/** What the check needs of a product now (a missing product: it no longer exists). */
export interface TransferProduct {
  id: string;
  active: boolean;
  /** Variants of a parent: a parent itself is not buyable. */
  childCount: number;
  minPurchase: number;
  purchaseStep: number;
  maxPurchase: number | null;
  stock: number;
  isCloseout: boolean;
}

/** The cart's own rule (storefront.md §5): on the grid, not above the maximum, a closeout not beyond its stock. */
function fitsCart(quantity: number, product: TransferProduct): 'ok' | 'quantityRules' | 'outOfStock' {
  const rule = {
    minPurchase: product.minPurchase,
    purchaseStep: product.purchaseStep,
    maxPurchase: product.maxPurchase,
  };
  if (!validateQuantity(quantity, rule).valid) return 'quantityRules';
  if (product.isCloseout && quantity > Math.max(0, product.stock)) return 'outOfStock';
  return 'ok';
}

/** A line to put into the cart (an order or offer line). */
export interface TransferLine {
  position: number;
  productId: string | null;
  productNumber: string;
  name: string;
  quantity: number;
}

/** The split of a reorder: what goes into the cart in one multi-add and what is named as not added. */
export interface TransferPlan {
  add: (TransferLine & { productId: string })[];
  notAdded: (TransferLine & { reason: NotAddedReason; suggestedQuantity: number | null })[];
}

/**
 * Which lines can go into the cart as they are (account-area.md §8 "reorder failure naming the product";
 * storefront.md §5 quantity rules): a product that is gone, inactive or a parent with variants is not added,
 * a closeout beyond its stock is out of stock, a quantity off the product's current grid breaks its quantity
 * rules (with the nearest valid quantity as suggestion). Quantities already in the cart count, as the cart
 * checks the sum; two lines of one product are checked together. Pure.
 */
export function planCartTransfer(
  lines: readonly TransferLine[],
  products: ReadonlyMap<string, TransferProduct>,
  inCart: ReadonlyMap<string, number>,
): TransferPlan {
  const plan: TransferPlan = { add: [], notAdded: [] };
  const running = new Map(inCart);
  for (const line of lines) {
    const product = line.productId ? products.get(line.productId) : undefined;
    if (!line.productId || !product) {
      plan.notAdded.push({ ...line, reason: 'productNotFound', suggestedQuantity: null });
      continue;
    }
    if (!product.active || product.childCount > 0) {
      plan.notAdded.push({ ...line, reason: 'notBuyable', suggestedQuantity: null });
      continue;
    }
    const before = running.get(product.id) ?? 0;
    const fit = fitsCart(Math.round((before + line.quantity) * 100) / 100, product);
    if (fit === 'ok') {
      running.set(product.id, Math.round((before + line.quantity) * 100) / 100);
      plan.add.push({ ...line, productId: product.id });
      continue;
    }
    if (fit === 'outOfStock') {
      plan.notAdded.push({ ...line, reason: 'outOfStock', suggestedQuantity: null });
      continue;
    }
    const suggested = snapQuantity(line.quantity, product);
    const fits = fitsCart(Math.round((before + suggested) * 100) / 100, product) === 'ok';
    plan.notAdded.push({ ...line, reason: 'quantityRules', suggestedQuantity: fits ? suggested : null });
  }
  return plan;
}
