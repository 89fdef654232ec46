import { describe, expect, it } from 'vitest';
import { searchResultProperties, type SearchResultProperty } from './searchResult';

const properties: SearchResultProperty[] = [
  { group: 'Material', option: 'Steel' },
  { group: 'Length', option: '20 mm' },
  { group: 'Thread', option: 'M8' },
  { group: 'Head', option: 'Hex' },
  { group: 'Coating', option: 'Zinc' },
];

describe('searchResultProperties (storefront.md §2 Search "at most 4 properties, one named group first")', () => {
  it('sorts the named group first and keeps the order of the rest', () => {
    expect(searchResultProperties(properties, 'Thread').map((property) => property.group)).toEqual([
      'Thread',
      'Material',
      'Length',
      'Head',
    ]);
  });

  it('shows at most 4 properties', () => {
    expect(searchResultProperties(properties)).toHaveLength(4);
    expect(searchResultProperties(properties).map((property) => property.group)).not.toContain('Coating');
  });

  it('brings a named group from beyond the limit into the shown four', () => {
    expect(searchResultProperties(properties, ' coating ')[0]).toEqual({ group: 'Coating', option: 'Zinc' });
  });

  it('keeps every option of the named group first', () => {
    const twoThreads = [...properties, { group: 'Thread', option: 'M10' }];
    expect(
      searchResultProperties(twoThreads, 'Thread')
        .slice(0, 2)
        .map((property) => property.option),
    ).toEqual(['M8', 'M10']);
  });

  it('answers an empty list for missing properties and drops nameless entries', () => {
    expect(searchResultProperties(undefined, 'Thread')).toEqual([]);
    expect(
      searchResultProperties([
        { group: '', option: 'x' },
        { group: 'Head', option: ' ' },
      ]),
    ).toEqual([]);
  });

  it('falls back to 4 for a bad limit', () => {
    expect(searchResultProperties(properties, null, Number.NaN)).toHaveLength(4);
    expect(searchResultProperties(properties, null, 2)).toHaveLength(2);
  });
});
