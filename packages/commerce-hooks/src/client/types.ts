import type { OperationDefinition, OperationRequest, OperationResponse } from '@ratchet/store-api-contract';

/** The request and response types of one operation, as the client sees them. */
export interface OperationTypes {
  pathParams?: unknown;
  query?: unknown;
  body?: unknown;
  response: unknown;
}

/** Operation key (`"readCart get /checkout/cart"`) → its types. */
export type OperationTypeMap = { [key: string]: OperationTypes };

/** The client's type map of a contract operations map (`typeof operations`). */
export type OperationTypesOf<Definitions extends Record<string, OperationDefinition>> = {
  [Key in keyof Definitions & string]: {
    pathParams: NonNullable<OperationRequest<Definitions[Key]>['pathParams']>;
    query: OperationRequest<Definitions[Key]>['query'];
    body: OperationRequest<Definitions[Key]>['body'];
    response: OperationResponse<Definitions[Key]>;
  };
};

type IsEmpty<T> = [T] extends [never] ? true : [T] extends [undefined] ? true : unknown extends T ? true : false;

/** What `invoke` takes for an operation: `pathParams` is required when the path has parameters. */
export type InvokeRequest<Op extends OperationTypes> = (IsEmpty<Op['pathParams']> extends true
  ? { pathParams?: undefined }
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
