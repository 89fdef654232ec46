import type { z } from 'zod';
import type { RoleCode } from './rules/roles';

/**
 * Who may call an operation (issue 9 item 3: authorisation by declaration). The server checks it in one
 * place (`route()`) for every operation:
 * - `'anonymous'`: anyone with the access key, logged in or not;
 * - `'customer'`: a logged-in customer (403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN otherwise);
 * - `{ role }` / `{ roles }`: a logged-in customer holding that role / every one of those roles
 *   (403 RATCHET__MISSING_PERMISSION with the roles in `meta.parameters.roles` otherwise).
 */
export type OperationAccess =
  'anonymous' | 'customer' | { readonly role: RoleCode } | { readonly roles: readonly [RoleCode, ...RoleCode[]] };

/** The roles an access declaration requires (none for anonymous and plain customer operations). */
export function requiredRoles(access: OperationAccess): readonly RoleCode[] {
  if (typeof access === 'string') return [];
  return 'role' in access ? [access.role] : access.roles;
}

/** Whether an access declaration requires a logged-in customer. */
export function requiresCustomer(access: OperationAccess): boolean {
  return access !== 'anonymous';
}

/** HTTP methods the store-API uses. */
export type HttpMethod = 'get' | 'post' | 'patch' | 'put' | 'delete';

/**
 * One store-API operation: its key (as the Shopware store-API client keys it,
 * `"readCart get /checkout/cart"`), its path relative to `/store-api`, and the
 * zod schemas of its parts. The server validates requests with these schemas;
 * the hooks' client takes its types from them.
 */
export interface OperationDefinition<
  Key extends string = string,
  PathParams extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  /** `"<operationId> <method> <path>"`, e.g. `"readCart get /checkout/cart"`. */
  readonly key: Key;
  readonly operationId: string;
  readonly method: HttpMethod;
  /** Path below `/store-api` with `{param}` placeholders, e.g. `/product-listing/{categoryId}`. */
  readonly path: string;
  readonly pathParams?: PathParams;
  readonly query?: Query;
  readonly body?: Body;
  readonly response: Response;
  /** Who may call it; required, so a new operation cannot forget it (see {@link OperationAccess}). */
  readonly access: OperationAccess;
}

type ParseKey<Key extends string> = Key extends `${infer Id} ${infer Method} ${infer Path}`
  ? { operationId: Id; method: Method; path: Path }
  : never;

/** Defines an operation; method, path and operationId are read from the key. */
export function defineOperation<
  const Key extends `${string} ${HttpMethod} /${string}`,
  PathParams extends z.ZodType = z.ZodType<Record<string, never>>,
  Query extends z.ZodType = z.ZodType<Record<string, never>>,
  Body extends z.ZodType = z.ZodType<undefined>,
  Response extends z.ZodType = z.ZodType,
>(
  key: Key,
  parts: {
    pathParams?: PathParams;
    query?: Query;
    body?: Body;
    response: Response;
    /** Required: every operation says who may call it. */
    access: OperationAccess;
  },
): OperationDefinition<Key, PathParams, Query, Body, Response> & ParseKey<Key> {
  const [operationId, method, path] = key.split(' ') as [string, HttpMethod, string];
  return { key, operationId, method, path, ...parts } as OperationDefinition<Key, PathParams, Query, Body, Response> &
    ParseKey<Key>;
}

/** The request parts of an operation, as the client passes them (like `@shopware/api-client`'s `invoke`). */
export type OperationRequest<Op extends OperationDefinition> = {
  pathParams?: NonNullable<Op['pathParams']> extends z.ZodType ? z.input<NonNullable<Op['pathParams']>> : never;
  query?: NonNullable<Op['query']> extends z.ZodType ? z.input<NonNullable<Op['query']>> : never;
  body?: NonNullable<Op['body']> extends z.ZodType ? z.input<NonNullable<Op['body']>> : never;
  headers?: Record<string, string>;
};

/** The parsed response of an operation. */
export type OperationResponse<Op extends OperationDefinition> = z.output<Op['response']>;
