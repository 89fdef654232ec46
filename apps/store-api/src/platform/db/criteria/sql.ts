import { errorCodes, uuidPattern as contractUuidPattern } from '@ratchet/store-api-contract';
import type { Criteria, CriteriaFilter } from '@ratchet/store-api-contract';
import { StoreApiHttpError, storeApiError } from '../../http/errors';

/**
 * How a criteria field is stored:
 * - `uuid`, `text`, `number`, `boolean`, `date`: one SQL expression of that type;
 * - `uuidList`: a set of ids per row (array column or link table); `equals`/`equalsAny` test
 *   membership through `anyOf`, which receives a `$n::uuid[]` placeholder.
 */
export type CriteriaFieldType = 'uuid' | 'text' | 'number' | 'boolean' | 'date' | 'uuidList';

/** One whitelisted field of an entity: the SQL it stands for. Never built from request input. */
export interface CriteriaField {
  type: CriteriaFieldType;
  /**
   * SQL expression (for `uuidList`: unused, see `anyOf`); a function when the expression needs a
   * parameter of its own (e.g. the language of a translated name), added only when the field is used.
   */
  sql: string | ((params: SqlParams) => string);
  /** For `uuidList`: SQL that is true when the row holds any id of the array placeholder. */
  anyOf?: (arrayPlaceholder: string) => string;
  /** Whether `sort` may use the field (default: every scalar field). */
  sortable?: boolean;
}

/** The criteria fields of one entity (Shopware entity name, e.g. `seo_url`). */
export interface CriteriaEntity {
  name: string;
  fields: Readonly<Record<string, CriteriaField>>;
}

/** Positional parameters of one SQL statement; `add` returns the placeholder. */
export class SqlParams {
  readonly values: unknown[];
  constructor(initial: readonly unknown[] = []) {
    this.values = [...initial];
  }
  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return `$${this.values.length}${cast ? `::${cast}` : ''}`;
  }
}

const uuidPattern = contractUuidPattern;
/** ISO date or date-time (`2026-11-21`, `2026-11-21T10:00:00Z`, `2026-11-21 10:00:00+01:00`). */
const isoDatePattern = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

function sqlOf(field: CriteriaField, params: SqlParams): string {
  return typeof field.sql === 'function' ? field.sql(params) : field.sql;
}

function unmapped(entity: CriteriaEntity, field: string, pointer: string): StoreApiHttpError {
  const detail = `Field "${field}" in entity "${entity.name}" was not found.`;
  return new StoreApiHttpError(400, errorCodes.unmappedField, detail, undefined, [
    storeApiError(400, errorCodes.unmappedField, detail, {
      source: { pointer },
      meta: { parameters: { field, entity: entity.name } },
    }),
  ]);
}

function invalid(detail: string, pointer: string, field: string): StoreApiHttpError {
  return new StoreApiHttpError(400, errorCodes.invalidFilterQuery, detail, undefined, [
    storeApiError(400, errorCodes.invalidFilterQuery, detail, { source: { pointer }, meta: { parameters: { field } } }),
  ]);
}

/** The field a criteria part names; `product.name` on the product entity is `name` (Shopware allows the prefix). */
export function resolveField(
  entity: CriteriaEntity,
  name: string,
  pointer: string,
): { name: string; field: CriteriaField } {
  const bare = name.startsWith(`${entity.name}.`) ? name.slice(entity.name.length + 1) : name;
  const field = Object.hasOwn(entity.fields, bare) ? entity.fields[bare] : undefined;
  if (!field) throw unmapped(entity, name, pointer);
  return { name: bare, field };
}

const castOf: Record<Exclude<CriteriaFieldType, 'uuidList'>, string> = {
  uuid: 'uuid',
  text: 'text',
  number: 'numeric',
  boolean: 'boolean',
  date: 'timestamptz',
};

/** One scalar value checked against the field type (a clear 400 instead of a database error). */
function scalar(type: CriteriaFieldType, value: unknown, pointer: string, field: string): string | number | boolean {
  switch (type) {
    case 'uuid':
    case 'uuidList':
      if (typeof value === 'string' && uuidPattern.test(value)) return value.toLowerCase();
      throw invalid(`The value for filter "${field}" must be a UUID.`, pointer, field);
    case 'number': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof number === 'number' && Number.isFinite(number)) return number;
      throw invalid(`The value for filter "${field}" must be a number.`, pointer, field);
    }
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (value === 1 || value === '1' || value === 'true') return true;
      if (value === 0 || value === '0' || value === 'false') return false;
      throw invalid(`The value for filter "${field}" must be a boolean.`, pointer, field);
    case 'date':
      if (typeof value === 'string' && isoDatePattern.test(value) && !Number.isNaN(Date.parse(value))) return value;
      throw invalid(`The value for filter "${field}" must be an ISO date.`, pointer, field);
    case 'text':
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
      throw invalid(`The value for filter "${field}" must be scalar.`, pointer, field);
  }
}

/** `%`, `_` and `\` taken literally in LIKE patterns. */
export function escapeLikePattern(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Most filters nested in one request (a `multi` tree); more answers 400 instead of growing SQL without bound. */
const maxFilterNodes = 200;

/**
 * Compiles Shopware criteria filters to one parameterised SQL condition over the entity's
 * whitelisted fields: `equals`, `equalsAny`, `contains`, `prefix`, `range`, `multi` (and/or) and
 * `not` (NOT of and/or). Several top-level filters are AND-ed. Every value goes through `params`.
 * Unknown field → 400 FRAMEWORK__UNMAPPED_FIELD, unusable value → 400 FRAMEWORK__INVALID_FILTER_QUERY,
 * both with `source.pointer` (e.g. `/filter/1/queries/0/field`).
 * @returns the SQL condition (`TRUE` without filters).
 */
export function compileFilters(
  entity: CriteriaEntity,
  filters: readonly CriteriaFilter[] | undefined,
  params: SqlParams,
  pointer = '/filter',
): string {
  if (!filters || filters.length === 0) return 'TRUE';
  let nodes = 0;
  const compile = (filter: CriteriaFilter, at: string): string => {
    nodes += 1;
    if (nodes > maxFilterNodes) throw invalid(`At most ${maxFilterNodes} filters per request.`, at, '');
    if ('queries' in filter) {
      const joiner = (filter.operator ?? 'and').toLowerCase() === 'or' ? ' OR ' : ' AND ';
      const parts = filter.queries.map((query, index) => compile(query, `${at}/queries/${index}`));
      const inner = parts.length === 0 ? 'TRUE' : `(${parts.join(joiner)})`;
      return filter.type === 'not' ? `(NOT ${inner})` : inner;
    }
    const { name, field } = resolveField(entity, filter.field, `${at}/field`);
    const valueAt = `${at}/value`;
    switch (filter.type) {
      case 'equals': {
        if (filter.value === null) return field.type === 'uuidList' ? 'FALSE' : `(${sqlOf(field, params)} IS NULL)`;
        if (field.type === 'uuidList') {
          const id = scalar('uuid', filter.value, valueAt, name);
          return `(${field.anyOf?.(params.add([id], 'uuid[]')) ?? 'FALSE'})`;
        }
        const value = scalar(field.type, filter.value, valueAt, name);
        return `(${sqlOf(field, params)} = ${params.add(value, castOf[field.type])})`;
      }
      case 'equalsAny': {
        const list = Array.isArray(filter.value) ? filter.value : filter.value.split('|');
        if (list.length > 10_000) throw invalid(`At most 10000 values for filter "${name}".`, valueAt, name);
        if (list.length === 0) return 'FALSE';
        const values = list.map((value, index) =>
          scalar(field.type, value, Array.isArray(filter.value) ? `${valueAt}/${index}` : valueAt, name),
        );
        if (field.type === 'uuidList') return `(${field.anyOf?.(params.add(values, 'uuid[]')) ?? 'FALSE'})`;
        return `(${sqlOf(field, params)} = ANY (${params.add(values, `${castOf[field.type]}[]`)}))`;
      }
      case 'contains':
      case 'prefix': {
        if (field.type !== 'text') {
          throw invalid(`Filter "${filter.type}" needs a text field; "${name}" is ${field.type}.`, `${at}/type`, name);
        }
        const escaped = escapeLikePattern(String(filter.value).toLowerCase());
        const pattern = filter.type === 'contains' ? `%${escaped}%` : `${escaped}%`;
        return `(lower(${sqlOf(field, params)}) LIKE ${params.add(pattern, 'text')})`;
      }
      case 'range': {
        if (field.type !== 'number' && field.type !== 'date') {
          throw invalid(`Filter "range" needs a number or date field; "${name}" is ${field.type}.`, `${at}/type`, name);
        }
        const operators = { gte: '>=', lte: '<=', gt: '>', lt: '<' } as const;
        const parts: string[] = [];
        const expression = sqlOf(field, params);
        for (const key of ['gte', 'lte', 'gt', 'lt'] as const) {
          const bound = filter.parameters[key];
          if (bound === undefined) continue;
          const value = scalar(field.type, bound, `${at}/parameters/${key}`, name);
          parts.push(`${expression} ${operators[key]} ${params.add(value, castOf[field.type])}`);
        }
        if (parts.length === 0)
          throw invalid(`Filter "range" on "${name}" needs gte, lte, gt or lt.`, `${at}/parameters`, name);
        return `(${parts.join(' AND ')})`;
      }
    }
  };
  return `(${filters.map((filter, index) => compile(filter, `${pointer}/${index}`)).join(' AND ')})`;
}

/**
 * `ORDER BY` items for the criteria `sort` (whitelisted, sortable fields; ASC/DESC), followed by
 * the entity's tie-breaker so pages never overlap. Without `sort` the route's default order is used.
 */
export function compileSort(
  entity: CriteriaEntity,
  sort: Criteria['sort'],
  params: SqlParams,
  defaults: readonly string[],
  tieBreaker: string,
): string {
  if (!sort || sort.length === 0) return [...defaults, tieBreaker].join(', ');
  const items = sort.map((item, index) => {
    const { name, field } = resolveField(entity, item.field, `/sort/${index}/field`);
    if (field.type === 'uuidList' || field.sortable === false) {
      const detail = `Field "${name}" of entity "${entity.name}" cannot be sorted.`;
      throw new StoreApiHttpError(400, errorCodes.invalidFilterQuery, detail, undefined, [
        storeApiError(400, errorCodes.invalidFilterQuery, detail, { source: { pointer: `/sort/${index}/field` } }),
      ]);
    }
    return `${sqlOf(field, params)} ${(item.order ?? 'ASC').toUpperCase() === 'DESC' ? 'DESC' : 'ASC'}`;
  });
  return [...items, tieBreaker].join(', ');
}

/** How the total of a criteria search is counted (Shopware `total-count-mode`). */
export type TotalCountMode = 'none' | 'exact' | 'next-pages';

/** Page, limit, offset and count mode of a criteria search. */
export interface CriteriaPage {
  page: number;
  limit: number;
  offset: number;
  totalCountMode: TotalCountMode;
}

/**
 * Page and limit with the route's default and maximum; `total-count-mode` 0/none, 1/exact,
 * 2/next-pages. Our routes count exactly unless asked otherwise (the storefront's pagers need totals).
 */
export function criteriaPage(
  criteria: Pick<Criteria, 'page' | 'limit' | 'total-count-mode'>,
  defaults: { limit: number; maxLimit?: number },
): CriteriaPage {
  const page = Math.max(1, Math.floor(criteria.page ?? 1));
  const limit = Math.min(defaults.maxLimit ?? 500, Math.max(1, Math.floor(criteria.limit ?? defaults.limit)));
  const mode = criteria['total-count-mode'];
  const totalCountMode: TotalCountMode =
    mode === 0 || mode === 'none' || mode === '0'
      ? 'none'
      : mode === 2 || mode === 'next-pages' || mode === '2'
        ? 'next-pages'
        : 'exact';
  return { page, limit, offset: (page - 1) * limit, totalCountMode };
}

/** Rows of one page and the total as the count mode asks. */
export interface CriteriaResult<Row> {
  rows: Row[];
  total: number;
}

/** Anything that runs parameterised SQL (the database or a transaction). */
export interface SqlRunner {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

/**
 * Runs `SELECT <select> FROM <from> WHERE <where> ORDER BY <orderBy>` for one page and counts the
 * total as `paging.totalCountMode` says: exact (`count(*)`), none (the rows on this page) or
 * next-pages (at most five pages past this one, like Shopware).
 */
export async function runCriteriaQuery<Row>(
  db: SqlRunner,
  query: { select: string; from: string; where: string; orderBy: string; params: SqlParams },
  paging: CriteriaPage,
): Promise<CriteriaResult<Row>> {
  const { select, from, where, orderBy, params } = query;
  const pageParams = new SqlParams(params.values);
  const limit = pageParams.add(paging.limit, 'int');
  const offset = pageParams.add(paging.offset, 'int');
  const pageQuery = db.query<Row>(
    `SELECT ${select} FROM ${from} WHERE ${where} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`,
    pageParams.values,
  );
  if (paging.totalCountMode === 'none') {
    const { rows } = await pageQuery;
    return { rows, total: paging.offset + rows.length };
  }
  const countParams = new SqlParams(params.values);
  const cap =
    paging.totalCountMode === 'next-pages'
      ? ` LIMIT ${countParams.add(paging.offset + paging.limit * 5 + 1, 'int')}`
      : '';
  const countQuery = db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM (SELECT 1 FROM ${from} WHERE ${where}${cap}) counted`,
    countParams.values,
  );
  const [{ rows }, count] = await Promise.all([pageQuery, countQuery]);
  return { rows, total: count.rows[0]?.total ?? rows.length };
}

/**
 * Values an `equals`/`equalsAny` filter on `field` names anywhere in the filter tree outside a
 * `not` (used to fetch rule-based rows, e.g. product SEO URLs, before the SQL filter decides).
 */
export function valuesNamedIn(filters: readonly CriteriaFilter[] | undefined, fields: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (filter: CriteriaFilter) => {
    if (filter.type === 'not') return;
    if (filter.type === 'multi') {
      filter.queries.forEach(walk);
      return;
    }
    if ((filter.type === 'equals' || filter.type === 'equalsAny') && fields.includes(filter.field)) {
      const value = filter.value;
      const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split('|') : [value];
      for (const item of list) if (item !== null) out.push(String(item));
    }
  };
  filters?.forEach(walk);
  return [...new Set(out)];
}

/** Anything that can run `fn` in one transaction (the database). */
export interface TransactionRunner {
  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T>;
}

/** How long one criteria read on a large table may run (a broad filter must not hold a connection). */
export const criteriaStatementTimeoutMs = 3000;

/**
 * Runs criteria queries on a large table (400,000 products) with a statement timeout, so a
 * filter no index helps (e.g. `contains` on names over the whole catalogue) answers a clear 400
 * instead of occupying the database. PostgreSQL's cancel (57014) becomes
 * FRAMEWORK__INVALID_FILTER_QUERY with the pointer `/filter`.
 */
export async function withCriteriaTimeout<T>(
  db: TransactionRunner,
  fn: (tx: SqlRunner) => Promise<T>,
  timeoutMs = criteriaStatementTimeoutMs,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.query(`SET LOCAL statement_timeout = ${Math.max(1, Math.floor(timeoutMs))}`);
      return fn(tx);
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === '57014') {
      throw invalid('The criteria are too broad to answer in time: narrow the filter.', '/filter', '');
    }
    throw error;
  }
}
