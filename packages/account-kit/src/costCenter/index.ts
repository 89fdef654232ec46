export { ExternalContactList } from './ExternalContactList';
export type { ExternalContactListProps } from './ExternalContactList';
export { CartExternalContactPicker, cartExternalContactSearchLimit } from './CartExternalContactPicker';
export type { CartExternalContactPickerProps } from './CartExternalContactPicker';
export {
  externalContactPageSize,
  useCartExternalContact,
  useExternalContactActions,
  useExternalContacts,
} from './useExternalContacts';
export type { UseExternalContactActionsReturn, UseExternalContactsReturn } from './useExternalContacts';
