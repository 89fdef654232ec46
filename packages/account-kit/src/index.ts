export { AccountTextProvider, accountLocales, useAccountText } from './i18n';
export type {
  AccountCatalogue,
  AccountLocale,
  AccountMessageKey,
  AccountNamespace,
  AccountText,
  MessageValues,
  Translator,
} from './i18n';
export {
  AccountBreadcrumbs,
  AccountNavigation,
  accountBreadcrumbs,
  accountNavigationItems,
  accountNavigationOrder,
  currentAccountNavigationItem,
} from './navigation';
export type {
  AccountBreadcrumb,
  AccountBreadcrumbsProps,
  AccountNavigationItem,
  AccountNavigationProps,
} from './navigation';
export { AddressLines, DashboardOverview } from './dashboard';
export type { DashboardOverviewProps } from './dashboard';
export { RightsEditor, UserRightsEditor, useUserRights } from './rights';
export type { RightsEditorProps, UseUserRightsReturn, UserRightsEditorProps } from './rights';
export { AddressBook, AddressForm, CompanyAddressLines, useCompanyAddresses } from './addresses';
export type { AddressBookProps, AddressFormProps, UseCompanyAddressesReturn } from './addresses';
export type { ActionResult } from './lib/actionResult';
export { CompanyUserForm, CompanyUserList, useCompanyUser, useCompanyUserActions, useCompanyUsers } from './users';
export type {
  CompanyUserFormProps,
  CompanyUserListProps,
  UseCompanyUserActionsReturn,
  UseCompanyUserReturn,
  UseCompanyUsersReturn,
} from './users';
export { useCompany } from './dashboard/useCompany';
export type { UseCompanyReturn } from './dashboard/useCompany';
export {
  ApprovalDetailView,
  ApprovalList,
  approvalListQuery,
  approvalListRequest,
  approvalListStateFromQuery,
  approvalPageSize,
  emptyApprovalListState,
  OwnRequestList,
  useApproval,
  useApprovalActions,
  useApprovals,
  useOwnOrderRequests,
} from './approvals';
export type {
  ApprovalDetailViewProps,
  ApprovalListProps,
  ApprovalListState,
  ApprovalOutcome,
  OwnRequestListProps,
  UseApprovalActionsReturn,
  UseApprovalReturn,
  UseApprovalsReturn,
  UseOwnOrderRequestsReturn,
} from './approvals';
export { ChangePasswordForm, ProfileForm, useChangePassword, useProfile } from './profile';
export type { ProfileFormProps, UseChangePasswordReturn, UseProfileReturn } from './profile';
export {
  OrderFlowList,
  OrderFlowWizard,
  parseAmount,
  useApprovalCandidates,
  useOrderFlow,
  useOrderFlowActions,
  useOrderFlows,
} from './flows';
export type {
  OrderFlowListProps,
  OrderFlowStatusFilter,
  OrderFlowWizardProps,
  UseOrderFlowActionsReturn,
  UseOrderFlowsReturn,
} from './flows';
export {
  OrderReferenceForm,
  OrderReferenceList,
  orderReferencePageSize,
  useOrderReference,
  useOrderReferenceActions,
  useOrderReferences,
} from './orderReferences';
export type {
  OrderReferenceFormProps,
  OrderReferenceListProps,
  UseOrderReferenceActionsReturn,
} from './orderReferences';
export {
  CompanyRegistration,
  CustomerRegistration,
  RegistrationChoice,
  RegistrationConfirm,
  useCitySearch,
  useRegistration,
} from './registration';
export type {
  CompanyRegistrationProps,
  CustomerRegistrationProps,
  RegistrationConfirmProps,
  RegistrationFieldFlags,
  UseCitySearchReturn,
  UseRegistrationReturn,
} from './registration';
export {
  OrderDetailView,
  OrderHistoryList,
  emptyOrderHistoryState,
  orderDetailPath,
  orderHistoryPageSize,
  orderHistoryQuery,
  orderHistoryRequest,
  orderHistoryStateFromQuery,
  orderSearchDebounceMs,
  useOrderDetail,
  useOrderHistory,
  useReorder,
} from './orders';
export type { OrderDetailViewProps, OrderHistoryListProps, OrderHistoryState, UseReorderReturn } from './orders';
export { QuickOrderForm, QuickOrderGrid, quickOrderSuggestDebounceMs, useQuickOrder } from './quickOrder';
export type { QuickOrderFormProps, UseQuickOrderReturn } from './quickOrder';
export {
  AddToOrderListDialog,
  CreateOrderListDialog,
  OrderListDetailView,
  OrderListsView,
  orderListItemsPageSize,
  orderListPageSize,
  orderListPath,
  orderListSearchDebounceMs,
  orderListsPath,
  orderListsRequest,
  orderListsUrlState,
  planOrderListToCart,
  useOrderList,
  useOrderListActions,
  useOrderLists,
  useOrderListToCart,
} from './orderLists';
export type {
  AddToOrderListDialogProps,
  OrderListCartPlan,
  OrderListDetailViewProps,
  OrderListNotAddedReason,
  OrderListsState,
  OrderListsViewProps,
  UseOrderListActionsReturn,
  UseOrderListToCartReturn,
} from './orderLists';
export {
  CartExternalContactPicker,
  ExternalContactList,
  cartExternalContactSearchLimit,
  externalContactPageSize,
  useCartExternalContact,
  useExternalContactActions,
  useExternalContacts,
} from './costCenter';
export type {
  CartExternalContactPickerProps,
  ExternalContactListProps,
  UseExternalContactActionsReturn,
  UseExternalContactsReturn,
} from './costCenter';
export {
  InvoiceHistoryList,
  emptyInvoiceHistoryState,
  invoiceHistoryPageSize,
  invoiceHistoryQuery,
  invoiceHistoryRequest,
  invoiceHistoryStateFromQuery,
  useInvoices,
} from './invoices';
export type { InvoiceHistoryListProps, InvoiceHistoryState } from './invoices';
export {
  OfferDetailView,
  OfferHistoryList,
  RequestOfferDialog,
  emptyOfferHistoryState,
  offerDetailPath,
  offerHistoryPageSize,
  offerHistoryQuery,
  offerHistoryRequest,
  offerHistoryStateFromQuery,
  offerRequestLimits,
  useAddOfferToCart,
  useOfferDetail,
  useOffers,
  useRequestOffer,
} from './offers';
export type {
  OfferDetailViewProps,
  OfferHistoryListProps,
  OfferHistoryState,
  RequestOfferDialogProps,
  UseAddOfferToCartReturn,
  UseRequestOfferReturn,
} from './offers';
export {
  ArticleLinkForm,
  ArticleLinkImport,
  ArticleLinkList,
  articleLinkListQuery,
  articleLinkListRequest,
  articleLinkListStateFromQuery,
  articleLinkPageSize,
  articleLinkSearchDebounceMs,
  fileToBase64,
  useArticleLink,
  useArticleLinkActions,
  useArticleLinks,
} from './articleLinks';
export type {
  ArticleLinkFormProps,
  ArticleLinkImportProps,
  ArticleLinkListProps,
  ArticleLinkListState,
  UseArticleLinkActionsReturn,
  UseArticleLinksReturn,
} from './articleLinks';
