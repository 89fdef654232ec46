import type { Hono } from 'hono';
import { errorCodes, readSeoUrl, resolvePage } from '@ratchet/store-api-contract';
import type { ResolvedPage, SeoUrl } from '@ratchet/store-api-contract';
import { queryProductRows } from '../../data/catalog/products';
import { productNumberPattern, productSeoPath } from '../../domain/catalog/slug';
import type { AppEnv } from '../../http/env';
import { StoreApiHttpError } from '../../http/errors';
import { route } from '../../http/route';
import { idsFromFilters } from './navigation';
import { catalogContext } from './shared';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `/a/b?x=1#y` → `a/b` (no leading or trailing slash, no query, decoded, lower-case kept). */
export function normalisePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(withoutQuery);
  } catch {
    decoded = withoutQuery;
  }
  return decoded.replace(/\/{2,}/g, '/').replace(/^\/+|\/+$/g, '');
}

function withRedirect(page: Omit<ResolvedPage, 'redirect'>, askedPath: string): ResolvedPage {
  const asked = `/${normalisePath(askedPath)}`;
  const canonical = page.canonicalPathInfo;
  const same = asked === canonical || `${asked}/` === canonical || asked === canonical.replace(/\/$/, '');
  return { ...page, redirect: same ? null : { to: canonical, status: 301 } };
}

export function registerPageRoutes(app: Hono<AppEnv>): void {
  route(app, resolvePage, async (input) => {
    const { body, deps, context, salesChannel } = input;
    const ctx = await catalogContext(input);
    const { dictionary } = ctx;
    const path = normalisePath(body.path);
    const meta = (title: string, description: string | null, canonical: string) => ({
      title,
      description,
      keywords: null,
      robots: 'index, follow',
      canonical,
    });

    const categoryPage = (categoryId: string) => {
      const entry = dictionary.categories.get(categoryId);
      if (!entry || entry.type !== 'page' || !entry.seoPath) return null;
      const ids = [...entry.path.slice(1), entry.id];
      return withRedirect(
        {
          cmsPage: { type: 'product_list', id: null },
          category: {
            id: entry.id,
            name: entry.name,
            path: ids,
            breadcrumb: ids.map((id) => dictionary.categories.get(id)?.name ?? ''),
          },
          product: null,
          landingPage: null,
          canonicalPathInfo: entry.seoPath,
          meta: meta(entry.name, entry.description, entry.seoPath),
        },
        body.path,
      );
    };
    const productPage = async (by: { id?: string; number?: string }) => {
      const found = by.id
        ? await deps.db.query<{ id: string }>('SELECT id FROM product WHERE id = $1 AND active', [by.id])
        : await deps.db.query<{ id: string }>('SELECT id FROM product WHERE product_number = $1 AND active', [
            by.number,
          ]);
      const id = found.rows[0]?.id;
      const [row] = id ? await queryProductRows(ctx, [id]) : [];
      if (!row) return null;
      const canonical = `/${productSeoPath(row.name, row.product_number)}`;
      return withRedirect(
        {
          cmsPage: { type: 'product_detail', id: null },
          category: null,
          product: { id: row.id, productNumber: row.product_number, name: row.name },
          landingPage: null,
          canonicalPathInfo: canonical,
          meta: meta(row.name, row.description, canonical),
        },
        body.path,
      );
    };
    const landingPage = async (cmsPageId: string, canonical: string) => {
      const { rows } = await deps.db.query<{
        id: string;
        name: string;
        sections: unknown[];
        meta_description: string | null;
      }>(
        `SELECT p.id, t.name, t.sections, t.meta_description FROM cms_page p
           JOIN cms_page_translation t ON t.cms_page_id = p.id AND t.language_id = $2 WHERE p.id = $1`,
        [cmsPageId, context.languageId],
      );
      const row = rows[0];
      if (!row) return null;
      return withRedirect(
        {
          cmsPage: { type: 'page', id: row.id },
          category: null,
          product: null,
          landingPage: { id: row.id, name: row.name, sections: row.sections },
          canonicalPathInfo: canonical,
          meta: meta(row.name, row.meta_description, canonical),
        },
        body.path,
      );
    };

    let page: ResolvedPage | null = null;
    const segments = path.split('/');
    const last = segments[segments.length - 1] ?? '';
    if (path === '') {
      page = salesChannel.homeCmsPageId ? await landingPage(salesChannel.homeCmsPageId, '/') : null;
    } else if (segments[0] === 'navigation' && segments.length === 2 && uuidPattern.test(last)) {
      page = categoryPage(last);
    } else if (segments[0] === 'detail' && segments.length === 2 && uuidPattern.test(last)) {
      page = await productPage({ id: last });
    } else if (productNumberPattern.test(last)) {
      page = await productPage({ number: last });
    } else {
      // SEO URL in the context's language first, then any language (a switched language redirects).
      const { rows } = await deps.db.query<{ foreign_key: string; route_name: string; language_id: string }>(
        `SELECT foreign_key, route_name, language_id FROM seo_url
          WHERE sales_channel_id = $1 AND seo_path_info = ANY ($2::text[])
          ORDER BY (language_id = $3) DESC LIMIT 1`,
        [salesChannel.id, [`${path}/`, path], context.languageId],
      );
      const hit = rows[0];
      if (hit?.route_name === 'frontend.navigation.page') page = categoryPage(hit.foreign_key);
      if (hit?.route_name === 'frontend.landing.page') {
        const own = await deps.db.query<{ seo_path_info: string }>(
          'SELECT seo_path_info FROM seo_url WHERE foreign_key = $1 AND language_id = $2 LIMIT 1',
          [hit.foreign_key, context.languageId],
        );
        page = await landingPage(hit.foreign_key, `/${own.rows[0]?.seo_path_info ?? `${path}/`}`);
      }
    }
    if (!page) throw new StoreApiHttpError(404, errorCodes.pageNotFound, `No page found for "/${path}".`);
    return page;
  });

  route(app, readSeoUrl, async (input) => {
    const { body, deps, salesChannel } = input;
    const foreignKeys = (idsFromFilters(body.filter, 'foreignKey') ?? []).filter((id) => uuidPattern.test(id));
    const languageIds = idsFromFilters(body.filter, 'languageId');
    const paths = idsFromFilters(body.filter, 'seoPathInfo');
    if (foreignKeys.length === 0 && !paths) {
      throw new StoreApiHttpError(
        400,
        errorCodes.validation,
        'Filter on foreignKey or seoPathInfo is required.',
        undefined,
        [
          {
            status: '400',
            code: errorCodes.validation,
            title: 'Bad Request',
            detail: 'filter required',
            source: { pointer: '/filter' },
          },
        ],
      );
    }
    const params: unknown[] = [salesChannel.id];
    const where = ['s.sales_channel_id = $1'];
    if (foreignKeys.length > 0) {
      params.push(foreignKeys);
      where.push(`s.foreign_key = ANY ($${params.length}::uuid[])`);
    }
    if (paths) {
      params.push(paths.map((p) => normalisePath(p)).flatMap((p) => [p, `${p}/`]));
      where.push(`s.seo_path_info = ANY ($${params.length}::text[])`);
    }
    if (languageIds) {
      params.push(languageIds.filter((id) => uuidPattern.test(id)));
      where.push(`s.language_id = ANY ($${params.length}::uuid[])`);
    }
    const stored = await deps.db.query<{
      id: string;
      language_id: string;
      foreign_key: string;
      route_name: string;
      path_info: string;
      seo_path_info: string;
      is_canonical: boolean;
    }>(`SELECT s.* FROM seo_url s WHERE ${where.join(' AND ')} ORDER BY s.foreign_key, s.language_id`, params);
    const elements: SeoUrl[] = stored.rows.map((row) => ({
      id: row.id,
      languageId: row.language_id,
      salesChannelId: salesChannel.id,
      foreignKey: row.foreign_key,
      routeName: row.route_name,
      pathInfo: row.path_info,
      seoPathInfo: row.seo_path_info,
      isCanonical: row.is_canonical,
      apiAlias: 'seo_url',
    }));
    // Product URLs follow a rule (name slug + product number) per language instead of stored rows.
    if (foreignKeys.length > 0) {
      const products = await deps.db.query<{ id: string; product_number: string; language_id: string; name: string }>(
        `SELECT p.id, p.product_number, t.language_id, t.name FROM product p
           JOIN product_translation t ON t.product_id = p.id
          WHERE p.id = ANY ($1::uuid[]) ${languageIds ? 'AND t.language_id = ANY ($2::uuid[])' : ''}
          ORDER BY p.id, t.language_id`,
        languageIds ? [foreignKeys, languageIds.filter((id) => uuidPattern.test(id))] : [foreignKeys],
      );
      for (const row of products.rows) {
        elements.push({
          id: `${row.id}-${row.language_id}`,
          languageId: row.language_id,
          salesChannelId: salesChannel.id,
          foreignKey: row.id,
          routeName: 'frontend.detail.page',
          pathInfo: `/detail/${row.id}`,
          seoPathInfo: productSeoPath(row.name, row.product_number),
          isCanonical: true,
          apiAlias: 'seo_url',
        });
      }
    }
    const limit = body.limit ?? 100;
    const page = body.page ?? 1;
    return {
      elements: elements.slice((page - 1) * limit, page * limit),
      total: elements.length,
      page,
      limit,
      aggregations: {},
      apiAlias: 'dal_entity_search_result' as const,
    };
  });
}
