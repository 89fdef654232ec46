import type { NavigationElement } from '@ratchet/commerce-hooks';
import { completeBanners } from '@ratchet/store-api-contract/rules';
import { describe, expect, it } from 'vitest';
import { slimNavigation } from './commerceData.server';
import { bannerImageUrls, toShellNavigation } from './navigation';

const media = (id: string): NonNullable<NavigationElement['media']> => ({
  id,
  url: `https://api.test/media/${id}.svg`,
  alt: null,
  title: 'drawing',
  mimeType: 'image/svg+xml',
  fileExtension: 'svg',
  width: 400,
  height: 300,
  thumbnails: [],
  apiAlias: 'media',
});

const bannerFields = {
  ratchet_banner_1_title: 'Schrauben',
  ratchet_banner_1_subtitle: 'Neu im Sortiment',
  ratchet_banner_1_url: '/parts-products/',
  ratchet_banner_1_media_id: 'banner-1',
  ratchet_banner_2_title: 'Aktion',
  ratchet_banner_2_subtitle: 'Schrauben',
  ratchet_banner_2_url: '/services/',
  ratchet_banner_2_media_id: 'banner-2',
};

function element(overrides: Partial<NavigationElement> & Pick<NavigationElement, 'id'>): NavigationElement {
  return {
    parentId: null,
    type: 'page',
    name: overrides.id,
    translated: { name: overrides.id, description: 'long text', badge: null, customFields: {} },
    customFields: {},
    level: 1,
    position: 0,
    path: null,
    breadcrumb: [],
    childCount: 0,
    children: null,
    linkType: null,
    externalLink: null,
    internalLink: null,
    linkNewTab: false,
    media: null,
    extensions: { category_icon_media: { hasFile: false } },
    seoUrl: `/${overrides.id}/`,
    seoUrls: [],
    productAssignmentType: 'product',
    apiAlias: 'category',
    ...overrides,
  };
}

describe('the layout slims the navigation but keeps what the mega menu shows (storefront.md §2 navigation and mega menu)', () => {
  const tree = [
    element({
      id: 'fastening',
      media: media('icon'),
      extensions: {
        category_icon_media: { hasFile: true },
        category_banner_media: [media('banner-1'), media('banner-2')],
      },
      translated: {
        name: 'Befestigungstechnik',
        description: null,
        badge: 'Neu',
        customFields: { ...bannerFields, erp_note: 'not for the page' },
      },
      children: [
        element({
          id: 'screws',
          media: media('no-file'),
          translated: { name: 'Schrauben', description: null, badge: null, customFields: bannerFields },
        }),
      ],
    }),
  ];
  const slim = slimNavigation(tree);

  it('keeps the icon of a category with an icon file and drops media without one', () => {
    const [top] = toShellNavigation(slim);
    expect(top?.iconUrl).toBe('https://api.test/media/icon.svg');
    expect(top?.badge).toBe('Neu');
    expect(top?.children?.[0]?.iconUrl).toBeNull();
    expect(slim[0]?.children?.[0]).not.toHaveProperty('media');
  });

  it('keeps both complete banners of a main item with their images, and nothing else of the custom fields', () => {
    const [top] = toShellNavigation(slim);
    const banners = completeBanners(top, { mediaUrl: bannerImageUrls(slim) });
    expect(banners.map((banner) => [banner.title, banner.link, banner.image])).toEqual([
      ['Schrauben', '/parts-products/', 'https://api.test/media/banner-1.svg'],
      ['Aktion', '/services/', 'https://api.test/media/banner-2.svg'],
    ]);
    expect(slim[0]?.translated.customFields).not.toHaveProperty('erp_note');
    // Below the main items no menu shows banners: their fields stay out of the page.
    expect(slim[0]?.children?.[0]?.translated).not.toHaveProperty('customFields');
  });

  it('carries no SEO URL lists, descriptions or media sizes into the page, and nothing extra on plain elements', () => {
    expect(Object.keys(slim[0]?.children?.[0] ?? {}).sort()).toEqual([
      'children',
      'externalLink',
      'id',
      'internalLink',
      'linkNewTab',
      'name',
      'seoUrl',
      'translated',
      'type',
    ]);
    const json = JSON.stringify(slim);
    expect(json).not.toContain('seoUrls');
    expect(json).not.toContain('long text');
    expect(json).not.toContain('thumbnails');
  });
});
