/**
 * The meta info of a page (storefront.md §3 Meta info: title, description, keywords, robots default
 * 'index, follow', canonical; §9 robots default) as the page-by-path answer carries it. Pure.
 */
import type { ResolvedPage } from '@ratchet/store-api-contract';

/** storefront.md §3, §9: robots when a page says nothing else. */
export const defaultRobots = 'index, follow';

/** Search engines show about 155–160 characters of a description; a longer one is cut at a word. */
export const metaDescriptionMaxLength = 160;

/**
 * A description fit for `<meta name="description">`: markup removed, whitespace collapsed, at most
 * {@link metaDescriptionMaxLength} characters (cut at the last whole word, with '…'); null when nothing is left.
 */
export function metaDescription(text: string | null | undefined): string | null {
  if (!text) return null;
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain === '') return null;
  if (plain.length <= metaDescriptionMaxLength) return plain;
  const cut = plain.slice(0, metaDescriptionMaxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > metaDescriptionMaxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** The page's meta info: its own title (the stored meta title, else its name) and description, the canonical path. */
export function pageMeta(page: {
  name: string;
  metaTitle?: string | null;
  description: string | null;
  canonical: string;
}): ResolvedPage['meta'] {
  return {
    title: page.metaTitle?.trim() || page.name,
    description: metaDescription(page.description),
    keywords: null,
    robots: defaultRobots,
    canonical: page.canonical,
  };
}
