export {
  createStoreApiClient,
  defaultTimeoutMs,
  longTimeoutMs,
  parseOperationKey,
  timeoutFor,
} from './createStoreApiClient';
export type { ResponseSchema, StoreApiClient, StoreApiClientOptions } from './createStoreApiClient';
export {
  StoreApiClientError,
  isStoreApiClientError,
  requestTimeoutCode,
  storeApiErrorsOf,
  syntheticError,
  unknownErrorCode,
} from './StoreApiClientError';
export type {
  InvokeArgs,
  InvokeRequest,
  IsEmptyPart,
  OperationTypeMap,
  OperationTypes,
  OperationTypesOf,
} from './types';
