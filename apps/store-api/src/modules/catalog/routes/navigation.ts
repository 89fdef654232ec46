import type { Hono } from 'hono';
import {
  errorCodes,
  isUuid,
  readCategoryCounters,
  readCategoryList,
  readNavigation,
} from '@ratchet/store-api-contract';
import type { Category } from '@ratchet/store-api-contract';
import type { CategoryEntry } from '../service';
import { criteriaPage } from '../../../platform/db/criteria';
import type { AppEnv, SalesChannelInfo } from '../../../platform/http/env';
import { StoreApiHttpError } from '../../../platform/http/errors';
import { route } from '../../../platform/http/route';
import { cacheIfAnonymous } from '../../../platform/http/cache';
import { toCategory } from '../present';
import { catalogContext, categoryCounters, childrenOf, searchCategories } from '../service';

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
      return isUuid(alias) ? alias : null;
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
    const paging = criteriaPage(body, { limit: 100 });
    const { rows, total, aggregations } = await searchCategories(deps.db, context.languageId, body, paging);
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
    if (!isUuid(params.id)) {
      throw new StoreApiHttpError(404, errorCodes.categoryNotFound, `Category "${params.id}" not found.`);
    }
    const rows = await categoryCounters(deps.db, params.id);
    if (rows.length === 0)
      throw new StoreApiHttpError(404, errorCodes.categoryNotFound, `Category "${params.id}" not found.`);
    cacheIfAnonymous(c, context, 300);
    return Object.fromEntries(
      rows.map((row) => [row.id, { referenceId: row.id, total: row.total, available: row.available }]),
    );
  });
}
