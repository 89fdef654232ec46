import { isUuid } from '@ratchet/store-api-contract';
import type { Criteria } from '@ratchet/store-api-contract';
import type { Database } from '../../../platform/db/db';
import {
  SqlParams,
  categoryEntity,
  compileFilters,
  compileSort,
  productEntity,
  runCriteriaAggregations,
  runCriteriaQuery,
  seoUrlEntity,
  withCriteriaTimeout,
} from '../../../platform/db/criteria';
import type { AggregationResult, CriteriaPage } from '../../../platform/db/criteria';

/** Criteria reads of the standard entity routes: ids in criteria order, the total and the aggregations. */
export interface CriteriaRead<Row> {
  rows: Row[];
  total: number;
  aggregations: Record<string, AggregationResult>;
}

type CriteriaInput = Pick<Criteria, 'filter' | 'sort' | 'aggregations'> & { ids?: string[] };

/** Active categories matching a criteria (Shopware's `ids` restricts like an id filter). */
export async function searchCategories(
  db: Database,
  languageId: string,
  criteria: CriteriaInput,
  paging: CriteriaPage,
): Promise<CriteriaRead<{ id: string }>> {
  const params = new SqlParams([languageId]);
  const conditions = [compileFilters(categoryEntity, criteria.filter, params)];
  if (criteria.ids) {
    const ids = criteria.ids.map((id) => id.toLowerCase()).filter((id) => isUuid(id));
    conditions.push(`c.id = ANY (${params.add(ids, 'uuid[]')})`);
  }
  conditions.push('c.active');
  const orderBy = compileSort(categoryEntity, criteria.sort, params, ['c.level', 'c.position'], 'c.id');
  const from = 'category c JOIN category_translation ct ON ct.category_id = c.id AND ct.language_id = $1';
  const where = conditions.join(' AND ');
  const [{ rows, total }, aggregations] = await Promise.all([
    runCriteriaQuery<{ id: string }>(db, { select: 'c.id', from, where, orderBy, params }, paging),
    runCriteriaAggregations(db, categoryEntity, criteria.aggregations, { from, where, params }),
  ]);
  return { rows, total, aggregations };
}

/**
 * Active products matching a criteria; `rankedIds` (the hits of a criteria `term`) restrict the
 * result and give its order when no sort is asked. Aggregations see the filter, not the post-filter.
 * Without `seesPrices` the price is no field (filter, sort and aggregation by it answer FRAMEWORK__UNMAPPED_FIELD):
 * a viewer without ROLE_VIEW_PRICES could otherwise learn prices from what matches or how it is ordered.
 */
export async function searchProductsByCriteria(
  db: Database,
  languageId: string,
  criteria: CriteriaInput & Pick<Criteria, 'post-filter'>,
  rankedIds: string[] | null,
  paging: CriteriaPage,
  seesPrices: boolean,
): Promise<CriteriaRead<{ id: string }>> {
  const entity = productEntity(languageId, seesPrices);
  const params = new SqlParams();
  const where = ['p.active', compileFilters(entity, criteria.filter, params)];
  if (criteria.ids) {
    const ids = criteria.ids.map((id) => id.toLowerCase()).filter((id) => isUuid(id));
    where.push(`p.id = ANY (${params.add(ids, 'uuid[]')})`);
  }
  let rankOrder: string | null = null;
  if (rankedIds) {
    const ids = params.add(rankedIds, 'uuid[]');
    where.push(`p.id = ANY (${ids})`);
    rankOrder = `array_position(${ids}, p.id)`;
  }
  // Aggregations see the filter, not the post-filter (Shopware): their own copy of the parameters so far.
  const aggregationRows = { from: 'product p', where: where.join(' AND '), params: new SqlParams(params.values) };
  where.push(compileFilters(entity, criteria['post-filter'], params, '/post-filter'));
  const orderBy = compileSort(entity, criteria.sort, params, [rankOrder ?? 'p.product_number'], 'p.id');
  // The whole catalogue is behind this route: a statement timeout bounds filters no index helps.
  const [{ rows, total }, aggregations] = await withCriteriaTimeout(db, (tx) =>
    Promise.all([
      runCriteriaQuery<{ id: string }>(
        tx,
        { select: 'p.id', from: 'product p', where: where.join(' AND '), orderBy, params },
        paging,
      ),
      runCriteriaAggregations(tx, entity, criteria.aggregations, aggregationRows),
    ]),
  );
  return { rows, total, aggregations };
}

/** A stored or rule-based SEO URL row. */
export interface SeoUrlRow {
  id: string;
  language_id: string;
  foreign_key: string;
  route_name: string;
  path_info: string;
  seo_path_info: string;
  is_canonical: boolean;
}

/**
 * SEO URLs of a sales channel matching a criteria: the stored rows plus `productRows` (product URLs
 * follow a rule instead of stored rows; the route computes the ones the filter names).
 */
export async function searchSeoUrls(
  db: Database,
  salesChannelId: string,
  criteria: Pick<Criteria, 'filter' | 'sort' | 'aggregations'>,
  productRows: Array<SeoUrlRow & { sales_channel_id: string }>,
  paging: CriteriaPage,
): Promise<CriteriaRead<SeoUrlRow>> {
  const params = new SqlParams([salesChannelId]);
  const where = compileFilters(seoUrlEntity, criteria.filter, params);
  const columns = 'id, sales_channel_id, language_id, foreign_key, route_name, path_info, seo_path_info, is_canonical';
  const from = `(SELECT s.id::text AS id, s.sales_channel_id, s.language_id, s.foreign_key, s.route_name, s.path_info,
                        s.seo_path_info, s.is_canonical FROM seo_url s WHERE s.sales_channel_id = $1
                 UNION ALL
                 SELECT ${columns} FROM jsonb_to_recordset(${params.add(JSON.stringify(productRows), 'jsonb')})
                   AS v(id text, sales_channel_id uuid, language_id uuid, foreign_key uuid, route_name text,
                        path_info text, seo_path_info text, is_canonical boolean)) s`;
  const orderBy = compileSort(seoUrlEntity, criteria.sort, params, ['s.foreign_key', 's.language_id'], 's.id');
  const { rows, total } = await runCriteriaQuery<SeoUrlRow>(
    db,
    { select: columns, from, where, orderBy, params },
    paging,
  );
  const aggregations = await runCriteriaAggregations(db, seoUrlEntity, criteria.aggregations, { from, where, params });
  return { rows, total, aggregations };
}
