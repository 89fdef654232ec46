import type { OperationDefinition } from '@ratchet/store-api-contract';

/** The request and response types of one operation, as the client sees them. */
export interface OperationTypes {
  pathParams?: unknown;
  query?: unknown;
  body?: unknown;
  response: unknown;
}

/** Operation key (`"readCart get /checkout/cart"`) → its types. */
export type OperationTypeMap = { [key: string]: OperationTypes };

// Read zod 4's input/output types structurally: the contract's optional parts are `Schema | undefined`, and
// commerce-hooks does not import zod itself (it only consumes the contract's types).
type SchemaInput<Schema> = NonNullable<Schema> extends { _zod: { input: infer Input } } ? Input : undefined;
type SchemaOutput<Schema> = NonNullable<Schema> extends { _zod: { output: infer Output } } ? Output : unknown;

/**
 * The client's type map of contract operations (e.g. `typeof accountOperations`), keyed by each definition's
 * operation key whatever the map's own keys are (`{ readDomains }` and `{ [readDomains.key]: readDomains }` both work).
 */
export type OperationTypesOf<Definitions extends Record<string, OperationDefinition>> = {
  [Definition in Definitions[keyof Definitions] as Definition['key']]: {
    pathParams: SchemaInput<Definition['pathParams']>;
    query: SchemaInput<Definition['query']>;
    body: SchemaInput<Definition['body']>;
    response: SchemaOutput<Definition['response']>;
  };
};

/** True when a request part needs no value (missing, undefined, or an object without required fields). */
export type IsEmptyPart<T> = [T] extends [never]
  ? true
  : [T] extends [undefined]
    ? true
    : unknown extends T
      ? true
      : Record<never, never> extends NonNullable<T>
        ? true
        : false;

/** What `invoke` takes for an operation: `pathParams` is required when the path has parameters. */
export type InvokeRequest<Op extends OperationTypes> = (IsEmptyPart<Op['pathParams']> extends true
  ? { pathParams?: Op['pathParams'] }
  : { pathParams: Op['pathParams'] }) & {
  query?: Op['query'];
  body?: Op['body'];
  /** Extra request headers (e.g. `sw-language-id`). */
  headers?: Record<string, string>;
  /** Overrides the operation's timeout. */
  timeoutMs?: number;
  /** Cancels the request. */
  signal?: AbortSignal;
};

/** `invoke`'s request argument: optional when the operation has no path parameters. */
export type InvokeArgs<Op extends OperationTypes> =
  IsEmptyPart<Op['pathParams']> extends true ? [request?: InvokeRequest<Op>] : [request: InvokeRequest<Op>];
