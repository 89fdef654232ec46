import type { z } from 'zod';
import type { RoleCode } from './rules/roles';

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
  /** `customer`: the context must carry a logged-in customer (403 otherwise). */
  readonly access: 'public' | 'customer';
  /** Role codes the customer needs (checked on the server for every B2B route). */
  readonly roles?: readonly RoleCode[];
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
    access?: 'public' | 'customer';
    roles?: readonly RoleCode[];
  },
): OperationDefinition<Key, PathParams, Query, Body, Response> & ParseKey<Key> {
  const [operationId, method, path] = key.split(' ') as [string, HttpMethod, string];
  return { key, operationId, method, path, access: 'public', ...parts } as OperationDefinition<
    Key,
    PathParams,
    Query,
    Body,
    Response
  > &
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
