import type { accountEnGB } from './messages/account/en-GB';
import type { rightsEnGB } from './messages/rights/en-GB';
import type { registrationEnGB } from './messages/registration/en-GB';
import type { profileEnGB } from './messages/profile/en-GB';
import type { usersEnGB } from './messages/users/en-GB';
import type { addressesEnGB } from './messages/addresses/en-GB';
import type { approvalsEnGB } from './messages/approvals/en-GB';
import type { flowsEnGB } from './messages/flows/en-GB';
import type { orderReferencesEnGB } from './messages/orderReferences/en-GB';
import type { ordersEnGB } from './messages/orders/en-GB';
import type { articleLinksEnGB } from './messages/articleLinks/en-GB';
import type { quickOrderEnGB } from './messages/quickOrder/en-GB';
import type { costCenterEnGB } from './messages/costCenter/en-GB';
import type { orderListsEnGB } from './messages/orderLists/en-GB';
import type { orderListPickerEnGB } from './messages/orderListPicker/en-GB';
import type { invoicesEnGB } from './messages/invoices/en-GB';
import type { offersEnGB } from './messages/offers/en-GB';

/** The locales of the account area's catalogues (conventions.md: de-DE, nl-NL, fr-FR, en-GB; fallback en-GB). */
export const accountLocales = ['en-GB', 'de-DE', 'nl-NL', 'fr-FR'] as const;
/** One of the account catalogues' locales. */
export type AccountLocale = (typeof accountLocales)[number];

/**
 * The English catalogue of each account namespace: the source of its keys. A namespace is a feature of the
 * account area (its pages load the namespace's texts); a new one is a folder under `messages/` added here.
 */
export interface AccountNamespaceSources {
  account: typeof accountEnGB;
  rights: typeof rightsEnGB;
  registration: typeof registrationEnGB;
  profile: typeof profileEnGB;
  users: typeof usersEnGB;
  addresses: typeof addressesEnGB;
  approvals: typeof approvalsEnGB;
  flows: typeof flowsEnGB;
  orderReferences: typeof orderReferencesEnGB;
  orders: typeof ordersEnGB;
  articleLinks: typeof articleLinksEnGB;
  quickOrder: typeof quickOrderEnGB;
  costCenter: typeof costCenterEnGB;
  orderLists: typeof orderListsEnGB;
  orderListPicker: typeof orderListPickerEnGB;
  invoices: typeof invoicesEnGB;
  offers: typeof offersEnGB;
}

/** An account-area namespace. */
export type AccountNamespace = keyof AccountNamespaceSources;

/** The message keys of account namespaces (all of them by default). */
export type AccountMessageKey<N extends AccountNamespace = AccountNamespace> = N extends AccountNamespace
  ? keyof AccountNamespaceSources[N] & string
  : never;

/** A complete catalogue of one namespace in one locale: every en-GB key, no other (typecheck fails otherwise). */
export type AccountCatalogue<N extends AccountNamespace> = Record<AccountMessageKey<N>, string>;

/** Values of a message's ICU arguments. */
export type MessageValues = Record<string, string | number>;
