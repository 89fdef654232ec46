/**
 * Mega-menu banners (storefront.md §2 navigation and mega menu, §3 navigation element):
 * two per category, each with title, subtitle, link and image, shown only when all four are present.
 * The fields live in the category's custom fields (`ratchet_banner_{1,2}_{title,subtitle,url,media_id}`, as the
 * store-API seeds them); the translated custom fields win over the untranslated ones.
 */

/** Custom-field names of banner `n` (1 or 2) on a category. */
export function bannerFieldNames(n: 1 | 2): { title: string; subtitle: string; link: string; mediaId: string } {
  const prefix = `ratchet_banner_${n}`;
  return {
    title: `${prefix}_title`,
    subtitle: `${prefix}_subtitle`,
    link: `${prefix}_url`,
    mediaId: `${prefix}_media_id`,
  };
}

/** A complete banner, ready to render. */
export interface Banner {
  /** 1 or 2: which of the category's two banner slots it came from. */
  slot: 1 | 2;
  title: string;
  subtitle: string;
  /** Target URL of the banner. */
  link: string;
  /** The image's media id. */
  mediaId: string;
  /** The image URL, when a `mediaUrl` resolver was given. */
  image?: string;
}

/** The part of a category (navigation element) the banners are read from. */
export interface BannerSource {
  customFields?: Readonly<Record<string, unknown>> | null;
  translated?: { customFields?: Readonly<Record<string, unknown>> | null } | null;
}

export interface CompleteBannersOptions {
  /** Builds the image URL from a media id (e.g. `${storeApiUrl}/media/${id}.svg`). */
  mediaUrl?: (mediaId: string) => string;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The category's banners that have title, subtitle, link and image, in slot order (at most two). */
export function completeBanners(
  category: BannerSource | null | undefined,
  options: CompleteBannersOptions = {},
): Banner[] {
  const translated = category?.translated?.customFields ?? {};
  const untranslated = category?.customFields ?? {};
  const field = (name: string) => text(translated[name]) ?? text(untranslated[name]);
  const banners: Banner[] = [];
  for (const slot of [1, 2] as const) {
    const names = bannerFieldNames(slot);
    const title = field(names.title);
    const subtitle = field(names.subtitle);
    const link = field(names.link);
    const mediaId = field(names.mediaId);
    if (!title || !subtitle || !link || !mediaId) continue;
    const image = options.mediaUrl?.(mediaId);
    banners.push({ slot, title, subtitle, link, mediaId, ...(image ? { image } : {}) });
  }
  return banners;
}
