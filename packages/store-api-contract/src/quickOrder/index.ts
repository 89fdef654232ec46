// Quick order (issue 13): numbers of a pasted or typed order resolved in one call.
export { quickOrderOperations, resolveQuickOrder } from './operations';
export {
  quickOrderProductSchema,
  quickOrderResolutionSchema,
  quickOrderResolveBodySchema,
  quickOrderResolveResponseSchema,
} from './schemas';
export type {
  QuickOrderProduct,
  QuickOrderResolution,
  QuickOrderResolveBody,
  QuickOrderResolveResponse,
} from './schemas';
