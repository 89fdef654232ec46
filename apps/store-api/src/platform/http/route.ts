import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { errorCodes, requiredRoles, requiresCustomer } from '@ratchet/store-api-contract';
import type { OperationDefinition } from '@ratchet/store-api-contract';
import type { StoreApiError } from '@ratchet/store-api-contract';
import type { AppDeps, AppEnv, ContextCustomer, RequestContext, SalesChannelInfo } from './env';
import { applyIncludes, includesOf } from '../db/criteria/includes';
import { StoreApiHttpError, storeApiError } from './errors';

type Out<S> = [NonNullable<S>] extends [z.ZodType] ? z.output<NonNullable<S>> : undefined;

/**
 * Who calls an operation, by its declared access: the logged-in customer (id, company, roles) for
 * customer and role operations — never null there, the kernel answered 403 before —, else the
 * customer or null.
 */
export type Actor<Op extends OperationDefinition> = Op['access'] extends 'anonymous'
  ? ContextCustomer | null
  : ContextCustomer;

/** What a handler receives: the validated request parts, the caller, the context and the dependencies. */
export interface HandlerInput<Op extends OperationDefinition> {
  /** The caller as the operation's access declares it (see {@link Actor}). */
  actor: Actor<Op>;
  params: Out<Op['pathParams']>;
  query: Out<Op['query']>;
  body: Out<Op['body']>;
  context: RequestContext;
  salesChannel: SalesChannelInfo;
  deps: AppDeps;
  /** The Hono context, for headers (cache headers, token replacement). */
  c: Context<AppEnv>;
}

/** Answer of a handler: the response data (validated against the operation in dev/test) or a raw Response. */
export type HandlerResult<Op extends OperationDefinition> = z.input<Op['response']> | Response;

export interface RouteOptions {
  /** Body limit in bytes; default the server's (1 MB). CSV upload routes pass 6 MB. */
  bodyLimit?: number;
  /** HTTP status of a successful answer (default 200). */
  status?: 200 | 201 | 202;
}

const STORE_API = '/store-api';

const registered = new WeakMap<Hono<AppEnv>, Set<string>>();

/** Keys of the contract operations registered on an app through {@link route} (the authorisation test reads it). */
export function registeredOperations(app: Hono<AppEnv>): ReadonlySet<string> {
  return registered.get(app) ?? new Set();
}

/** `/product/{productId}` → `/store-api/product/:productId`. */
export function honoPath(path: string): string {
  return STORE_API + path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
}

function issuesToErrors(part: 'body' | 'query' | 'path' | 'response', error: z.ZodError): StoreApiError[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join('/');
    const pointer = part === 'body' ? `/${field}` : `/${part}${field ? `/${field}` : ''}`;
    return storeApiError(
      part === 'response' ? 500 : 400,
      part === 'response' ? errorCodes.internal : errorCodes.validation,
      field ? `${field}: ${issue.message}` : issue.message,
      { source: { pointer }, meta: { parameters: { field, part, issue: issue.code } } },
    );
  });
}

/** JSON pointer token of a key (RFC 6901: `~` → `~0`, `/` → `~1`). */
function pointerToken(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The pointer (below the part) of the first string or key holding a NUL character, or null. */
function nulPointer(value: unknown, at: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? at : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = nulPointer(value[index], `${at}/${index}`, depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const pointer = `${at}/${pointerToken(key)}`;
    if (key.includes('\u0000')) return pointer;
    const found = nulPointer(item, pointer, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * A NUL character cannot be stored or compared in PostgreSQL text (it answered 500): any string or
 * key holding one — body, query or path — is refused with 400 FRAMEWORK__VALIDATION_FAILED naming
 * it in `source.pointer` (`/search`, `/query/term`, `/path/id`), before the schema and the handler.
 */
function refuseNul(value: unknown, part: 'body' | 'query' | 'path'): void {
  const found = nulPointer(value, part === 'body' ? '' : `/${part}`);
  if (found === null) return;
  const field = found
    .split('/')
    .slice(part === 'body' ? 1 : 2)
    .join('/');
  const detail = `${field || part}: must not contain a NUL character.`;
  const error = storeApiError(400, errorCodes.validation, detail, {
    source: { pointer: found || '/' },
    meta: { parameters: { field, part, issue: 'nul_character' } },
  });
  throw new StoreApiHttpError(400, errorCodes.validation, detail, undefined, [error]);
}

function validate<S extends z.ZodType | undefined>(schema: S, value: unknown, part: 'body' | 'query' | 'path'): Out<S> {
  refuseNul(value, part);
  if (!schema) return value as Out<S>;
  const result = schema.safeParse(value);
  if (!result.success) {
    const errors = issuesToErrors(part, result.error);
    throw new StoreApiHttpError(400, errorCodes.validation, errors[0]?.detail ?? 'Invalid request.', undefined, errors);
  }
  return result.data as Out<S>;
}

function queryObject(c: Context<AppEnv>): Record<string, string | string[]> {
  const all = c.req.queries();
  const out: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(all)) {
    // `filter[]=a&filter[]=b` and `filter=a&filter=b` both become arrays
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    out[name] = values.length === 1 && !key.endsWith('[]') ? (values[0] ?? '') : values;
  }
  return out;
}

async function readJsonBody(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new StoreApiHttpError(400, errorCodes.invalidJson, 'The request body is not valid JSON.');
  }
}

/**
 * Registers one contract operation: method + `/store-api` + path, a body limit, validation of
 * path params, query and JSON body (400 FRAMEWORK__VALIDATION_FAILED with `source.pointer`),
 * the operation's declared `access` (customer: 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN; role: 403
 * RATCHET__MISSING_PERMISSION) with the caller handed to the handler as a typed `actor`. Outside production the answer is checked against the
 * operation's response schema, so contract drift fails tests instead of reaching clients.
 */
export function route<Op extends OperationDefinition>(
  app: Hono<AppEnv>,
  operation: Op,
  handler: (input: HandlerInput<Op>) => Promise<HandlerResult<Op>> | HandlerResult<Op>,
  options: RouteOptions = {},
): void {
  const path = honoPath(operation.path);
  const method = operation.method.toUpperCase();
  const keys = registered.get(app) ?? new Set<string>();
  keys.add(operation.key);
  registered.set(app, keys);
  const maxSize = options.bodyLimit ?? 1024 * 1024;
  const tooLarge = () => {
    // The rest of the body is not read: the client must not reuse this connection.
    throw new StoreApiHttpError(
      413,
      errorCodes.bodyTooLarge,
      'The request body is too large.',
      { parameters: { maxSize } },
      [],
      { connection: 'close' },
    );
  };
  const streamedLimit = bodyLimit({ maxSize, onError: tooLarge });
  // A body with a Content-Length is judged by the header, and then read directly from the Node request
  // (hono's bodyLimit reads `c.req.raw.body` first, which builds a web Request and stream for every
  // request: ~0.1 ms of CPU per typeahead request, issue 3 Performance); a chunked body is counted as
  // it streams in.
  const limit: MiddlewareHandler<AppEnv> = async (c, next) => {
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number.parseInt(length, 10) > maxSize) tooLarge();
      return next();
    }
    return streamedLimit(c, next);
  };
  app.on(method, path, limit, async (c) => {
    // Health is answered before the context middleware (no sales channel needed): no deps, no context there.
    const deps = c.get('deps') as AppDeps | undefined;
    const context = c.get('context') as RequestContext | undefined;
    const salesChannel = c.get('salesChannel');
    // Authorisation by declaration (issue 9 item 3): the one place that checks session and roles.
    if (requiresCustomer(operation.access)) {
      if (!context?.customer) {
        throw new StoreApiHttpError(403, errorCodes.customerNotLoggedIn, 'Customer is not logged in.');
      }
      const customerRoles = context.customer.roles;
      const roles = requiredRoles(operation.access);
      if (!roles.every((role) => customerRoles.includes(role))) {
        throw new StoreApiHttpError(403, errorCodes.missingPermission, 'Missing permission.', {
          parameters: { roles: [...roles] },
        });
      }
    }
    const params = validate(operation.pathParams, c.req.param(), 'path');
    const query = validate(operation.query, queryObject(c), 'query');
    const hasBody = method !== 'GET' && method !== 'HEAD';
    const body = validate(operation.body, hasBody ? await readJsonBody(c) : undefined, 'body');
    const result = await handler({
      actor: context?.customer ?? null,
      params,
      query,
      body,
      context,
      salesChannel,
      deps,
      c,
    } as HandlerInput<Op>);
    if (result instanceof Response) return result;
    if (deps?.config.nodeEnv !== 'production') {
      const checked = operation.response.safeParse(result);
      if (!checked.success) {
        const errors = issuesToErrors('response', checked.error);
        console.error(`[store-api] ${operation.key} answered outside its contract`, JSON.stringify(errors.slice(0, 5)));
        throw new StoreApiHttpError(
          500,
          errorCodes.internal,
          'Response does not match the contract.',
          undefined,
          errors,
        );
      }
    }
    // Criteria `includes` trim the validated answer (Shopware: per apiAlias, recursively).
    const includes = includesOf(body);
    return c.json((includes ? applyIncludes(result, includes) : result) as object, options.status ?? 200);
  });
}
