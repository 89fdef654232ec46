import { z } from 'zod';

/** One error of the Shopware store-API error shape. `status` is the HTTP status as a string. */
export const storeApiErrorSchema = z.object({
  status: z.string(),
  code: z.string(),
  title: z.string(),
  detail: z.string(),
  meta: z
    .object({
      parameters: z.record(z.string(), z.unknown()).optional(),
    })
    .catchall(z.unknown())
    .optional(),
  source: z.object({ pointer: z.string() }).optional(),
});
export type StoreApiError = z.infer<typeof storeApiErrorSchema>;

/** `{ errors: [...] }`: the body of every failed store-API response. */
export const storeApiErrorResponseSchema = z.object({ errors: z.array(storeApiErrorSchema).min(1) });
export type StoreApiErrorResponse = z.infer<typeof storeApiErrorResponseSchema>;

// The codes are plain constants in the zod-free rules module so browsers can use them without the schemas.
export { cartErrorKeys, errorCodes } from '../rules/errorCodes';
export type { ErrorCode } from '../rules/errorCodes';
