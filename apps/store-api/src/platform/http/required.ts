import { errorCodes } from '@ratchet/store-api-contract';
import { StoreApiHttpError } from './errors';

/**
 * The route helper types validated parts as possibly undefined (the operation's schema is optional
 * in the contract type); the schemas here always produce a value, so undefined means a bad request.
 */
export function present<T>(value: T | undefined, part: string): T {
  if (value === undefined) throw new StoreApiHttpError(400, errorCodes.validation, `The request ${part} is missing.`);
  return value;
}
