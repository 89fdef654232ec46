import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The layering of the store-API (issue 9 item 2; docs/architecture.md "Where things live"), checked on the
 * import graph of src/ and on the SQL text of every file. ESLint's no-restricted-imports (eslint.config.js,
 * store-API section) says the same per file glob while editing; this test is the one that cannot be skipped.
 */

const srcDir = dirname(fileURLToPath(import.meta.url));

/** Tooling around the server (data loading, benchmarks, test harness, command line): may use SQL and seeds. */
const toolingAreas = ['seed', 'cli', 'bench', 'testing'] as const;

/**
 * Test helpers that are not `*.test.ts` files but only serve tests: they may import seeds and open databases,
 * as tests do. Keep this list short and explicit.
 */
const testHelpers = new Set([
  'platform/mail/fakeSmtp.ts', // SMTP sink for the outbox delivery test
]);

/** Packages that do I/O (database drivers, network, files, mail): never in a domain file. */
const ioPackages = [
  /^pg$/,
  /^@electric-sql\/pglite/,
  /^nodemailer$/,
  /^hono/,
  /^@hono\//,
  /^node:(fs|net|http|https|child_process|dgram|dns|tls|worker_threads)/,
];
/** Database drivers: only platform/db opens connections. */
const dbDrivers = [/^pg$/, /^@electric-sql\/pglite/];

/** SQL in source text: tagged templates, query/exec calls and statement keywords. */
const sqlPatterns = [
  /\bsql`/,
  /\.query\s*(<|\()/,
  /\b(db|tx|pool|client)\.exec\s*\(/,
  /\bSELECT\s+[\w*(]/,
  /\bINSERT\s+INTO\b/,
  /\bDELETE\s+FROM\b/,
  /\bUPDATE\s+\w+\s+SET\b/,
];

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** Where a file sits: its area (modules/<name>, platform, seed…) and, in a module, its role. */
export interface FilePlace {
  path: string;
  area: 'module' | 'platform' | 'root' | (typeof toolingAreas)[number];
  module: string | null;
  role: 'routes' | 'service' | 'repo' | 'domain' | 'present' | 'index' | 'other' | null;
  isTest: boolean;
}

export function placeOf(path: string): FilePlace {
  const parts = path.split('/');
  const isTest = path.endsWith('.test.ts') || testHelpers.has(path);
  const first = parts[0] ?? '';
  if (first === 'modules' && parts.length >= 3) {
    const inner = parts[2] ?? '';
    const roleName = parts.length > 3 ? inner : inner.replace(/\.ts$/, '');
    const roles = ['routes', 'service', 'repo', 'domain', 'present', 'index'] as const;
    const role = (roles as readonly string[]).includes(roleName) ? (roleName as FilePlace['role']) : 'other';
    return { path, area: 'module', module: parts[1] ?? null, role, isTest };
  }
  if (first === 'platform') return { path, area: 'platform', module: null, role: null, isTest };
  if ((toolingAreas as readonly string[]).includes(first)) {
    return { path, area: first as FilePlace['area'], module: null, role: null, isTest };
  }
  return { path, area: 'root', module: null, role: null, isTest };
}

/** The import specifiers of a source text (static, re-exports and dynamic imports). */
export function importsOf(text: string): string[] {
  const specifiers: string[] = [];
  const pattern =
    /(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const match of text.matchAll(pattern)) specifiers.push(match[1] ?? match[2] ?? match[3] ?? '');
  return specifiers.filter(Boolean);
}

function resolveImport(fromPath: string, specifier: string, known: Set<string>): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = relative(srcDir, resolve(srcDir, dirname(fromPath), specifier));
  for (const candidate of [`${base}.ts`, `${base}/index.ts`, base]) if (known.has(candidate)) return candidate;
  return base;
}

/** One broken rule: which file, what it imports or contains, and why that is wrong. */
export interface Violation {
  file: string;
  found: string;
  rule: string;
}

/** Checks one file's imports against the layering rules. */
export function importViolations(from: FilePlace, specifier: string, target: FilePlace | null): Violation[] {
  const out: Violation[] = [];
  const add = (rule: string) => out.push({ file: from.path, found: specifier, rule });
  // Tests check the whole server from outside (they start servers, seed data, reach test helpers): no layer
  // rules. The package entry (src/index.ts) hands the seed to other packages' tooling (e2e, storefront tests).
  if (from.isTest) return out;
  const tooling = (toolingAreas as readonly string[]).includes(from.area) || from.path === 'index.ts';
  if (!target) {
    if (from.role === 'domain' && ioPackages.some((pattern) => pattern.test(specifier))) {
      add('domain files are pure: no package that does I/O');
    }
    if (!tooling && from.path.split('/').slice(0, 2).join('/') !== 'platform/db') {
      if (dbDrivers.some((pattern) => pattern.test(specifier))) add('only platform/db opens the database driver');
    }
    return out;
  }
  if (target.area === 'seed' && !tooling && from.area !== 'seed') add('only cli, testing and bench import seed/');
  if (from.area === 'platform' && target.area === 'module') add('platform/ imports no module');
  if (from.area === 'module' && target.area === 'module' && from.module !== target.module) {
    if (target.path !== `modules/${target.module}/index.ts`) {
      add(`modules import another module only through its index.ts (modules/${target.module}/index)`);
    }
  }
  if (from.area === 'module' && target.area === 'module' && from.module === target.module) {
    if (from.role === 'routes' && target.role === 'repo') add('routes call the service, never the repo');
    if (from.role === 'domain' && target.role !== 'domain') add('domain files import only other domain files');
  }
  if (from.role === 'domain' && (target.area === 'platform' || target.area === 'seed')) {
    add('domain files are pure: no platform or seed import');
  }
  return out;
}

/** Whether a file may hold SQL: repo files, platform/db, and the tooling around the server. */
export function maySqlLiveIn(place: FilePlace): boolean {
  if (place.isTest || (toolingAreas as readonly string[]).includes(place.area)) return true;
  if (place.role === 'repo') return true;
  return place.path.startsWith('platform/db/') || /(^|\/)repo(\.ts|\/)/.test(place.path);
}

/** SQL found in a text, as the first matching line per pattern. */
export function sqlIn(text: string): string[] {
  const lines = text.split('\n');
  return sqlPatterns.flatMap((pattern) => {
    const line = lines.find((candidate) => pattern.test(candidate));
    return line ? [line.trim()] : [];
  });
}

const files = listFiles(srcDir).map((path) => relative(srcDir, path));
const known = new Set(files);

function graphViolations(): Violation[] {
  return files.flatMap((path) => {
    const from = placeOf(path);
    const text = readFileSync(join(srcDir, path), 'utf8');
    return importsOf(text).flatMap((specifier) => {
      const resolved = resolveImport(path, specifier, known);
      return importViolations(from, specifier, resolved === null ? null : placeOf(resolved));
    });
  });
}

function sqlViolations(): Violation[] {
  return files.flatMap((path) => {
    const place = placeOf(path);
    if (maySqlLiveIn(place)) return [];
    return sqlIn(readFileSync(join(srcDir, path), 'utf8')).map((found) => ({
      file: path,
      found,
      rule: 'SQL lives only in repo.ts / repo/ and platform/db',
    }));
  });
}

describe('store-API layering (issue 9 item 2; docs/architecture.md)', () => {
  it('finds the modules and platform it checks (the scan is not empty)', () => {
    const modules = new Set(files.map(placeOf).flatMap((place) => (place.module ? [place.module] : [])));
    expect([...modules].sort()).toEqual([
      'approval',
      'articleLinks',
      'auth',
      'budgets',
      'cart',
      'catalog',
      'company',
      'content',
      'context',
      'costCenter',
      'invoices',
      'offers',
      'order',
      'orderHistory',
      'orderLists',
      'profile',
      'quickOrder',
      'registration',
    ]);
    for (const module of modules) expect(known.has(`modules/${module}/index.ts`)).toBe(true);
    expect(files.filter((path) => path.startsWith('platform/')).length).toBeGreaterThan(5);
  });

  it('every import follows the layers (platform → no module; modules → other modules by index.ts; routes → no repo; domain pure; seeds only for tooling)', () => {
    expect(graphViolations()).toEqual([]);
  });

  it('no SQL outside repo.ts / repo/ and platform/db', () => {
    expect(sqlViolations()).toEqual([]);
  });

  // The rules themselves, on made-up imports: each wrong import is caught (so the graph checks above can fail).
  it.each([
    ['platform/http/route.ts', '../../modules/cart', 'modules/cart/index.ts', 'platform/ imports no module'],
    ['modules/order/service.ts', '../cart/repo', 'modules/cart/repo.ts', 'only through its index.ts'],
    ['modules/cart/routes.ts', './repo', 'modules/cart/repo.ts', 'never the repo'],
    ['modules/catalog/routes/products.ts', '../repo/listing', 'modules/catalog/repo/listing.ts', 'never the repo'],
    ['modules/order/domain.ts', './repo', 'modules/order/repo.ts', 'only other domain files'],
    ['modules/catalog/repo/suggest.ts', '../../../seed/ids', 'seed/ids.ts', 'only cli, testing and bench'],
    ['modules/order/domain.ts', 'pg', null, 'no package that does I/O'],
    ['modules/cart/service.ts', '@electric-sql/pglite', null, 'only platform/db opens the database driver'],
  ])('%s importing %s is refused', (from, specifier, target, rule) => {
    const violations = importViolations(placeOf(from), specifier, target === null ? null : placeOf(target));
    expect(violations.map((violation) => violation.rule).join('; ')).toContain(rule);
  });

  it.each([
    ['modules/cart/service.ts', "await db.query('DELETE FROM cart WHERE id = $1', [id]);"],
    ['modules/catalog/routes/products.ts', 'const from = `SELECT p.id FROM product p`;'],
    ['platform/http/route.ts', 'await tx.exec(script);'],
  ])('SQL in %s is refused', (path, line) => {
    expect(maySqlLiveIn(placeOf(path))).toBe(false);
    expect(sqlIn(line)).not.toEqual([]);
  });

  it('SQL in repo files and platform/db is allowed', () => {
    expect(maySqlLiveIn(placeOf('modules/cart/repo.ts'))).toBe(true);
    expect(maySqlLiveIn(placeOf('modules/catalog/repo/listing.ts'))).toBe(true);
    expect(maySqlLiveIn(placeOf('platform/db/criteria/sql.ts'))).toBe(true);
    expect(maySqlLiveIn(placeOf('platform/mail/repo.ts'))).toBe(true);
  });
});
