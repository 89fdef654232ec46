import { errorCodes } from '@ratchet/store-api-contract';
import type { ChangeProfileBody, Profile } from '@ratchet/store-api-contract';
import type { Database } from '../../platform/db/db';
import type { ContextCustomer } from '../../platform/http/env';
import { StoreApiHttpError, storeApiError } from '../../platform/http/errors';
import { hashPassword, verifyPassword } from '../auth';
import { presentProfile } from './present';
import { endOtherSessions, findPasswordHash, findProfile, setPasswordHash, updateProfile } from './repo';

/** The caller's contact data. */
export async function readProfile(db: Database, actor: ContextCustomer): Promise<Profile> {
  const row = await findProfile(db, actor.id, actor.companyId);
  if (!row) throw new StoreApiHttpError(403, errorCodes.customerNotLoggedIn, 'Customer is not logged in.');
  return presentProfile(row);
}

/** An optional field as stored: undefined keeps it, blank clears it. */
function optional(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value === null || value.trim() === '' ? null : value.trim();
}

/** Edits the caller's own contact data (ROLE_MANAGE_OWN_CONTACT_INFO, declared by the operation). */
export async function changeProfile(db: Database, actor: ContextCustomer, body: ChangeProfileBody): Promise<Profile> {
  await updateProfile(db, actor.id, {
    ...(body.salutation !== undefined ? { salutation: body.salutation } : {}),
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    email: body.email,
    phone: optional(body.phone),
    mobile: optional(body.mobile),
    fax: optional(body.fax),
    customerFunction: optional(body.customerFunction),
    ...(body.language !== undefined ? { localeCode: body.language } : {}),
  });
  return readProfile(db, actor);
}

/**
 * Changes the caller's password with the current one (account-area.md §5; 400 CUSTOMER_PASSWORD_NOT_CORRECT at
 * `/password`) under the new-password rules of the contract; every other session of the customer ends.
 */
export async function changePassword(
  db: Database,
  actor: ContextCustomer,
  body: { password: string; newPassword: string },
  currentToken: string,
): Promise<void> {
  const stored = await findPasswordHash(db, actor.id);
  if (stored === null || !(await verifyPassword(stored, body.password))) {
    const detail = 'The current password is not correct.';
    throw new StoreApiHttpError(400, errorCodes.passwordNotCorrect, detail, undefined, [
      storeApiError(400, errorCodes.passwordNotCorrect, detail, { source: { pointer: '/password' } }),
    ]);
  }
  const newHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, actor.id, newHash);
    await endOtherSessions(tx, actor.id, currentToken);
  });
}
