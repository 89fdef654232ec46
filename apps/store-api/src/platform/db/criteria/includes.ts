/** Criteria `includes`: per apiAlias, the fields an answer keeps (Shopware semantics). */
export type Includes = Readonly<Record<string, readonly string[]>>;

/**
 * Trims a JSON answer by `includes`: every object whose `apiAlias` has an entry keeps only the
 * listed fields (and its `apiAlias`); objects without an entry keep every field. Applied
 * recursively, so `{ product: ['id','name'], product_manufacturer: ['name'] }` trims products in a
 * listing and the manufacturers inside them. Returns a new value; the input is not changed.
 */
export function applyIncludes(value: unknown, includes: Includes): unknown {
  return trimmed(value, new Map(Object.entries(includes)));
}

/**
 * {@link applyIncludes} for one value: a listed object is rebuilt from its field list; any other object
 * or array is copied only when something inside it is trimmed (answers share dictionary objects, which
 * must not change), so a large answer costs one pass and few new objects.
 */
function trimmed(value: unknown, keeps: ReadonlyMap<string, readonly string[]>): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let out: unknown[] | null = null;
    for (let index = 0; index < value.length; index++) {
      const item: unknown = value[index];
      const next = trimmed(item, keeps);
      if (next !== item && out === null) out = value.slice(0, index);
      if (out !== null) out.push(next);
    }
    return out ?? value;
  }
  const record = value as Record<string, unknown>;
  const alias = record.apiAlias;
  const keep = typeof alias === 'string' ? keeps.get(alias) : undefined;
  if (keep) {
    const out: Record<string, unknown> = {};
    for (const key of keep)
      if (key !== 'apiAlias' && Object.hasOwn(record, key)) out[key] = trimmed(record[key], keeps);
    out.apiAlias = alias;
    return out;
  }
  let out: Record<string, unknown> | null = null;
  for (const key of Object.keys(record)) {
    const field = record[key];
    const next = trimmed(field, keeps);
    if (next !== field) {
      out ??= { ...record };
      out[key] = next;
    }
  }
  return out ?? record;
}

/** The `includes` of a request body, when it has a usable one (a record of field lists). */
export function includesOf(body: unknown): Includes | null {
  if (body === null || typeof body !== 'object' || !('includes' in body)) return null;
  const includes = (body as { includes?: unknown }).includes;
  if (includes === null || typeof includes !== 'object' || Array.isArray(includes)) return null;
  const entries = Object.entries(includes as Record<string, unknown>);
  if (entries.length === 0) return null;
  if (!entries.every(([, fields]) => Array.isArray(fields) && fields.every((f) => typeof f === 'string'))) return null;
  return includes as Includes;
}
