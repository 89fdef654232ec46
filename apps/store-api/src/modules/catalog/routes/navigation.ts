import type { Hono } from 'hono';
import { errorCodes, readCategoryCounters, readCategoryList, readNavigation } from '@ratchet/store-api-contract';
import type { Category } from '@ratchet/store-api-contract';
import type { CategoryEntry } from '../repo/dictionary';
import {
  SqlParams,
  categoryEntity,
  compileFilters,
  compileSort,
  criteriaPage,
  runCriteriaAggregations,
  runCriteriaQuery,
} from '../../../platform/db/criteria';
import type { AppEnv, SalesChannelInfo } from '../../../platform/http/env';
import { StoreApiHttpError } from '../../../platform/http/errors';
import { route } from '../../../platform/http/route';
import { cacheIfAnonymous, catalogContext, childrenOf, toCategory } from '../service';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function rootIdOf(alias: string, channel: SalesChannelInfo): string | null {
  switch (alias) {
    case 'main-navigation':
      return channel.navigationCategoryId;
    case 'service-navigation':
      return channel.serviceCategoryId;
    case 'countries-navigation':
      return channel.countriesCategoryId;
    case 'footer-navigation':
      return channel.footerCategoryId;
    default:
      return uuidPattern.test(alias) ? alias : null;
  }
}

export function registerNavigationRoutes(app: Hono<AppEnv>): void {
  route(app, readNavigation, async (input) => {
    const { params, body, salesChannel } = input;
    const ctx = await catalogContext(input);
    const rootId = rootIdOf(params.rootId, salesChannel);
    const root = rootId ? ctx.dictionary.categories.get(rootId) : undefined;
    if (!root)
      throw new StoreApiHttpError(404, errorCodes.categoryNotFound, `Navigation root "${params.rootId}" not found.`);
    const depth = body.depth ?? 2;
    const build = (entry: CategoryEntry, level: number): Category => {
      const children =
        level < depth ? childrenOf(ctx.dictionary, entry.id).map((child) => build(child, level + 1)) : null;
      return toCategory(ctx.dictionary, entry, children, salesChannel.id);
    };
    const tops = childrenOf(ctx.dictionary, root.id);
    if (body.buildTree === false) {
      // A flat list of every element down to the depth.
      const flat: Category[] = [];
      const walk = (entries: CategoryEntry[], level: number) => {
        for (const entry of entries) {
          flat.push(toCategory(ctx.dictionary, entry, null, salesChannel.id));
          if (level < depth) walk(childrenOf(ctx.dictionary, entry.id), level + 1);
        }
      };
      walk(tops, 1);
      return flat;
    }
    return tops.map((entry) => build(entry, 1));
  });

  route(app, readCategoryList, async (input) => {
    const { body, deps, salesChannel, context } = input;
    const ctx = await catalogContext(input);
    const params = new SqlParams([context.languageId]);
    const conditions = [compileFilters(categoryEntity, body.filter, params)];
    // Shopware's `ids` restricts like an id filter; active categories only (the dictionary's set).
    if (body.ids) {
      const ids = body.ids.map((id) => id.toLowerCase()).filter((id) => uuidPattern.test(id));
      conditions.push(`c.id = ANY (${params.add(ids, 'uuid[]')})`);
    }
    conditions.push('c.active');
    const orderBy = compileSort(categoryEntity, body.sort, params, ['c.level', 'c.position'], 'c.id');
    const paging = criteriaPage(body, { limit: 100 });
    const from = 'category c JOIN category_translation ct ON ct.category_id = c.id AND ct.language_id = $1';
    const where = conditions.join(' AND ');
    const [{ rows, total }, aggregations] = await Promise.all([
      runCriteriaQuery<{ id: string }>(deps.db, { select: 'c.id', from, where, orderBy, params }, paging),
      runCriteriaAggregations(deps.db, categoryEntity, body.aggregations, { from, where, params }),
    ]);
    const entries = rows
      .map((row) => ctx.dictionary.categories.get(row.id))
      .filter((e): e is CategoryEntry => e !== undefined);
    return {
      elements: entries.map((entry) => toCategory(ctx.dictionary, entry, null, salesChannel.id)),
      total,
      page: paging.page,
      limit: paging.limit,
      aggregations,
      apiAlias: 'dal_entity_search_result' as const,
    };
  });

  route(app, readCategoryCounters, async (input) => {
    const { params, deps, context, c } = input;
    if (!uuidPattern.test(params.id)) {
      throw new StoreApiHttpError(404, errorCodes.categoryNotFound, `Category "${params.id}" not found.`);
    }
    const { rows } = await deps.db.query<{ id: string; total: number; available: number }>(
      `SELECT c.id, a.total, a.available FROM category c JOIN category_aggregation a ON a.category_id = c.id
        WHERE c.id = $1 OR $1 = ANY (c.path)`,
      [params.id],
    );
    if (rows.length === 0)
      throw new StoreApiHttpError(404, errorCodes.categoryNotFound, `Category "${params.id}" not found.`);
    cacheIfAnonymous(c, context, 300);
    return Object.fromEntries(
      rows.map((row) => [row.id, { referenceId: row.id, total: row.total, available: row.available }]),
    );
  });
}
