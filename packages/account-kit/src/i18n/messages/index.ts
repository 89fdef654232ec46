import type { AccountCatalogue, AccountLocale, AccountNamespace } from '../keys';
import { accountDeDE } from './account/de-DE';
import { accountEnGB } from './account/en-GB';
import { accountFrFR } from './account/fr-FR';
import { accountNlNL } from './account/nl-NL';
import { rightsDeDE } from './rights/de-DE';
import { rightsEnGB } from './rights/en-GB';
import { rightsFrFR } from './rights/fr-FR';
import { rightsNlNL } from './rights/nl-NL';
import { registrationDeDE } from './registration/de-DE';
import { registrationEnGB } from './registration/en-GB';
import { registrationFrFR } from './registration/fr-FR';
import { registrationNlNL } from './registration/nl-NL';
import { profileDeDE } from './profile/de-DE';
import { profileEnGB } from './profile/en-GB';
import { profileFrFR } from './profile/fr-FR';
import { profileNlNL } from './profile/nl-NL';
import { usersDeDE } from './users/de-DE';
import { usersEnGB } from './users/en-GB';
import { usersFrFR } from './users/fr-FR';
import { usersNlNL } from './users/nl-NL';
import { addressesDeDE } from './addresses/de-DE';
import { addressesEnGB } from './addresses/en-GB';
import { addressesFrFR } from './addresses/fr-FR';
import { addressesNlNL } from './addresses/nl-NL';
import { approvalsDeDE } from './approvals/de-DE';
import { approvalsEnGB } from './approvals/en-GB';
import { approvalsFrFR } from './approvals/fr-FR';
import { approvalsNlNL } from './approvals/nl-NL';
import { flowsDeDE } from './flows/de-DE';
import { flowsEnGB } from './flows/en-GB';
import { flowsFrFR } from './flows/fr-FR';
import { flowsNlNL } from './flows/nl-NL';
import { orderReferencesDeDE } from './orderReferences/de-DE';
import { orderReferencesEnGB } from './orderReferences/en-GB';
import { orderReferencesFrFR } from './orderReferences/fr-FR';
import { orderReferencesNlNL } from './orderReferences/nl-NL';
import { ordersDeDE } from './orders/de-DE';
import { ordersEnGB } from './orders/en-GB';
import { ordersFrFR } from './orders/fr-FR';
import { ordersNlNL } from './orders/nl-NL';
import { articleLinksDeDE } from './articleLinks/de-DE';
import { articleLinksEnGB } from './articleLinks/en-GB';
import { articleLinksFrFR } from './articleLinks/fr-FR';
import { articleLinksNlNL } from './articleLinks/nl-NL';
import { quickOrderDeDE } from './quickOrder/de-DE';
import { quickOrderEnGB } from './quickOrder/en-GB';
import { quickOrderFrFR } from './quickOrder/fr-FR';
import { quickOrderNlNL } from './quickOrder/nl-NL';
import { costCenterDeDE } from './costCenter/de-DE';
import { costCenterEnGB } from './costCenter/en-GB';
import { costCenterFrFR } from './costCenter/fr-FR';
import { costCenterNlNL } from './costCenter/nl-NL';
import { orderListsDeDE } from './orderLists/de-DE';
import { orderListsEnGB } from './orderLists/en-GB';
import { orderListsFrFR } from './orderLists/fr-FR';
import { orderListsNlNL } from './orderLists/nl-NL';
import { orderListPickerDeDE } from './orderListPicker/de-DE';
import { orderListPickerEnGB } from './orderListPicker/en-GB';
import { orderListPickerFrFR } from './orderListPicker/fr-FR';
import { orderListPickerNlNL } from './orderListPicker/nl-NL';
import { invoicesDeDE } from './invoices/de-DE';
import { invoicesEnGB } from './invoices/en-GB';
import { invoicesFrFR } from './invoices/fr-FR';
import { invoicesNlNL } from './invoices/nl-NL';
import { offersDeDE } from './offers/de-DE';
import { offersEnGB } from './offers/en-GB';
import { offersFrFR } from './offers/fr-FR';
import { offersNlNL } from './offers/nl-NL';

/**
 * Every account namespace's catalogues by locale, for the host to register as its own namespaces (the storefront
 * loads them on the server and sends a page only the namespaces its route declares). Import this subpath
 * (`@ratchet/account-kit/messages`) on the server only: components never read catalogues, they ask the host's
 * translator (`useAccountText`).
 */
export const accountCatalogues: { [N in AccountNamespace]: Record<AccountLocale, AccountCatalogue<N>> } = {
  account: { 'en-GB': accountEnGB, 'de-DE': accountDeDE, 'nl-NL': accountNlNL, 'fr-FR': accountFrFR },
  rights: { 'en-GB': rightsEnGB, 'de-DE': rightsDeDE, 'nl-NL': rightsNlNL, 'fr-FR': rightsFrFR },
  registration: {
    'en-GB': registrationEnGB,
    'de-DE': registrationDeDE,
    'nl-NL': registrationNlNL,
    'fr-FR': registrationFrFR,
  },
  profile: { 'en-GB': profileEnGB, 'de-DE': profileDeDE, 'nl-NL': profileNlNL, 'fr-FR': profileFrFR },
  users: { 'en-GB': usersEnGB, 'de-DE': usersDeDE, 'nl-NL': usersNlNL, 'fr-FR': usersFrFR },
  addresses: { 'en-GB': addressesEnGB, 'de-DE': addressesDeDE, 'nl-NL': addressesNlNL, 'fr-FR': addressesFrFR },
  approvals: { 'en-GB': approvalsEnGB, 'de-DE': approvalsDeDE, 'nl-NL': approvalsNlNL, 'fr-FR': approvalsFrFR },
  flows: { 'en-GB': flowsEnGB, 'de-DE': flowsDeDE, 'nl-NL': flowsNlNL, 'fr-FR': flowsFrFR },
  orderReferences: {
    'en-GB': orderReferencesEnGB,
    'de-DE': orderReferencesDeDE,
    'nl-NL': orderReferencesNlNL,
    'fr-FR': orderReferencesFrFR,
  },
  orders: { 'en-GB': ordersEnGB, 'de-DE': ordersDeDE, 'nl-NL': ordersNlNL, 'fr-FR': ordersFrFR },
  articleLinks: {
    'en-GB': articleLinksEnGB,
    'de-DE': articleLinksDeDE,
    'nl-NL': articleLinksNlNL,
    'fr-FR': articleLinksFrFR,
  },
  quickOrder: {
    'en-GB': quickOrderEnGB,
    'de-DE': quickOrderDeDE,
    'nl-NL': quickOrderNlNL,
    'fr-FR': quickOrderFrFR,
  },
  costCenter: {
    'en-GB': costCenterEnGB,
    'de-DE': costCenterDeDE,
    'nl-NL': costCenterNlNL,
    'fr-FR': costCenterFrFR,
  },
  orderLists: {
    'en-GB': orderListsEnGB,
    'de-DE': orderListsDeDE,
    'nl-NL': orderListsNlNL,
    'fr-FR': orderListsFrFR,
  },
  orderListPicker: {
    'en-GB': orderListPickerEnGB,
    'de-DE': orderListPickerDeDE,
    'nl-NL': orderListPickerNlNL,
    'fr-FR': orderListPickerFrFR,
  },
  invoices: { 'en-GB': invoicesEnGB, 'de-DE': invoicesDeDE, 'nl-NL': invoicesNlNL, 'fr-FR': invoicesFrFR },
  offers: { 'en-GB': offersEnGB, 'de-DE': offersDeDE, 'nl-NL': offersNlNL, 'fr-FR': offersFrFR },
};

export { accountLocales } from '../keys';
export type { AccountCatalogue, AccountLocale, AccountMessageKey, AccountNamespace } from '../keys';
