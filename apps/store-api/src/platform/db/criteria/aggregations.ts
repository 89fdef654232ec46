import { errorCodes } from '@ratchet/store-api-contract';
import { StoreApiHttpError, storeApiError } from '../../http/errors';
import { SqlParams, resolveField } from './sql';
import type { CriteriaEntity, SqlRunner } from './sql';

/** Most aggregations one request may ask for, and most buckets a terms aggregation answers. */
const maxAggregations = 10;
const maxBuckets = 500;

const metricTypes = ['min', 'max', 'avg', 'sum', 'stats', 'count'] as const;
type MetricType = (typeof metricTypes)[number];

function invalidAggregation(detail: string, pointer: string): StoreApiHttpError {
  return new StoreApiHttpError(400, errorCodes.invalidFilterQuery, detail, undefined, [
    storeApiError(400, errorCodes.invalidFilterQuery, detail, { source: { pointer } }),
  ]);
}

/** One aggregation result as Shopware answers it under `aggregations.<name>`. */
export type AggregationResult = Record<string, unknown> & { apiAlias: string };

const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * Shopware criteria `aggregations` on an entity route: metric aggregations (`count`, `min`,
 * `max`, `avg`, `sum`, `stats`) and `terms` (buckets of key and count, largest first, `limit`
 * at most 500) over the same rows the criteria filter selects (`post-filter` does not apply,
 * as in Shopware). Fields come from the entity's whitelist; anything else answers 400
 * (FRAMEWORK__UNMAPPED_FIELD or FRAMEWORK__INVALID_FILTER_QUERY) with a pointer.
 * @returns results keyed by aggregation name, each with `apiAlias` `<name>_aggregation`.
 */
export async function runCriteriaAggregations(
  db: SqlRunner,
  entity: CriteriaEntity,
  aggregations: ReadonlyArray<Record<string, unknown>> | undefined,
  rows: { from: string; where: string; params: SqlParams },
): Promise<Record<string, AggregationResult>> {
  if (!aggregations || aggregations.length === 0) return {};
  if (aggregations.length > maxAggregations) {
    throw invalidAggregation(`At most ${maxAggregations} aggregations per request.`, '/aggregations');
  }
  const names = new Set<string>();
  const queries = aggregations.map(async (aggregation, index): Promise<[string, AggregationResult]> => {
    const at = `/aggregations/${index}`;
    const { name, type, field, limit } = aggregation;
    if (typeof name !== 'string' || !/^[A-Za-z0-9_.-]{1,64}$/.test(name) || names.has(name)) {
      throw invalidAggregation('Each aggregation needs a unique name (letters, digits, _ . -).', `${at}/name`);
    }
    names.add(name);
    if (typeof field !== 'string') throw invalidAggregation(`Aggregation "${name}" needs a field.`, `${at}/field`);
    const { name: fieldName, field: definition } = resolveField(entity, field, `${at}/field`);
    if (definition.type === 'uuidList') {
      throw invalidAggregation(`Field "${fieldName}" cannot be aggregated.`, `${at}/field`);
    }
    const params = new SqlParams(rows.params.values);
    const expression = typeof definition.sql === 'function' ? definition.sql(params) : definition.sql;
    const apiAlias = `${name}_aggregation`;
    if (type === 'terms') {
      const bucketLimit =
        typeof limit === 'number' && Number.isInteger(limit) && limit > 0 ? Math.min(limit, maxBuckets) : maxBuckets;
      const result = await db.query<{ key: unknown; count: number }>(
        `SELECT ${expression} AS key, count(*)::int AS count FROM ${rows.from} WHERE ${rows.where}
          GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT ${params.add(bucketLimit, 'int')}`,
        params.values,
      );
      return [
        name,
        {
          buckets: result.rows.map((bucket) => ({
            key: bucket.key === null ? null : String(bucket.key),
            count: bucket.count,
            apiAlias: 'aggregation_bucket',
          })),
          apiAlias,
        },
      ];
    }
    if (typeof type !== 'string' || !(metricTypes as readonly string[]).includes(type)) {
      throw invalidAggregation(
        `Aggregation type "${String(type)}" is not supported (terms, ${metricTypes.join(', ')}).`,
        `${at}/type`,
      );
    }
    const numeric = definition.type === 'number';
    if (type !== 'count' && !numeric && !(definition.type === 'date' && (type === 'min' || type === 'max'))) {
      throw invalidAggregation(`Aggregation "${type}" needs a number field; "${fieldName}" is not.`, `${at}/field`);
    }
    const result = await db.query<{ n: number; min: unknown; max: unknown; avg: unknown; sum: unknown }>(
      `SELECT count(${expression})::int AS n
              ${type === 'count' ? '' : `, min(${expression}) AS min, max(${expression}) AS max`}
              ${numeric && type !== 'count' ? `, avg(${expression}) AS avg, sum(${expression}) AS sum` : ''}
         FROM ${rows.from} WHERE ${rows.where}`,
      params.values,
    );
    const row = result.rows[0];
    const value = (key: 'min' | 'max') =>
      row?.[key] instanceof Date
        ? (row[key] as Date).toISOString()
        : numeric
          ? number(row?.[key])
          : (row?.[key] ?? null);
    const metrics: Record<MetricType, () => Record<string, unknown>> = {
      count: () => ({ count: row?.n ?? 0 }),
      min: () => ({ min: value('min') }),
      max: () => ({ max: value('max') }),
      avg: () => ({ avg: number(row?.avg) }),
      sum: () => ({ sum: number(row?.sum) }),
      stats: () => ({ min: value('min'), max: value('max'), avg: number(row?.avg), sum: number(row?.sum) }),
    };
    return [name, { ...metrics[type as MetricType](), apiAlias }];
  });
  return Object.fromEntries(await Promise.all(queries));
}
