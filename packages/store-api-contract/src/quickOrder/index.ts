// Quick order (issue 13): numbers of a pasted or typed order resolved in one call.
export { quickOrderOperations, resolveQuickOrder, uploadQuickOrderCsv } from './operations';
export {
  quickOrderCsvBodySchema,
  quickOrderCsvResponseSchema,
  quickOrderCsvRowSchema,
  quickOrderProductSchema,
  quickOrderResolutionSchema,
  quickOrderResolveBodySchema,
  quickOrderResolveResponseSchema,
} from './schemas';
export type {
  QuickOrderCsvBody,
  QuickOrderCsvResponse,
  QuickOrderCsvRow,
  QuickOrderProduct,
  QuickOrderResolution,
  QuickOrderResolveBody,
  QuickOrderResolveResponse,
} from './schemas';
