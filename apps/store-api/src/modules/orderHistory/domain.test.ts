import { describe, expect, it } from 'vitest';
import { planCartTransfer, type TransferProduct } from './domain';

const product = (id: string, facts: Partial<TransferProduct> = {}): TransferProduct => ({
  id,
  active: true,
  childCount: 0,
  minPurchase: 1,
  purchaseStep: 1,
  maxPurchase: null,
  stock: 100,
  isCloseout: false,
  ...facts,
});
const line = (position: number, productId: string | null, quantity: number) => ({
  position,
  productId,
  productNumber: `SW-${position}`,
  name: `Product ${position}`,
  quantity,
});

describe('planCartTransfer (account-area.md §8 "reorder failure naming the product"; storefront.md §5 quantity rules)', () => {
  const products = new Map<string, TransferProduct>([
    ['a', product('a')],
    ['inactive', product('inactive', { active: false })],
    ['parent', product('parent', { childCount: 3 })],
    ['steps', product('steps', { minPurchase: 5, purchaseStep: 5 })],
    ['max', product('max', { maxPurchase: 10 })],
    ['closeout', product('closeout', { isCloseout: true, stock: 2 })],
  ]);

  it.each([
    ['a product that is gone', line(1, 'missing', 1), 'productNotFound', null],
    ['a line without product', line(1, null, 1), 'productNotFound', null],
    ['an inactive product', line(1, 'inactive', 1), 'notBuyable', null],
    ['a parent with variants', line(1, 'parent', 1), 'notBuyable', null],
    ['a quantity off the new sales step', line(1, 'steps', 7), 'quantityRules', 5],
    ['a quantity above the new maximum', line(1, 'max', 12), 'quantityRules', 10],
    ['a closeout beyond its stock', line(1, 'closeout', 3), 'outOfStock', null],
  ])('names %s', (_name, input, reason, suggestedQuantity) => {
    const plan = planCartTransfer([input], products, new Map());
    expect(plan.add).toEqual([]);
    expect(plan.notAdded).toEqual([{ ...input, reason, suggestedQuantity }]);
  });

  it('adds the rest in order; the cart’s quantity and a second line of the product count towards the rules', () => {
    const plan = planCartTransfer(
      [line(1, 'a', 2), line(2, 'inactive', 1), line(3, 'max', 6), line(4, 'max', 3)],
      products,
      new Map([['max', 2]]),
    );
    expect(plan.add.map((entry) => entry.position)).toEqual([1, 3]);
    expect(plan.notAdded.map((entry) => [entry.position, entry.reason])).toEqual([
      [2, 'notBuyable'],
      [4, 'quantityRules'],
    ]);
  });
});
