import { describe, expect, it } from 'vitest';
import { applyIncludes, includesOf } from './includes';

describe('criteria includes (issue 3 Protocol: includes trim answers per apiAlias)', () => {
  const group = { id: 'g', name: 'Gewinde', position: 0, apiAlias: 'property_group' };
  const answer = () => ({
    elements: [
      {
        id: 'p1',
        name: 'Schraube',
        stock: 4,
        properties: [{ id: 'o1', name: 'M8', group, apiAlias: 'property_group_option' }],
        calculatedPrice: { netPrice: 1, apiAlias: 'calculated_price' },
        apiAlias: 'product',
      },
    ],
    total: 1,
    apiAlias: 'product_listing',
  });

  it('keeps only the listed fields (and apiAlias) of listed objects, recursively', () => {
    const trimmed = applyIncludes(answer(), {
      product: ['id', 'properties'],
      property_group: ['name'],
    }) as ReturnType<typeof answer>;
    expect(trimmed.elements[0]).toEqual({
      id: 'p1',
      properties: [
        {
          id: 'o1',
          name: 'M8',
          group: { name: 'Gewinde', apiAlias: 'property_group' },
          apiAlias: 'property_group_option',
        },
      ],
      apiAlias: 'product',
    });
    expect(trimmed.total).toBe(1);
  });

  it('never changes the input: shared objects (a dictionary group) stay whole', () => {
    const input = answer();
    applyIncludes(input, { property_group: ['id'] });
    expect(input.elements[0]?.properties[0]?.group).toBe(group);
    expect(group).toEqual({ id: 'g', name: 'Gewinde', position: 0, apiAlias: 'property_group' });
  });

  it('returns untouched parts as they are and a listed field missing from the object stays missing', () => {
    const input = answer();
    const trimmed = applyIncludes(input, { calculated_price: ['netPrice', 'grossPrice'] }) as ReturnType<typeof answer>;
    expect(trimmed.elements[0]?.properties).toBe(input.elements[0]?.properties);
    expect(trimmed.elements[0]?.calculatedPrice).toEqual({ netPrice: 1, apiAlias: 'calculated_price' });
    expect(input.elements[0]?.calculatedPrice).toEqual({ netPrice: 1, apiAlias: 'calculated_price' });
  });

  it('reads includes only when they are a record of field lists', () => {
    expect(includesOf({ includes: { product: ['id'] } })).toEqual({ product: ['id'] });
    expect(includesOf({ includes: { product: 'id' } })).toBeNull();
    expect(includesOf({ includes: [] })).toBeNull();
    expect(includesOf({})).toBeNull();
  });
});
