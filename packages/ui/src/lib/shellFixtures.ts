import { bannerFieldNames } from '@ratchet/store-api-contract/rules';
import type { ShellNavigationElement } from './shellLink';

// Demo navigation data shared by the shell components' stories and tests (not exported from the package).

/** Countries navigation: countries with two levels of links. */
export const demoCountries: ShellNavigationElement[] = [
  {
    id: 'at',
    name: 'Österreich',
    href: '/at',
    children: [
      {
        id: 'at-vienna',
        name: 'Wien',
        href: '/at/wien',
        children: [{ id: 'at-vienna-shop', name: 'Shop Simmering', href: '/at/wien/simmering' }],
      },
      { id: 'at-graz', name: 'Graz', href: '/at/graz' },
    ],
  },
  {
    id: 'be',
    name: 'Belgien',
    href: '/be',
    children: [
      { id: 'be-antwerp', name: 'Antwerpen', href: '/be/antwerpen' },
      { id: 'be-liege', name: 'Liège', href: '/be/liege' },
    ],
  },
  { id: 'export', name: 'Export', href: 'https://export.example.com', newTab: true },
];

/** Service navigation: more than three items, some with children. */
export const demoService: ShellNavigationElement[] = [
  {
    id: 'svc-about',
    name: 'About us',
    href: '/about',
    children: [
      { id: 'svc-team', name: 'Team', href: '/about/team' },
      { id: 'svc-jobs', name: 'Jobs', href: '/about/jobs' },
    ],
  },
  { id: 'svc-services', name: 'Services', href: '/services/' },
  { id: 'svc-contact', name: 'Contact', href: '/contact' },
  { id: 'svc-blog', name: 'Blog', href: '/blog' },
  { id: 'svc-catalogue', name: 'Catalogues', href: '/catalogues' },
];

const banner = (n: 1 | 2, title: string) => {
  const names = bannerFieldNames(n);
  return {
    [names.title]: title,
    [names.subtitle]: 'Now in stock',
    [names.link]: `/promo/${n}`,
    [names.mediaId]: `banner-${n}`,
  };
};

/** Banner image resolver for the demo data: a coloured drawing per media id. */
export const demoBannerImageUrl = (mediaId: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120"><rect width="240" height="120" fill="${mediaId.endsWith('1') ? '#2f5bd3' : '#1f8a4c'}"/></svg>`,
  );

/** A category icon as an inline SVG (stories and tests load no files). */
export const demoIconUrl = (color: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><circle cx="10" cy="10" r="8" fill="${color}"/></svg>`,
  );

/** Main navigation: a category tree three levels deep, a folder and a leaf. */
export const demoMain: ShellNavigationElement[] = [
  {
    id: 'fasteners',
    name: 'Fasteners',
    href: '/fasteners',
    customFields: { ...banner(1, 'Stainless screws'), ...banner(2, 'Anchor week') },
    children: [
      {
        id: 'screws',
        name: 'Screws',
        href: '/fasteners/screws',
        badge: 'New',
        children: [
          { id: 'hex-screws', name: 'Hex screws', href: '/fasteners/screws/hex' },
          {
            id: 'wood-screws',
            name: 'Wood screws',
            href: '/fasteners/screws/wood',
            children: [{ id: 'chipboard', name: 'Chipboard screws', href: '/fasteners/screws/wood/chipboard' }],
          },
        ],
      },
      {
        id: 'nuts',
        name: 'Nuts',
        href: '/fasteners/nuts',
        children: [{ id: 'hex-nuts', name: 'Hex nuts', href: '/fasteners/nuts/hex' }],
      },
      { id: 'washers', name: 'Washers', href: '/fasteners/washers' },
    ],
  },
  {
    id: 'ppe',
    name: 'Protective equipment',
    type: 'folder',
    children: [{ id: 'gloves', name: 'Gloves', href: '/ppe/gloves' }],
  },
  { id: 'tools', name: 'Tools', href: '/tools', children: [{ id: 'drills', name: 'Drills', href: '/tools/drills' }] },
  { id: 'sale', name: 'Sale', href: '/sale' },
];

/** Category counters for the demo tree. */
export const demoCounters: Record<string, { total: number; available: number }> = {
  fasteners: { total: 1200, available: 1100 },
  screws: { total: 800, available: 750 },
  'hex-screws': { total: 300, available: 300 },
  'wood-screws': { total: 500, available: 450 },
  nuts: { total: 250, available: 240 },
  washers: { total: 150, available: 150 },
};
