export { OfferHistoryList, offerDetailPath } from './OfferHistoryList';
export type { OfferHistoryListProps } from './OfferHistoryList';
export { OfferDetailView } from './OfferDetailView';
export type { OfferDetailViewProps } from './OfferDetailView';
export { RequestOfferDialog, offerRequestLimits } from './RequestOfferDialog';
export type { RequestOfferDialogProps } from './RequestOfferDialog';
export {
  emptyOfferHistoryState,
  offerHistoryPageSize,
  offerHistoryQuery,
  offerHistoryRequest,
  offerHistoryStateFromQuery,
} from './offerHistoryState';
export type { OfferHistoryState } from './offerHistoryState';
export { useAddOfferToCart, useOfferDetail, useOffers, useRequestOffer } from './useOffers';
export type { UseAddOfferToCartReturn, UseRequestOfferReturn } from './useOffers';
