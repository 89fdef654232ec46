import { describe, expect, it } from 'vitest';
import { buildMegaMenuColumns, megaMenuCount, type MegaMenuElement } from './megaMenu';

const tree: MegaMenuElement[] = [
  {
    id: 'tools',
    type: 'page',
    translated: { name: 'Werkzeug' },
    children: [
      {
        id: 'fasteners',
        type: 'page',
        name: 'Befestigung',
        children: [
          { id: 'screws', type: 'page', name: 'Schrauben', children: [{ id: 'm8', type: 'page', name: 'M8' }] },
          { id: 'nuts', type: 'page', name: 'Muttern' },
        ],
      },
      {
        id: 'safety',
        type: 'folder',
        name: 'Arbeitsschutz',
        children: [{ id: 'gloves', type: 'page', name: 'Handschuhe' }],
      },
    ],
  },
  { id: 'brands', type: 'folder', name: 'Marken', children: [{ id: 'acme', type: 'page', name: 'Acme' }] },
  { id: 'sale', type: 'page', name: 'Sale' },
];

const names = (columns: ReturnType<typeof buildMegaMenuColumns>) =>
  columns.map((column) => column.entries.map((entry) => (entry.isAllProducts ? `all:${entry.name}` : entry.name)));

describe('buildMegaMenuColumns (storefront.md §2 navigation and mega menu)', () => {
  it('lists the hovered item first as "all products", then its children', () => {
    const columns = buildMegaMenuColumns(tree, { itemId: 'tools' }, { loggedIn: false });
    expect(names(columns)).toEqual([['all:Werkzeug', 'Befestigung', 'Arbeitsschutz']]);
    expect(columns[0]?.entries[0]?.hasChildren).toBe(false);
    expect(columns[0]?.entries[1]?.hasChildren).toBe(true);
  });

  it('opens up to three columns following the selection', () => {
    const columns = buildMegaMenuColumns(
      tree,
      { itemId: 'tools', categoryId: 'fasteners', subcategoryId: 'screws' },
      { loggedIn: false },
    );
    expect(names(columns)).toEqual([
      ['all:Werkzeug', 'Befestigung', 'Arbeitsschutz'],
      ['all:Befestigung', 'Schrauben', 'Muttern'],
      ['all:Schrauben', 'M8'],
    ]);
    expect(columns[0]?.entries.find((entry) => entry.isSelected)?.name).toBe('Befestigung');
    expect(columns[1]?.entries.find((entry) => entry.isSelected)?.name).toBe('Schrauben');
  });

  it('does not list a folder parent first, and marks folder entries', () => {
    const columns = buildMegaMenuColumns(tree, { itemId: 'tools', categoryId: 'safety' }, { loggedIn: false });
    expect(names(columns)[1]).toEqual(['Handschuhe']);
    expect(columns[0]?.entries.find((entry) => entry.element.id === 'safety')?.isFolder).toBe(true);
  });

  it.each([
    ['a folder item', 'brands'],
    ['an item without children', 'sale'],
    ['an unknown item', 'missing'],
  ])('opens nothing for %s', (_label, itemId) => {
    expect(buildMegaMenuColumns(tree, { itemId }, { loggedIn: true })).toEqual([]);
  });

  it('stops at a selected leaf (no empty column)', () => {
    const columns = buildMegaMenuColumns(
      tree,
      { itemId: 'tools', categoryId: 'fasteners', subcategoryId: 'nuts' },
      { loggedIn: false },
    );
    expect(columns).toHaveLength(2);
  });

  it('attaches counts from the counters by category id (storefront.md §2 product counts)', () => {
    const counters = { tools: { total: 40, available: 30 }, fasteners: { total: 12, available: 12 } };
    const [first] = buildMegaMenuColumns(tree, { itemId: 'tools' }, { loggedIn: true, counters });
    expect(first?.entries.map((entry) => entry.count)).toEqual([
      { available: 30, total: 40 },
      { available: 12 },
      undefined,
    ]);
  });
});

describe('megaMenuCount (storefront.md §2, §6: available of total only when logged in)', () => {
  it.each([
    [{ total: 40, available: 30 }, true, { available: 30, total: 40 }],
    [{ total: 40, available: 30 }, false, { available: 30 }],
    [{ total: 12, available: 12 }, true, { available: 12 }],
    [undefined, true, undefined],
  ])('counter %o, logged in %s → %o', (counter, loggedIn, expected) => {
    expect(megaMenuCount(counter, loggedIn)).toEqual(expected);
  });
});
