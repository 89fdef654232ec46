import type { ExternalContact, OrderExternalContact } from '@ratchet/store-api-contract';
import type { ExternalContactRow } from './repo';

/** A contact as the contract shapes it (account-area.md §3 Cost centre external contact). */
export function presentContact(row: ExternalContactRow, linked: boolean): ExternalContact {
  return {
    id: row.id,
    identifier: row.identifier,
    name: row.name,
    email: row.email,
    linked,
    apiAlias: 'ratchet_external_contact',
  };
}

/** The copy of a contact an order keeps. */
export function orderContactOf(row: ExternalContactRow): OrderExternalContact & { id: string } {
  return { id: row.id, identifier: row.identifier, name: row.name, email: row.email };
}
