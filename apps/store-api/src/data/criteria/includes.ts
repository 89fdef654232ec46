/** Criteria `includes`: per apiAlias, the fields an answer keeps (Shopware semantics). */
export type Includes = Readonly<Record<string, readonly string[]>>;

/**
 * Trims a JSON answer by `includes`: every object whose `apiAlias` has an entry keeps only the
 * listed fields (and its `apiAlias`); objects without an entry keep every field. Applied
 * recursively, so `{ product: ['id','name'], product_manufacturer: ['name'] }` trims products in a
 * listing and the manufacturers inside them. Returns a new value; the input is not changed.
 */
export function applyIncludes(value: unknown, includes: Includes): unknown {
  if (Array.isArray(value)) return value.map((item) => applyIncludes(item, includes));
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const alias = typeof record.apiAlias === 'string' ? record.apiAlias : null;
  const keep = alias !== null && Object.hasOwn(includes, alias) ? new Set(includes[alias]) : null;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(record)) {
    if (keep && key !== 'apiAlias' && !keep.has(key)) continue;
    out[key] = applyIncludes(field, includes);
  }
  return out;
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
