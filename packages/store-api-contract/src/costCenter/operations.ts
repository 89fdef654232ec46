import { defineOperation } from '../operation';
import { screenAccess } from '../screenAccess';
import {
  assignExternalContactBodySchema,
  cartExternalContactResponseSchema,
  externalContactListQuerySchema,
  externalContactListResponseSchema,
} from './schemas';

// Cost centre (account-area.md §7 Cost centre): reading needs the screen's right ROLE_ACCESS_COST_CENTER (route
// table); changing the cart's contact also ROLE_MANAGE_COST_CENTER (§6 "Manage cost centre", docs/decisions.md).

/** The company's external contacts with search and paging; `linked` marks the one linked to the caller's cart. */
export const listExternalContacts = defineOperation('listExternalContacts get /ratchet/cost-center/external-contact', {
  query: externalContactListQuerySchema,
  response: externalContactListResponseSchema,
  access: screenAccess('costCenter'),
});

/** Link a contact of the company to the caller's cart (replaces the previous one). Answers the cart's contact. */
export const assignExternalContact = defineOperation(
  'assignExternalContact post /ratchet/cost-center/external-contact-assign',
  {
    body: assignExternalContactBodySchema,
    response: cartExternalContactResponseSchema,
    access: screenAccess('costCenter', 'ROLE_MANAGE_COST_CENTER'),
  },
);

/** Unlink the contact from the caller's cart (no contact linked: answers null as well). */
export const dismissExternalContact = defineOperation(
  'dismissExternalContact post /ratchet/cost-center/external-contact-dismiss',
  {
    response: cartExternalContactResponseSchema,
    access: screenAccess('costCenter', 'ROLE_MANAGE_COST_CENTER'),
  },
);

/** The contact linked to the caller's cart, or null (checkout). */
export const readCartExternalContact = defineOperation(
  'readCartExternalContact get /ratchet/cost-center/cart/external-contact',
  {
    response: cartExternalContactResponseSchema,
    access: screenAccess('costCenter'),
  },
);

/** The cost centre operations, keyed by operation key. */
export const costCenterOperations = {
  [listExternalContacts.key]: listExternalContacts,
  [assignExternalContact.key]: assignExternalContact,
  [dismissExternalContact.key]: dismissExternalContact,
  [readCartExternalContact.key]: readCartExternalContact,
} as const;
