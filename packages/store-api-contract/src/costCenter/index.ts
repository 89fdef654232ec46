// Cost centre external contacts (issue 13).
export {
  assignExternalContactBodySchema,
  cartExternalContactResponseSchema,
  externalContactListQuerySchema,
  externalContactListResponseSchema,
  externalContactSchema,
  externalContactSearchMaxLength,
  orderExternalContactSchema,
} from './schemas';
export type {
  AssignExternalContactBody,
  CartExternalContactResponse,
  ExternalContact,
  ExternalContactListQuery,
  ExternalContactListResponse,
  OrderExternalContact,
} from './schemas';
export {
  assignExternalContact,
  costCenterOperations,
  dismissExternalContact,
  listExternalContacts,
  readCartExternalContact,
} from './operations';
