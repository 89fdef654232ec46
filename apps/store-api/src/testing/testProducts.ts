import type { Database } from '../platform/db/db';

/** A buyable product of the test seed, reset to known rules so cart and order figures are exact. */
export interface TestProduct {
  id: string;
  productNumber: string;
}

export interface TestProductRules {
  netPrice: number;
  stock: number;
  minPurchase?: number;
  purchaseSteps?: number;
  maxPurchase?: number | null;
  isCloseout?: boolean;
  taxRate?: number;
}

/** Takes the n-th buyable product of the seed (by product number) and sets its rules; removes customer prices. */
export async function prepareProduct(db: Database, index: number, rules: TestProductRules): Promise<TestProduct> {
  const { rows } = await db.query<{ id: string; product_number: string }>(
    `SELECT id, product_number FROM product WHERE active AND child_count = 0 ORDER BY product_number OFFSET $1 LIMIT 1`,
    [index],
  );
  const row = rows[0];
  if (!row) throw new Error(`the seed has no buyable product #${index}`);
  await db.query(
    `UPDATE product SET net_price = $2, stock = $3, min_purchase = $4, purchase_steps = $5, max_purchase = $6,
            is_closeout = $7, tax_rate = $8 WHERE id = $1`,
    [
      row.id,
      rules.netPrice,
      rules.stock,
      rules.minPurchase ?? 1,
      rules.purchaseSteps ?? 1,
      rules.maxPurchase ?? null,
      rules.isCloseout ?? false,
      rules.taxRate ?? 20,
    ],
  );
  await db.query('DELETE FROM customer_price WHERE product_id = $1', [row.id]);
  return { id: row.id, productNumber: row.product_number };
}
