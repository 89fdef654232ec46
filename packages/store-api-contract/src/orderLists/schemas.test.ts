import { describe, expect, it } from 'vitest';
import { addOrderListItemsBodySchema, createOrderListBodySchema, updateOrderListBodySchema } from './schemas';

describe('order list request schemas (account-area.md §3 Order list, §7 Order lists)', () => {
  it.each([
    { name: 'a trimmed name and a privacy', body: { name: '  Werkstatt  ', privacy: 'company' }, ok: true },
    {
      name: 'a private list with first items',
      body: { name: 'Mine', privacy: 'user', items: [{ productId: 'p', quantity: 2 }] },
      ok: true,
    },
    { name: 'a blank name', body: { name: '   ', privacy: 'company' }, ok: false },
    { name: 'a name of 101 characters', body: { name: 'x'.repeat(101), privacy: 'company' }, ok: false },
    { name: 'an unknown privacy', body: { name: 'Team', privacy: 'team' }, ok: false },
    {
      name: 'a quantity of 0',
      body: { name: 'Team', privacy: 'user', items: [{ productId: 'p', quantity: 0 }] },
      ok: false,
    },
  ])('create: $name', ({ body, ok }) => {
    expect(createOrderListBodySchema.safeParse(body).success).toBe(ok);
  });

  it('create trims the name and starts without items', () => {
    expect(createOrderListBodySchema.parse({ name: '  Werkstatt  ', privacy: 'company' })).toEqual({
      name: 'Werkstatt',
      privacy: 'company',
      items: [],
    });
  });

  it('add items needs at least one and at most 500 (rules/orderLists.ts)', () => {
    expect(addOrderListItemsBodySchema.safeParse({ items: [] }).success).toBe(false);
    const item = { productId: 'p', quantity: 1 };
    expect(addOrderListItemsBodySchema.safeParse({ items: Array(500).fill(item) }).success).toBe(true);
    expect(addOrderListItemsBodySchema.safeParse({ items: Array(501).fill(item) }).success).toBe(false);
  });

  it('update takes a rename, a privacy and quantities, each optional', () => {
    expect(updateOrderListBodySchema.parse({})).toEqual({});
    expect(updateOrderListBodySchema.safeParse({ items: [{ id: 'i', quantity: -1 }] }).success).toBe(false);
  });
});
