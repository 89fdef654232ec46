import { randomUUID } from 'node:crypto';
import {
  errorCodes,
  normaliseUuid,
  type CartExternalContactResponse,
  type ExternalContactListResponse,
  type OrderExternalContact,
  type externalContactListQuerySchema,
} from '@ratchet/store-api-contract';
import type { z } from 'zod';
import type { Database } from '../../platform/db/db';
import type { ContextCustomer } from '../../platform/http/env';
import { StoreApiHttpError } from '../../platform/http/errors';
import { pagerOf } from '../orderHistory';
import { orderContactOf, presentContact } from './present';
import { findCartContact, findContact, findContacts, linkCartContact, unlinkCartContact } from './repo';

type ListQuery = z.output<typeof externalContactListQuerySchema>;

const contactNotFound = (id: string) =>
  new StoreApiHttpError(404, errorCodes.externalContactNotFound, 'External contact not found.', {
    parameters: { externalContactId: id },
  });

/** The company's external contacts (account-area.md §2 cost centre, §3), `linked` for the cart's one. */
export async function listExternalContacts(
  db: Database,
  actor: ContextCustomer,
  query: ListQuery,
): Promise<ExternalContactListResponse> {
  const { rows, total } = await findContacts(db, actor.companyId, actor.id, {
    search: query.search || undefined,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    contacts: rows.map((row) => presentContact(row, row.linked)),
    pager: pagerOf(query.page, query.limit, total),
    apiAlias: 'ratchet_external_contact_list',
  };
}

/** The contact linked to the caller's cart. */
export async function readCartExternalContact(
  db: Database,
  actor: ContextCustomer,
): Promise<CartExternalContactResponse> {
  const row = await findCartContact(db, actor.id);
  return { externalContact: row ? presentContact(row, true) : null, apiAlias: 'ratchet_cart_external_contact' };
}

/**
 * Links a contact of the caller's company to the caller's cart, replacing the one before (a cart holds one
 * contact). Another company's, an unknown or a malformed id: 404 RATCHET__EXTERNAL_CONTACT_NOT_FOUND.
 */
export async function assignExternalContact(
  db: Database,
  actor: ContextCustomer,
  externalContactId: string,
): Promise<CartExternalContactResponse> {
  const id = normaliseUuid(externalContactId);
  const row = id === null ? null : await findContact(db, actor.companyId, id);
  if (!row) throw contactNotFound(externalContactId);
  await linkCartContact(db, randomUUID(), actor.id, row.id);
  return { externalContact: presentContact(row, true), apiAlias: 'ratchet_cart_external_contact' };
}

/** Unlinks the cart's contact (idempotent: without one, the answer is null as well). */
export async function dismissExternalContact(
  db: Database,
  actor: ContextCustomer,
): Promise<CartExternalContactResponse> {
  await unlinkCartContact(db, actor.id);
  return { externalContact: null, apiAlias: 'ratchet_cart_external_contact' };
}

/**
 * The contact an order placed from the customer's cart keeps (a copy with the contact's id), or null. The order
 * module calls it inside its transaction, after locking the cart.
 */
export async function cartContactForOrder(
  db: Database,
  customerId: string,
): Promise<(OrderExternalContact & { id: string }) | null> {
  const row = await findCartContact(db, customerId);
  return row ? orderContactOf(row) : null;
}
