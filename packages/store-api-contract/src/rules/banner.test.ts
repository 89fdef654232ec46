import { describe, expect, it } from 'vitest';
import { bannerFieldNames, completeBanners } from './banner';

function bannerFields(slot: 1 | 2, values: Partial<Record<'title' | 'subtitle' | 'link' | 'image', unknown>>) {
  const names = bannerFieldNames(slot);
  return Object.fromEntries(
    Object.entries(values).map(([field, value]) => [names[field as keyof typeof names], value]),
  );
}

const full = { title: 'Schrauben', subtitle: 'Jetzt 10 % sparen', link: '/aktion', image: '/media/banner.webp' };

describe('completeBanners (storefront.md §2 mega menu banners)', () => {
  it('keeps both banners when each has title, subtitle, link and image', () => {
    const banners = completeBanners({ customFields: { ...bannerFields(1, full), ...bannerFields(2, full) } });
    expect(banners.map((banner) => banner.slot)).toEqual([1, 2]);
    expect(banners[0]).toEqual({ slot: 1, ...full });
  });

  it.each(['title', 'subtitle', 'link', 'image'] as const)('drops a banner whose %s is missing or blank', (field) => {
    const customFields = {
      ...bannerFields(1, { ...full, [field]: undefined }),
      ...bannerFields(2, { ...full, [field]: '   ' }),
    };
    expect(completeBanners({ customFields })).toEqual([]);
  });

  it('keeps the second banner when only the first is incomplete', () => {
    const customFields = { ...bannerFields(1, { ...full, image: null }), ...bannerFields(2, full) };
    expect(completeBanners({ customFields })).toEqual([{ slot: 2, ...full }]);
  });

  it('answers no banners for a category without custom fields or with non-text values', () => {
    expect(completeBanners(undefined)).toEqual([]);
    expect(completeBanners({ customFields: null })).toEqual([]);
    expect(completeBanners({ customFields: bannerFields(1, { ...full, title: 42 }) })).toEqual([]);
  });
});
