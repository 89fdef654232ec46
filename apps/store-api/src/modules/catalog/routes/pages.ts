import type { Hono } from 'hono';
import { errorCodes, isUuid, readSeoUrl, resolvePage } from '@ratchet/store-api-contract';
import type { CriteriaFilter, ResolvedPage, SeoUrl } from '@ratchet/store-api-contract';
import {
  findActiveProductId,
  findCmsPage,
  findProductNames,
  findSeoPath,
  findSeoUrlHit,
  queryProductRows,
  searchSeoUrls,
} from '../service';
import { pageMeta } from '../domain/pageMeta';
import { productNumberPattern, productSeoPath } from '../domain/slug';
import type { AppEnv } from '../../../platform/http/env';
import { StoreApiHttpError } from '../../../platform/http/errors';
import { route } from '../../../platform/http/route';
import { criteriaPage, valuesNamedIn } from '../../../platform/db/criteria';
import { catalogContext } from '../service';

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
          meta: pageMeta({
            name: entry.name,
            metaTitle: entry.metaTitle,
            description: entry.metaDescription ?? entry.description,
            canonical: entry.seoPath,
          }),
        },
        body.path,
      );
    };
    const productPage = async (by: { id?: string; number?: string }) => {
      const id = await findActiveProductId(deps.db, by);
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
          meta: pageMeta({ name: row.name, description: row.description, canonical }),
        },
        body.path,
      );
    };
    const landingPage = async (cmsPageId: string, canonical: string) => {
      const row = await findCmsPage(deps.db, cmsPageId, context.languageId);
      if (!row) return null;
      return withRedirect(
        {
          cmsPage: { type: 'page', id: row.id },
          category: null,
          product: null,
          landingPage: { id: row.id, name: row.name, sections: row.sections },
          canonicalPathInfo: canonical,
          meta: pageMeta({
            name: row.name,
            metaTitle: row.meta_title,
            description: row.meta_description,
            canonical,
          }),
        },
        body.path,
      );
    };

    let page: ResolvedPage | null = null;
    const segments = path.split('/');
    const last = segments[segments.length - 1] ?? '';
    if (path === '') {
      page = salesChannel.homeCmsPageId ? await landingPage(salesChannel.homeCmsPageId, '/') : null;
    } else if (segments[0] === 'navigation' && segments.length === 2 && isUuid(last)) {
      page = categoryPage(last);
    } else if (segments[0] === 'detail' && segments.length === 2 && isUuid(last)) {
      page = await productPage({ id: last });
    } else if (productNumberPattern.test(last)) {
      page = await productPage({ number: last });
    } else {
      // SEO URL in the context's language first, then any language (a switched language redirects).
      const hit = await findSeoUrlHit(deps.db, salesChannel.id, path, context.languageId);
      if (hit?.route_name === 'frontend.navigation.page') page = categoryPage(hit.foreign_key);
      if (hit?.route_name === 'frontend.landing.page') {
        const own = await findSeoPath(deps.db, hit.foreign_key, context.languageId);
        page = await landingPage(hit.foreign_key, `/${own ?? `${path}/`}`);
      }
    }
    if (!page) throw new StoreApiHttpError(404, errorCodes.pageNotFound, `No page found for "/${path}".`);
    return page;
  });

  route(app, readSeoUrl, async (input) => {
    const { body, deps, salesChannel } = input;
    // Paths match with and without the trailing slash and without a leading one (`/a/b` finds `a/b/`).
    const filter = body.filter?.map(function normalised(f: CriteriaFilter): CriteriaFilter {
      if ('queries' in f) return { ...f, queries: f.queries.map(normalised) };
      if ((f.type !== 'equals' && f.type !== 'equalsAny') || f.field !== 'seoPathInfo' || f.value === null) return f;
      const values = Array.isArray(f.value) ? f.value : f.type === 'equalsAny' ? String(f.value).split('|') : [f.value];
      const paths = values.map((value) => normalisePath(String(value)));
      return { type: 'equalsAny', field: f.field, value: paths.flatMap((path) => [path, `${path}/`]) };
    });
    // Product URLs follow a rule (name slug + product number per language) instead of stored rows:
    // the products a filter names by foreignKey or by path join the stored rows before the filter runs.
    const named = valuesNamedIn(filter, ['foreignKey', 'seo_url.foreignKey']).filter((id) => isUuid(id));
    const numbers = valuesNamedIn(filter, ['seoPathInfo', 'seo_url.seoPathInfo'])
      .map((path) => normalisePath(path).split('/').pop() ?? '')
      .filter((last) => productNumberPattern.test(last));
    const productRows =
      named.length + numbers.length === 0
        ? []
        : (await findProductNames(deps.db, named.slice(0, 500), numbers.slice(0, 500))).map((row) => ({
            id: `${row.id}-${row.language_id}`,
            sales_channel_id: salesChannel.id,
            language_id: row.language_id,
            foreign_key: row.id,
            route_name: 'frontend.detail.page',
            path_info: `/detail/${row.id}`,
            seo_path_info: productSeoPath(row.name, row.product_number),
            is_canonical: true,
          }));
    const paging = criteriaPage(body, { limit: 100 });
    const { rows, total, aggregations } = await searchSeoUrls(
      deps.db,
      salesChannel.id,
      { ...body, filter },
      productRows,
      paging,
    );
    const elements: SeoUrl[] = rows.map((row) => ({
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
    return {
      elements,
      total,
      page: paging.page,
      limit: paging.limit,
      aggregations,
      apiAlias: 'dal_entity_search_result' as const,
    };
  });
}
