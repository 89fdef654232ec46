import { defineOperation } from '../operation';
import { screenAccess } from '../screenAccess';
import {
  cartTransferResponseSchema,
  invoiceHistoryQuerySchema,
  invoiceHistoryResponseSchema,
  invoicePdfPathSchema,
  offerDetailQuerySchema,
  offerDetailSchema,
  offerHistoryQuerySchema,
  offerHistoryResponseSchema,
  offerPathSchema,
  orderHistoryDetailQuerySchema,
  orderHistoryDetailSchema,
  orderHistoryQuerySchema,
  orderHistoryResponseSchema,
  pdfResponseSchema,
  reorderBodySchema,
  requestOfferBodySchema,
} from './schemas';

// Orders (account-area.md §7 "order/history, order/history/detail"): the orders screen's right,
// ROLE_MANAGE_ORDER_HISTORY; ROLE_MANAGE_COMPANY_ORDER_HISTORY widens every call from own to company orders.

/** The order history with status, date and search filters and paging (from after to: 400 RATCHET__DATE_RANGE_INVALID). */
export const listOrderHistory = defineOperation('listOrderHistory get /ratchet/order/history', {
  query: orderHistoryQuerySchema,
  response: orderHistoryResponseSchema,
  access: screenAccess('orders'),
});

/** One order (or its firm/warehouse part) with lines, addresses and amounts; 404 CHECKOUT__ORDER_NOT_FOUND otherwise. */
export const readOrderHistoryDetail = defineOperation('readOrderHistoryDetail get /ratchet/order/history/detail', {
  query: orderHistoryDetailQuerySchema,
  response: orderHistoryDetailSchema,
  access: screenAccess('orders'),
});

/**
 * Reorder: the order's product lines into the caller's cart in one multi-add, at today's prices. Lines that cannot
 * go in (gone, not buyable, out of stock, quantity rules changed) are named in `notAdded`; the rest is added.
 */
export const reorderOrder = defineOperation('reorderOrder post /ratchet/order/history/reorder', {
  body: reorderBodySchema,
  response: cartTransferResponseSchema,
  access: screenAccess('orders'),
});

/**
 * The native order history (account-area.md §7 "sw/order/history", feature flag nativeOrderHistory): the orders
 * placed in this shop, in the same shapes and with the same filters and rights as the order history.
 */
export const listNativeOrderHistory = defineOperation('listNativeOrderHistory get /ratchet/sw/order/history', {
  query: orderHistoryQuerySchema,
  response: orderHistoryResponseSchema,
  access: screenAccess('orders'),
});

/** One order of the native history (account-area.md §7 "sw/order/history/detail"). */
export const readNativeOrderHistoryDetail = defineOperation(
  'readNativeOrderHistoryDetail get /ratchet/sw/order/history/detail',
  {
    query: orderHistoryDetailQuerySchema,
    response: orderHistoryDetailSchema,
    access: screenAccess('orders'),
  },
);

// Invoices (account-area.md §7 "invoice/history"): ROLE_MANAGE_INVOICE_HISTORY; the company's invoices.

/** Invoices with date range, number, order number and customer reference filters, paged. */
export const listInvoices = defineOperation('listInvoices get /ratchet/invoice/history', {
  query: invoiceHistoryQuerySchema,
  response: invoiceHistoryResponseSchema,
  access: screenAccess('invoices'),
});

/** The invoice as PDF (A4, in the caller's language), streamed; 404 RATCHET__INVOICE_NOT_FOUND for another company's. */
export const downloadInvoicePdf = defineOperation('downloadInvoicePdf get /ratchet/invoice/{invoiceNumber}/pdf', {
  pathParams: invoicePdfPathSchema,
  response: pdfResponseSchema,
  access: screenAccess('invoices'),
});

// Offers (account-area.md §7 "offer/history, offer/history/detail"): listing ROLE_MANAGE_OFFER_HISTORY;
// requesting ROLE_REQUEST_OFFER.

/** Request an offer for the cart's product lines with a message (empty cart: 400 RATCHET__OFFER_CART_EMPTY). */
export const requestOffer = defineOperation('requestOffer post /ratchet/offer', {
  body: requestOfferBodySchema,
  response: offerDetailSchema,
  access: { role: 'ROLE_REQUEST_OFFER' },
});

/** The company's offers with status and date filters, paged. */
export const listOffers = defineOperation('listOffers get /ratchet/offer/history', {
  query: offerHistoryQuerySchema,
  response: offerHistoryResponseSchema,
  access: screenAccess('offers'),
});

/** One offer with its lines; 404 RATCHET__OFFER_NOT_FOUND for another company's. */
export const readOfferDetail = defineOperation('readOfferDetail get /ratchet/offer/history/detail', {
  query: offerDetailQuerySchema,
  response: offerDetailSchema,
  access: screenAccess('offers'),
});

/** The offer as PDF in the caller's language, streamed. */
export const downloadOfferPdf = defineOperation('downloadOfferPdf get /ratchet/offer/{offerNumber}/pdf', {
  pathParams: offerPathSchema,
  response: pdfResponseSchema,
  access: screenAccess('offers'),
});

/**
 * A processed offer's lines into the cart at the offer's prices (held until `validUntil`, docs/decisions.md);
 * open or expired: 400 RATCHET__OFFER_NOT_ORDERABLE. Lines that cannot go in are named as in reorder.
 */
export const addOfferToCart = defineOperation('addOfferToCart post /ratchet/offer/{offerNumber}/cart', {
  pathParams: offerPathSchema,
  response: cartTransferResponseSchema,
  access: screenAccess('offers'),
});

/** The records operations (orders, invoices, offers), keyed by operation key. */
export const recordsOperations = {
  [listOrderHistory.key]: listOrderHistory,
  [readOrderHistoryDetail.key]: readOrderHistoryDetail,
  [reorderOrder.key]: reorderOrder,
  [listNativeOrderHistory.key]: listNativeOrderHistory,
  [readNativeOrderHistoryDetail.key]: readNativeOrderHistoryDetail,
  [listInvoices.key]: listInvoices,
  [downloadInvoicePdf.key]: downloadInvoicePdf,
  [requestOffer.key]: requestOffer,
  [listOffers.key]: listOffers,
  [readOfferDetail.key]: readOfferDetail,
  [downloadOfferPdf.key]: downloadOfferPdf,
  [addOfferToCart.key]: addOfferToCart,
} as const;
