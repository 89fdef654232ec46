import type { Media, PropertyGroup, PropertyOption } from '@ratchet/store-api-contract';
import { presentMedia } from '../present/media';
import type { Database } from '../../../platform/db/db';

/** A category as the catalogue queries need it (one language). */
export interface CategoryEntry {
  id: string;
  parentId: string | null;
  path: string[];
  level: number;
  position: number;
  type: 'page' | 'folder' | 'link';
  name: string;
  description: string | null;
  badge: string | null;
  customFields: Record<string, string>;
  linkType: 'external' | 'internal' | null;
  externalLink: string | null;
  internalLink: string | null;
  linkNewTab: boolean;
  iconMediaId: string | null;
  productAssignment: boolean;
  /** Relative storefront path (`/befestigungstechnik/schrauben/`) in this language; null without SEO URL. */
  seoPath: string | null;
  /**
   * An internal link's target page (storefront.md §2: a category of type link with an internal link): the canonical
   * path in this language of the page the link names — by id, or by an SEO path of any language (`/kontakt` →
   * `/kontakt/`), fragment kept; null for other categories and for links to no stored page.
   */
  linkTarget: string | null;
  /** The page's meta title and description (storefront.md §3 meta info); null when none is stored. */
  metaTitle: string | null;
  metaDescription: string | null;
  childCount: number;
}

/**
 * The small, static part of the catalogue per language — categories, property groups and
 * options, manufacturers, media — loaded once and kept in memory, so product queries only touch
 * product tables. The seed runs before a server starts; tests use a fresh database each.
 */
export interface CatalogDictionary {
  languageId: string;
  localeCode: string;
  categories: Map<string, CategoryEntry>;
  groups: Map<string, PropertyGroup>;
  options: Map<string, Omit<PropertyOption, 'group'>>;
  manufacturers: Map<string, { id: string; name: string; link: string | null; mediaId: string | null }>;
  media: Map<string, { id: string; kind: string; title: string; alt: string | null }>;
  /**
   * Search texts of the first products (a deterministic sample): a term found in at least 2 % of
   * them matches many rows, so the search reads sequentially up to its candidate limit instead of
   * building a large trigram bitmap first.
   */
  searchSample: string[];
  /** Media object of a media id, with its URL on this server. */
  mediaObject(mediaId: string | null): Media | null;
}

/** `/kontakt#wien` with the target's SEO path `kontakt/` → `/kontakt/#wien`; null without a target. */
function internalLinkTarget(internalLink: string | null, seoPath: string | undefined): string | null {
  if (internalLink === null || seoPath === undefined) return null;
  const hash = internalLink.indexOf('#');
  return `/${seoPath}${hash >= 0 ? internalLink.slice(hash) : ''}`;
}

const cache = new WeakMap<Database, Map<string, Promise<CatalogDictionary>>>();

/** Drops the cached dictionaries of a database (after a re-seed in the same process). */
export function clearCatalogDictionary(db: Database): void {
  cache.delete(db);
}

/** The dictionary of a language (cached per database). */
export function catalogDictionary(db: Database, languageId: string, publicUrl: string): Promise<CatalogDictionary> {
  let perDb = cache.get(db);
  if (!perDb) {
    perDb = new Map();
    cache.set(db, perDb);
  }
  const key = `${languageId}|${publicUrl}`;
  let entry = perDb.get(key);
  if (!entry) {
    entry = loadDictionary(db, languageId, publicUrl);
    entry.catch(() => perDb.delete(key));
    perDb.set(key, entry);
  }
  return entry;
}

async function loadDictionary(db: Database, languageId: string, publicUrl: string): Promise<CatalogDictionary> {
  const [language, categories, groups, options, manufacturers, media, sample, linkTargets] = await Promise.all([
    db.query<{ locale_code: string }>('SELECT locale_code FROM language WHERE id = $1', [languageId]),
    db.query<{
      id: string;
      parent_id: string | null;
      path: string[];
      level: number;
      position: number;
      type: 'page' | 'folder' | 'link';
      name: string;
      description: string | null;
      badge: string | null;
      custom_fields: Record<string, string>;
      link_type: 'external' | 'internal' | null;
      external_link: string | null;
      internal_link: string | null;
      link_new_tab: boolean;
      icon_media_id: string | null;
      product_assignment: boolean;
      seo_path_info: string | null;
      meta_title: string | null;
      meta_description: string | null;
      child_count: number;
    }>(
      `SELECT c.id, c.parent_id, c.path, c.level, c.position, c.type, t.name, t.description, t.badge, t.custom_fields,
              t.meta_title, t.meta_description,
              c.link_type, c.external_link, c.internal_link, c.link_new_tab, c.icon_media_id, c.product_assignment,
              s.seo_path_info,
              (SELECT count(*)::int FROM category ch WHERE ch.parent_id = c.id AND ch.active AND ch.visible) AS child_count
         FROM category c
         JOIN category_translation t ON t.category_id = c.id AND t.language_id = $1
         LEFT JOIN seo_url s ON s.foreign_key = c.id AND s.language_id = $1 AND s.is_canonical
        WHERE c.active`,
      [languageId],
    ),
    db.query<{
      id: string;
      name: string;
      display_type: string;
      sorting_type: string;
      filterable: boolean;
      visible_on_product_detail_page: boolean;
      visible_in_search_results: boolean;
      visible_on_product_listing_page: boolean;
      position: number;
    }>(
      `SELECT g.*, t.name FROM property_group g
         JOIN property_group_translation t ON t.property_group_id = g.id AND t.language_id = $1`,
      [languageId],
    ),
    db.query<{ id: string; group_id: string; position: number; color_hex_code: string | null; name: string }>(
      `SELECT o.id, o.group_id, o.position, o.color_hex_code, t.name FROM property_option o
         JOIN property_option_translation t ON t.property_option_id = o.id AND t.language_id = $1`,
      [languageId],
    ),
    db.query<{ id: string; name: string; link: string | null; media_id: string | null }>(
      'SELECT id, name, link, media_id FROM manufacturer',
    ),
    db.query<{ id: string; kind: string; title: string; alt: string | null }>('SELECT id, kind, title, alt FROM media'),
    db.query<{ search_text: string }>(
      'SELECT search_text FROM product_translation WHERE language_id = $1 ORDER BY product_id LIMIT 2000',
      [languageId],
    ),
    // Internal links name their page by id or by a path: the page's own SEO path in this language.
    db.query<{ id: string; seo_path_info: string }>(
      `SELECT DISTINCT ON (c.id) c.id, own.seo_path_info
         FROM category c
         JOIN seo_url hit ON hit.foreign_key::text = c.internal_link
           OR hit.seo_path_info IN (btrim(split_part(c.internal_link, '#', 1), '/'),
                                    btrim(split_part(c.internal_link, '#', 1), '/') || '/')
         JOIN seo_url own ON own.foreign_key = hit.foreign_key AND own.language_id = $1 AND own.is_canonical
        WHERE c.active AND c.type = 'link' AND c.link_type = 'internal' AND c.internal_link IS NOT NULL
        ORDER BY c.id, (hit.language_id = $1) DESC`,
      [languageId],
    ),
  ]);
  const linkTargetOf = new Map(linkTargets.rows.map((row) => [row.id, row.seo_path_info]));
  const mediaMap = new Map(media.rows.map((row) => [row.id, row]));
  // Media objects are the same for every request of this dictionary (URLs on this server): built once each.
  const mediaObjects = new Map<string, Media>();
  return {
    languageId,
    localeCode: language.rows[0]?.locale_code ?? 'en-GB',
    categories: new Map(
      categories.rows.map((row) => [
        row.id,
        {
          id: row.id,
          parentId: row.parent_id,
          path: row.path,
          level: row.level,
          position: row.position,
          type: row.type,
          name: row.name,
          description: row.description,
          badge: row.badge,
          customFields: row.custom_fields ?? {},
          linkType: row.link_type,
          externalLink: row.external_link,
          internalLink: row.internal_link,
          linkNewTab: row.link_new_tab,
          iconMediaId: row.icon_media_id,
          productAssignment: row.product_assignment,
          seoPath: row.seo_path_info === null ? null : `/${row.seo_path_info}`,
          linkTarget: internalLinkTarget(row.internal_link, linkTargetOf.get(row.id)),
          metaTitle: row.meta_title,
          metaDescription: row.meta_description,
          childCount: row.child_count,
        },
      ]),
    ),
    groups: new Map(
      groups.rows.map((row) => [
        row.id,
        {
          id: row.id,
          name: row.name,
          translated: { name: row.name },
          displayType: row.display_type,
          sortingType: row.sorting_type,
          filterable: row.filterable,
          visibleOnProductDetailPage: row.visible_on_product_detail_page,
          visibleInSearchResults: row.visible_in_search_results,
          visibleOnProductListingPage: row.visible_on_product_listing_page,
          position: row.position,
          apiAlias: 'property_group' as const,
        },
      ]),
    ),
    options: new Map(
      options.rows.map((row) => [
        row.id,
        {
          id: row.id,
          groupId: row.group_id,
          name: row.name,
          translated: { name: row.name },
          position: row.position,
          colorHexCode: row.color_hex_code,
          media: null,
          apiAlias: 'property_group_option' as const,
        },
      ]),
    ),
    manufacturers: new Map(
      manufacturers.rows.map((row) => [row.id, { id: row.id, name: row.name, link: row.link, mediaId: row.media_id }]),
    ),
    media: mediaMap,
    searchSample: sample.rows.map((row) => row.search_text),
    mediaObject(mediaId) {
      if (!mediaId) return null;
      const cached = mediaObjects.get(mediaId);
      if (cached) return cached;
      const row = mediaMap.get(mediaId);
      if (!row) return null;
      const media = presentMedia(row, publicUrl);
      mediaObjects.set(mediaId, media);
      return media;
    },
  };
}

/** A full option (with its group) from the dictionary. */
export function optionWithGroup(dictionary: CatalogDictionary, optionId: string): PropertyOption | null {
  const option = dictionary.options.get(optionId);
  if (!option) return null;
  const group = dictionary.groups.get(option.groupId);
  if (!group) return null;
  return { ...option, group };
}
