/**
 * Mega-menu column building (storefront.md §2 navigation and mega menu, §6 roles and permissions).
 * Hovering a main item with children opens three columns: categories, subcategories, sub-subcategories.
 * Each column lists its parent first (labelled 'all products') unless the parent is a folder.
 */

/** The part of a navigation element (storefront.md §3) the mega menu needs. */
export interface MegaMenuElement {
  id: string;
  /** 'page', 'folder' or 'link'. */
  type?: string | null;
  name?: string | null;
  translated?: { name?: string | null } | null;
  children?: readonly MegaMenuElement[] | null;
}

/** A category counter (storefront.md §3): products in the category, in total and available. */
export interface CategoryCounter {
  total: number;
  available: number;
}

/** What a column entry shows as its product count. `total` is set only when 'available of total' is shown. */
export interface MegaMenuCount {
  available: number;
  total?: number;
}

/** One entry of a mega-menu column. */
export interface MegaMenuEntry<Element extends MegaMenuElement = MegaMenuElement> {
  /** The navigation element (for its link, icon and badge). */
  element: Element;
  /** Name to show; for the parent entry the UI shows its 'all products' text instead. */
  name: string;
  /** True for the column's parent itself, labelled 'all products'. */
  isAllProducts: boolean;
  /** Folder-type elements have no link and open nothing. */
  isFolder: boolean;
  /** True when the element has children (the entry shows an arrow). */
  hasChildren: boolean;
  /** True when this entry is the selected one of its column. */
  isSelected: boolean;
  /** Product count, when a counter exists for the element. */
  count?: MegaMenuCount;
}

/** One of the (up to) three columns. */
export interface MegaMenuColumn<Element extends MegaMenuElement = MegaMenuElement> {
  /** The element whose children the column lists. */
  parent: Element;
  entries: MegaMenuEntry<Element>[];
}

/** Which main item is hovered and which entries are selected in columns one and two. */
export interface MegaMenuSelection {
  /** The hovered main-navigation item. */
  itemId: string;
  /** Selected entry of the first column (a category). */
  categoryId?: string | null;
  /** Selected entry of the second column (a subcategory). */
  subcategoryId?: string | null;
}

export interface MegaMenuOptions {
  /** Logged-in users see 'available of total' when the two differ (storefront.md §2, §6). */
  loggedIn: boolean;
  /** Counters keyed by category id. */
  counters?: Readonly<Record<string, CategoryCounter>> | null;
}

/** The number of columns the mega menu has (storefront.md §9: 3 levels). */
export const megaMenuColumnCount = 3;

/** True when the element is a folder (no link, opens nothing). */
export function isFolder(element: MegaMenuElement): boolean {
  return element.type === 'folder';
}

/** The element's display name (translated first). */
export function elementName(element: MegaMenuElement): string {
  return element.translated?.name ?? element.name ?? '';
}

/**
 * The count an entry shows: logged-in users see available and total when they differ;
 * anonymous users (and equal values) see only the available count (storefront.md §2).
 */
export function megaMenuCount(counter: CategoryCounter | undefined, loggedIn: boolean): MegaMenuCount | undefined {
  if (!counter) return undefined;
  if (loggedIn && counter.available !== counter.total) return { available: counter.available, total: counter.total };
  return { available: counter.available };
}

function childrenOf<Element extends MegaMenuElement>(element: Element): Element[] {
  return (element.children ?? []) as Element[];
}

function entry<Element extends MegaMenuElement>(
  element: Element,
  isAllProducts: boolean,
  isSelected: boolean,
  options: MegaMenuOptions,
): MegaMenuEntry<Element> {
  const children = childrenOf(element);
  const count = megaMenuCount(options.counters?.[element.id], options.loggedIn);
  return {
    element,
    name: elementName(element),
    isAllProducts,
    isFolder: isFolder(element),
    hasChildren: !isAllProducts && children.length > 0,
    isSelected,
    ...(count ? { count } : {}),
  };
}

function column<Element extends MegaMenuElement>(
  parent: Element,
  selectedId: string | null | undefined,
  options: MegaMenuOptions,
): MegaMenuColumn<Element> {
  const entries = childrenOf(parent).map((child) => entry(child, false, child.id === selectedId, options));
  if (!isFolder(parent)) entries.unshift(entry(parent, true, false, options));
  return { parent, entries };
}

/**
 * Builds the mega-menu columns for the hovered main item. Answers no columns when the item is unknown,
 * is a folder, or has no children (the menu does not open). Columns two and three appear once an entry
 * with children is selected in the column before.
 */
export function buildMegaMenuColumns<Element extends MegaMenuElement>(
  tree: readonly Element[],
  selection: MegaMenuSelection,
  options: MegaMenuOptions,
): MegaMenuColumn<Element>[] {
  const item = tree.find((element) => element.id === selection.itemId);
  if (!item || isFolder(item) || childrenOf(item).length === 0) return [];

  const columns: MegaMenuColumn<Element>[] = [column(item, selection.categoryId, options)];
  const selectedIds = [selection.categoryId, selection.subcategoryId];
  let parent: Element = item;
  for (let level = 0; level < megaMenuColumnCount - 1; level++) {
    const selected = childrenOf(parent).find((child) => child.id === selectedIds[level]);
    if (!selected || childrenOf(selected).length === 0) break;
    columns.push(column(selected, selectedIds[level + 1], options));
    parent = selected;
  }
  return columns;
}
