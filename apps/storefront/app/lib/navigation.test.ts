import type { NavigationElement } from '@ratchet/commerce-hooks';
import { describe, expect, it } from 'vitest';
import { bannerImageUrls, navigationHref, toShellNavigation } from './navigation';

function element(overrides: Partial<NavigationElement> & Pick<NavigationElement, 'id'>): NavigationElement {
  return {
    parentId: null,
    type: 'page',
    name: overrides.id,
    translated: { name: `${overrides.id} (translated)`, description: null, badge: null, customFields: {} },
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
    seoUrl: null,
    seoUrls: [],
    productAssignmentType: 'product',
    apiAlias: 'category',
    ...overrides,
  };
}

describe('navigation elements for the shell (storefront.md §2 navigation and mega menu)', () => {
  it('links a category to its own URL below the domain and a folder nowhere', () => {
    const [category, folder] = toShellNavigation([
      element({ id: 'screws', seoUrl: 'befestigungstechnik/schrauben/' }),
      element({ id: 'folder', type: 'folder', seoUrl: 'ignored/' }),
    ]);
    expect(category?.href).toBe('/befestigungstechnik/schrauben/');
    expect(category?.translated?.name).toBe('screws (translated)');
    expect(folder?.href).toBeNull();
  });

  it('uses the external link of a link category (new tab when asked) and the internal link as a route', () => {
    const [external, internal] = toShellNavigation([
      element({ id: 'ext', type: 'link', externalLink: 'https://example.com/', linkNewTab: true }),
      element({ id: 'int', type: 'link', internalLink: 'a b', linkNewTab: true }),
    ]);
    expect(external).toMatchObject({ href: 'https://example.com/', newTab: true });
    expect(internal).toMatchObject({ href: '/navigation/a%20b', newTab: false });
  });

  it.each([
    ['the page the store-API resolved it to', { internalLink: '/kontakt', seoUrl: '/kontakt/' }, '/kontakt/'],
    ['its fragment with it', { internalLink: '/kontakt#wien', seoUrl: '/kontakt/#wien' }, '/kontakt/#wien'],
    ['a path of the shop as it is, never /navigation/%2F…', { internalLink: '/blog' }, '/blog'],
    ['an id to its /navigation/:internalLink page', { internalLink: 'c0ffee' }, '/navigation/c0ffee'],
  ])(
    'links an internal link (storefront.md §2 navigation: internal link, localized route) to %s',
    (_case, link, href) => {
      const [internal] = toShellNavigation([element({ id: 'int', type: 'link', linkType: 'internal', ...link })]);
      expect(internal?.href).toBe(href);
      expect(internal?.newTab).toBe(false);
    },
  );

  it('maps children, badge and the icon only when the category has an icon file', () => {
    const media = {
      id: 'm',
      url: 'https://cdn.test/icon.svg',
      alt: null,
      title: null,
      mimeType: 'image/svg+xml',
      fileExtension: 'svg',
    } as NavigationElement['media'];
    const [parent] = toShellNavigation([
      element({
        id: 'parent',
        media,
        extensions: { category_icon_media: { hasFile: true } },
        children: [
          element({
            id: 'child',
            media,
            translated: { name: 'Kind', description: null, badge: 'Neu', customFields: {} },
          }),
        ],
      }),
    ]);
    expect(parent?.iconUrl).toBe('https://cdn.test/icon.svg');
    expect(parent?.children?.[0]).toMatchObject({
      id: 'child',
      badge: 'Neu',
      iconUrl: null,
      href: '/navigation/child',
    });
  });

  it('puts internal targets under the domain prefix for page links', () => {
    const domain = { pathPrefix: '/de-at' } as Parameters<typeof navigationHref>[0];
    expect(navigationHref(domain, element({ id: 'x', seoUrl: '/werkzeug/' }))).toEqual({
      href: '/de-at/werkzeug/',
      external: false,
    });
  });

  it('finds the banner images the store-API answered beside the banner fields (storefront.md §2 mega menu banners)', () => {
    const media = (id: string) => ({ id, url: `https://api.test/media/${id}.svg` });
    const url = bannerImageUrls([
      element({ id: 'a', extensions: { category_icon_media: { hasFile: false } } }),
      { id: 'b', type: 'page', name: 'b', extensions: { category_banner_media: [media('m1'), media('m2')] } },
    ]);
    expect(url('m2')).toBe('https://api.test/media/m2.svg');
    expect(url('unknown')).toBe('');
  });
});
