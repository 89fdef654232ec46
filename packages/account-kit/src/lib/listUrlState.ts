import { isIsoDate } from '@ratchet/store-api-contract/rules';

/**
 * One URL parameter of an account list (orders, offers, invoices, order lists): how a raw query value reads
 * (unknown or malformed values fall back to `empty`, so a hand-edited URL still opens) and the value that means
 * "no filter" (left out of the URL and of the store-API query).
 */
export interface ListUrlParam<TValue extends string | null> {
  readonly empty: TValue;
  readonly parse: (raw: string | null) => TValue;
}

/** An ISO date (`YYYY-MM-DD`, account-area.md §5 from/to), '' for an open end. */
export const dateParam: ListUrlParam<string> = { empty: '', parse: (raw) => (raw && isIsoDate(raw) ? raw : '') };

/** A typed search term, trimmed and at most 100 characters (as the lists' text fields allow), '' for none. */
export const termParam: ListUrlParam<string> = { empty: '', parse: (raw) => (raw ?? '').trim().slice(0, 100) };

/** One of the given values (a §4 status), null for all. */
export function oneOfParam<TValue extends string>(values: readonly TValue[]): ListUrlParam<TValue | null> {
  return { empty: null, parse: (raw) => values.find((value) => value === raw) ?? null };
}

type ParamValue<TParam> = TParam extends ListUrlParam<infer TValue> ? TValue : never;
export type ListUrlParams = Record<string, ListUrlParam<string> | ListUrlParam<string | null>>;

/** A list's state: the page (1-based) and one value per parameter. */
export type ListUrlStateOf<TParams extends ListUrlParams> = { page: number } & {
  -readonly [TKey in keyof TParams]: ParamValue<TParams[TKey]>;
};

/** The store-API query of a list state: page, limit and every parameter that filters. */
export type ListRequestOf<TParams extends ListUrlParams> = { page: number; limit: number } & {
  -readonly [TKey in keyof TParams]?: NonNullable<ParamValue<TParams[TKey]>>;
};

export interface ListUrlState<TParams extends ListUrlParams> {
  /** Rows per page of the store-API query. */
  readonly pageSize: number;
  /** The plain list: page 1, no filter. */
  readonly empty: ListUrlStateOf<TParams>;
  /** The state a URL's query says. */
  fromQuery(query: URLSearchParams): ListUrlStateOf<TParams>;
  /** The URL query of a state: the parameters in their declared order, then the page; defaults left out. */
  toQuery(state: ListUrlStateOf<TParams>): URLSearchParams;
  /** The link of a state on the list path (the plain path for the plain list), e.g. for the pager's links. */
  href(listPath: string, state: ListUrlStateOf<TParams>): string;
  /** Whether any parameter filters (whatever the page). */
  isFiltered(state: ListUrlStateOf<TParams>): boolean;
  /** The store-API query of a state (the parameter names are the contract's). */
  request(state: ListUrlStateOf<TParams>): ListRequestOf<TParams>;
}

/**
 * The URL state of an account list (issue 13: "all in the host's URL", so the back button, a reload and a shared
 * link restore the page and the filters). The parameter names are the store-API query's, so the page's URL, the
 * storefront loader's query and the hooks' query are one mapping.
 */
export function listUrlState<const TParams extends ListUrlParams>(
  params: TParams,
  pageSize: number,
): ListUrlState<TParams> {
  type State = ListUrlStateOf<TParams>;
  const keys = Object.keys(params);
  const valueOf = (state: State, key: string): string | null => (state as Record<string, string | null>)[key] ?? null;
  const empty = { page: 1, ...Object.fromEntries(keys.map((key) => [key, params[key]?.empty ?? null])) } as State;
  const toQuery = (state: State) => {
    const query = new URLSearchParams();
    for (const key of keys) {
      const value = valueOf(state, key);
      if (value) query.set(key, value);
    }
    if (state.page > 1) query.set('page', String(state.page));
    return query;
  };
  return {
    pageSize,
    empty,
    fromQuery(query) {
      const page = Number.parseInt(query.get('page') ?? '1', 10);
      return {
        page: Number.isFinite(page) && page >= 1 ? page : 1,
        ...Object.fromEntries(keys.map((key) => [key, params[key]?.parse(query.get(key)) ?? null])),
      } as State;
    },
    toQuery,
    href(listPath, state) {
      const query = toQuery(state).toString();
      return query ? `${listPath}?${query}` : listPath;
    },
    isFiltered: (state) => keys.some((key) => Boolean(valueOf(state, key))),
    request(state) {
      const filters = keys.flatMap((key) => {
        const value = valueOf(state, key);
        return value ? [[key, value] as const] : [];
      });
      return { page: state.page, limit: pageSize, ...Object.fromEntries(filters) } as ListRequestOf<TParams>;
    },
  };
}
