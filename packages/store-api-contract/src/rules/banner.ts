/**
 * Mega-menu banners (storefront.md §2 navigation and mega menu, §3 navigation element):
 * two per category, each with title, subtitle, link and image, shown only when all four are present.
 * The fields live in the category's custom fields; their names are fixed here once for server and client.
 */

/** Custom-field names of banner `n` (1 or 2) on a category. */
export function bannerFieldNames(n: 1 | 2): { title: string; subtitle: string; link: string; image: string } {
  const prefix = `ratchet_category_banner_${n}`;
  return { title: `${prefix}_title`, subtitle: `${prefix}_subtitle`, link: `${prefix}_url`, image: `${prefix}_image` };
}

/** A complete banner, ready to render. */
export interface Banner {
  /** 1 or 2: which of the category's two banner slots it came from. */
  slot: 1 | 2;
  title: string;
  subtitle: string;
  /** Target URL of the banner. */
  link: string;
  /** Image URL. */
  image: string;
}

/** The part of a category (navigation element) the banners are read from. */
export interface BannerSource {
  customFields?: Readonly<Record<string, unknown>> | null;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The category's banners that have title, subtitle, link and image, in slot order (at most two). */
export function completeBanners(category: BannerSource | null | undefined): Banner[] {
  const fields = category?.customFields ?? {};
  const banners: Banner[] = [];
  for (const slot of [1, 2] as const) {
    const names = bannerFieldNames(slot);
    const title = text(fields[names.title]);
    const subtitle = text(fields[names.subtitle]);
    const link = text(fields[names.link]);
    const image = text(fields[names.image]);
    if (title && subtitle && link && image) banners.push({ slot, title, subtitle, link, image });
  }
  return banners;
}
