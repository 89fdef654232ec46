import type { FilterGroup, FilterOption } from './FilterPanel';

/** A tiny media image for the media display type (inline SVG, no network). */
const swatchImage = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="4" fill="${fill}"/><path d="M8 24 16 8l8 16z" fill="#fff"/></svg>`)}`;

/** The demo catalogue's filterable groups (storefront.md §3 property group): thread, material, colour, head type. */
export const listingFilterGroups: FilterGroup[] = [
  {
    id: 'thread',
    name: 'Thread',
    displayType: 'text',
    options: [
      { id: 'm4', name: 'M4', count: 12, selected: false },
      { id: 'm5', name: 'M5', count: 18, selected: false },
      { id: 'm6', name: 'M6', count: 31, selected: false },
      { id: 'm8', name: 'M8', count: 42, selected: true },
      { id: 'm10', name: 'M10', count: 27, selected: false },
      { id: 'm12', name: 'M12', count: 9, selected: false },
      { id: 'm16', name: 'M16', count: 4, selected: false },
      { id: 'm20', name: 'M20', count: 0, selected: false },
      { id: 'm24', name: 'M24', count: 2, selected: false },
      { id: 'm30', name: 'M30', count: 1, selected: false },
    ],
  },
  {
    id: 'material',
    name: 'Material',
    displayType: 'select',
    options: [
      { id: 'steel', name: 'Steel', count: 30, selected: false },
      { id: 'stainless', name: 'Stainless steel A2', count: 12, selected: false },
      { id: 'brass', name: 'Brass', count: 0, selected: false },
    ],
  },
  {
    id: 'colour',
    name: 'Colour',
    displayType: 'color',
    options: [
      { id: 'red', name: 'Red', count: 5, selected: true, colorHexCode: '#c62828' },
      { id: 'blue', name: 'Blue', count: 8, selected: false, colorHexCode: '#1565c0' },
      { id: 'yellow', name: 'Yellow', count: 3, selected: false, colorHexCode: '#f9a825' },
      { id: 'black', name: 'Black', count: 11, selected: false, colorHexCode: '#212121' },
      { id: 'white', name: 'White', count: 0, selected: false, colorHexCode: '#ffffff' },
    ],
  },
  {
    id: 'head',
    name: 'Head type',
    displayType: 'media',
    options: [
      { id: 'hex', name: 'Hexagon head', count: 20, selected: false, imageUrl: swatchImage('#455a64') },
      { id: 'socket', name: 'Socket head', count: 14, selected: false, imageUrl: swatchImage('#6d4c41') },
      { id: 'pan', name: 'Pan head', count: 6, selected: false, imageUrl: null },
    ],
  },
];

/** Manufacturers of the listing. */
export const listingManufacturers: FilterOption[] = [
  { id: 'bossard', name: 'Bossard', count: 17, selected: false },
  { id: 'fischer', name: 'fischer', count: 23, selected: false },
  { id: 'wuerth', name: 'Würth', count: 40, selected: true },
];
