import { describe, expect, it } from 'vitest';
import { errorCodes } from '@ratchet/store-api-contract';
import type { CriteriaFilter } from '@ratchet/store-api-contract';
import { StoreApiHttpError } from '../../http/errors';
import { seoUrlEntity } from './entities';
import { applyIncludes } from './includes';
import { SqlParams, compileFilters, compileSort, criteriaPage, withCriteriaTimeout } from './sql';

const compile = (filters: CriteriaFilter[]) => {
  const params = new SqlParams();
  return { sql: compileFilters(seoUrlEntity, filters, params), values: params.values };
};

describe('criteria filters compile to parameterised SQL (issue 3 Protocol)', () => {
  it('puts every value into a parameter, never into the SQL text', () => {
    const hostile = "x'); DROP TABLE seo_url; --";
    const { sql, values } = compile([
      { type: 'equals', field: 'seoPathInfo', value: hostile },
      { type: 'contains', field: 'routeName', value: hostile },
      { type: 'prefix', field: 'pathInfo', value: '50%_off' },
    ]);
    expect(sql).not.toContain('DROP');
    expect(sql).toBe(
      '((s.seo_path_info = $1::text) AND (lower(s.route_name) LIKE $2::text) AND (lower(s.path_info) LIKE $3::text))',
    );
    expect(values).toEqual([hostile, "%x'); drop table seo\\_url; --%", '50\\%\\_off%']);
  });

  it('combines multi with or, not (negated and) and equalsAny from a pipe list', () => {
    const { sql, values } = compile([
      {
        type: 'multi',
        operator: 'OR',
        queries: [
          { type: 'equals', field: 'isCanonical', value: true },
          {
            type: 'not',
            queries: [{ type: 'equalsAny', field: 'routeName', value: 'frontend.detail.page|frontend.landing.page' }],
          },
        ],
      },
    ]);
    expect(sql).toBe('(((s.is_canonical = $1::boolean) OR (NOT ((s.route_name = ANY ($2::text[]))))))');
    expect(values).toEqual([true, ['frontend.detail.page', 'frontend.landing.page']]);
  });

  it('answers 400 FRAMEWORK__UNMAPPED_FIELD with the pointer of an unknown field, even a nested one', () => {
    const attempt = () =>
      compile([{ type: 'multi', queries: [{ type: 'equals', field: 'seo_path_info', value: 'a' }] }]);
    expect(attempt).toThrow(StoreApiHttpError);
    try {
      attempt();
    } catch (error) {
      const body = (error as StoreApiHttpError).toBody();
      expect(body.errors[0]).toMatchObject({
        status: '400',
        code: errorCodes.unmappedField,
        source: { pointer: '/filter/0/queries/0/field' },
      });
    }
  });

  it('refuses values that do not fit the field: a non-UUID key, a range on text, a range without bounds', () => {
    const codeOf = (filters: CriteriaFilter[]) => {
      try {
        compile(filters);
        return 'compiled';
      } catch (error) {
        return (error as StoreApiHttpError).toBody().errors[0]?.code;
      }
    };
    expect(codeOf([{ type: 'equals', field: 'foreignKey', value: 'not-a-uuid' }])).toBe(errorCodes.invalidFilterQuery);
    expect(codeOf([{ type: 'range', field: 'seoPathInfo', parameters: { gte: 1 } }])).toBe(
      errorCodes.invalidFilterQuery,
    );
    expect(codeOf([{ type: 'range', field: 'seoPathInfo', parameters: {} }])).toBe(errorCodes.invalidFilterQuery);
  });

  it('sorts by whitelisted fields in both directions and always ends with the tie-breaker', () => {
    const params = new SqlParams();
    expect(
      compileSort(
        seoUrlEntity,
        [
          { field: 'seoPathInfo', order: 'desc' },
          { field: 'languageId', order: 'ASC' },
        ],
        params,
        ['s.foreign_key'],
        's.id',
      ),
    ).toBe('s.seo_path_info DESC, s.language_id ASC, s.id');
    expect(compileSort(seoUrlEntity, undefined, params, ['s.foreign_key'], 's.id')).toBe('s.foreign_key, s.id');
    expect(() => compileSort(seoUrlEntity, [{ field: '1; DELETE', order: 'ASC' }], params, [], 's.id')).toThrow(
      'Field "1; DELETE" in entity "seo_url" was not found.',
    );
  });

  it('reads page, limit and total-count-mode with defaults and bounds', () => {
    expect(criteriaPage({}, { limit: 24 })).toEqual({ page: 1, limit: 24, offset: 0, totalCountMode: 'exact' });
    expect(criteriaPage({ page: 3, limit: 10, 'total-count-mode': 0 }, { limit: 24 })).toEqual({
      page: 3,
      limit: 10,
      offset: 20,
      totalCountMode: 'none',
    });
    expect(criteriaPage({ limit: 500, 'total-count-mode': 'next-pages' }, { limit: 24, maxLimit: 100 })).toMatchObject({
      limit: 100,
      totalCountMode: 'next-pages',
    });
  });
});

describe('criteria includes (issue 3 Protocol: Shopware includes by apiAlias)', () => {
  it('keeps only the listed fields of objects with that apiAlias, recursively, and leaves others whole', () => {
    const answer = {
      elements: [
        {
          id: 'p1',
          name: 'Bolt',
          stock: 4,
          manufacturer: { id: 'm1', name: 'Acme', link: null, apiAlias: 'product_manufacturer' },
          apiAlias: 'product',
        },
      ],
      total: 1,
      apiAlias: 'dal_entity_search_result',
    };
    expect(applyIncludes(answer, { product: ['id', 'manufacturer'], product_manufacturer: ['name'] })).toEqual({
      elements: [{ id: 'p1', manufacturer: { name: 'Acme', apiAlias: 'product_manufacturer' }, apiAlias: 'product' }],
      total: 1,
      apiAlias: 'dal_entity_search_result',
    });
    expect(answer.elements[0]?.stock).toBe(4);
  });
});

describe('criteria statement timeout (issue 3 Performance: a broad filter must not hold the database)', () => {
  it('sets a local statement timeout and turns a cancelled statement into a 400 with a pointer', async () => {
    const issued: string[] = [];
    const cancelling = {
      transaction: async <T>(fn: (tx: { query: <Row>(sql: string) => Promise<{ rows: Row[] }> }) => Promise<T>) =>
        fn({
          query: async <Row>(sql: string) => {
            issued.push(sql);
            if (sql.startsWith('SELECT')) throw Object.assign(new Error('canceling statement'), { code: '57014' });
            return { rows: [] as Row[] };
          },
        }),
    };
    const attempt = withCriteriaTimeout(cancelling, (tx) => tx.query('SELECT 1'), 250);
    await expect(attempt).rejects.toBeInstanceOf(StoreApiHttpError);
    await attempt.catch((error: StoreApiHttpError) => {
      expect(error.toBody().errors[0]).toMatchObject({
        status: '400',
        code: errorCodes.invalidFilterQuery,
        source: { pointer: '/filter' },
      });
    });
    expect(issued).toEqual(['SET LOCAL statement_timeout = 250', 'SELECT 1']);
  });

  it('passes other database errors on unchanged', async () => {
    const failing = {
      transaction: async () => {
        throw Object.assign(new Error('connection lost'), { code: '08006' });
      },
    };
    await expect(withCriteriaTimeout(failing, async () => 1)).rejects.toThrow('connection lost');
  });
});
