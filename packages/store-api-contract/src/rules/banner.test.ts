import { describe, expect, it } from 'vitest';
import { bannerFieldNames, completeBanners } from './banner';

type Field = 'title' | 'subtitle' | 'link' | 'mediaId';

function bannerFields(slot: 1 | 2, values: Partial<Record<Field, unknown>>) {
  const names = bannerFieldNames(slot);
  return Object.fromEntries(Object.entries(values).map(([field, value]) => [names[field as Field], value]));
}

const full = { title: 'Schrauben', subtitle: 'Jetzt 10 % sparen', link: '/aktion', mediaId: 'media-1' };

describe('completeBanners (storefront.md §2 mega menu banners)', () => {
  it('keeps both banners when each has title, subtitle, link and image', () => {
    const banners = completeBanners({ customFields: { ...bannerFields(1, full), ...bannerFields(2, full) } });
    expect(banners.map((banner) => banner.slot)).toEqual([1, 2]);
    expect(banners[0]).toEqual({ slot: 1, ...full });
  });

  it('reads the store-API field names ratchet_banner_{n}_…', () => {
    expect(bannerFieldNames(2)).toEqual({
      title: 'ratchet_banner_2_title',
      subtitle: 'ratchet_banner_2_subtitle',
      link: 'ratchet_banner_2_url',
      mediaId: 'ratchet_banner_2_media_id',
    });
  });

  it.each(['title', 'subtitle', 'link', 'mediaId'] as const)('drops a banner whose %s is missing or blank', (field) => {
    const customFields = {
      ...bannerFields(1, { ...full, [field]: undefined }),
      ...bannerFields(2, { ...full, [field]: '   ' }),
    };
    expect(completeBanners({ customFields })).toEqual([]);
  });

  it('keeps the second banner when only the first is incomplete', () => {
    const customFields = { ...bannerFields(1, { ...full, mediaId: null }), ...bannerFields(2, full) };
    expect(completeBanners({ customFields })).toEqual([{ slot: 2, ...full }]);
  });

  it('prefers the translated custom fields and builds the image URL', () => {
    const banners = completeBanners(
      {
        customFields: bannerFields(1, full),
        translated: { customFields: bannerFields(1, { title: 'Schroeven' }) },
      },
      { mediaUrl: (id) => `/store-api/media/${id}.svg` },
    );
    expect(banners).toEqual([{ slot: 1, ...full, title: 'Schroeven', image: '/store-api/media/media-1.svg' }]);
  });

  it('answers no banners for a category without custom fields or with non-text values', () => {
    expect(completeBanners(undefined)).toEqual([]);
    expect(completeBanners({ customFields: null })).toEqual([]);
    expect(completeBanners({ customFields: bannerFields(1, { ...full, title: 42 }) })).toEqual([]);
  });
});
