import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { centsToEuro, errorCodes, roleCodes } from '@ratchet/store-api-contract';
import type { Customer, RoleCode } from '@ratchet/store-api-contract';
import type { Database } from '../../platform/db/db';
import type { ContextCustomer } from '../../platform/http/env';
import { StoreApiHttpError } from '../../platform/http/errors';
import { enqueueMail } from '../../platform/mail/outbox';
import { renderMail } from '../../platform/mail/templates';
import { allowedStorefrontOrigins, hashDigest, recoveryLink, recoveryValidityMinutes } from './domain';
import { flowBudgetOf } from '../budgets';
import { presentCustomer } from './present';
import {
  findAddresses,
  findCustomer,
  findDomainUrls,
  findEnabledRoles,
  findLogin,
  findRecoveryRecipient,
  insertRecovery,
  isCompanyCustomer,
  setPassword,
  useRecovery,
} from './repo';

const argon2id = 2;

let dummyHash: Promise<string> | undefined;
/** Verifying against a dummy hash for unknown usernames keeps the answer time the same. */
function timingDummy(): Promise<string> {
  dummyHash ??= hash('ratchet-timing-dummy', { algorithm: argon2id });
  return dummyHash;
}

/** Creates a recovery hash for the customer and stores its digest (valid `minutes`, default two hours); returns the hash. */
export async function createRecovery(
  db: Database,
  customerId: string,
  minutes: number = recoveryValidityMinutes,
): Promise<string> {
  const recoveryHash = randomBytes(32).toString('base64url');
  await insertRecovery(db, hashDigest(recoveryHash), customerId, minutes);
  return recoveryHash;
}

/** The argon2id hash of a password, as login verifies it (also used by registration and the profile). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: argon2id });
}

/** Whether a password matches its stored hash (false for a malformed hash). */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

/**
 * Refuses a `storefrontUrl` whose origin is not the configured storefront or a domain of the sales channel
 * (400 FRAMEWORK__VALIDATION_FAILED at `/storefrontUrl` or the given pointer): mail links must not lead to
 * other sites (phishing).
 */
export async function assertStorefrontUrl(
  db: Database,
  input: { storefrontUrl: string; salesChannelId: string; configuredUrl: string },
  pointer = '/storefrontUrl',
): Promise<void> {
  const origins = allowedStorefrontOrigins(input.configuredUrl, await findDomainUrls(db, input.salesChannelId));
  if (origins.has(new URL(input.storefrontUrl).origin)) return;
  const detail = 'storefrontUrl is not a domain of this sales channel.';
  throw new StoreApiHttpError(400, errorCodes.validation, detail, undefined, [
    { status: '400', code: errorCodes.validation, title: 'Bad Request', detail, source: { pointer } },
  ]);
}

/**
 * Checks username and password (argon2id; a dummy hash for unknown usernames). Status codes are only
 * revealed to someone who knows the password.
 * @returns the customer id and whether a new password must be set first.
 */
export async function checkCredentials(
  db: Database,
  username: string,
  password: string,
): Promise<{ customerId: string; forcedRecovery: boolean }> {
  const row = await findLogin(db, username);
  const passwordOk = await verify(row?.password_hash ?? (await timingDummy()), password).catch(() => false);
  if (!row || !passwordOk) {
    throw new StoreApiHttpError(401, errorCodes.badCredentials, 'Invalid username and/or password.');
  }
  if (!row.active) throw new StoreApiHttpError(401, errorCodes.customerInactive, 'The customer is inactive.');
  if (!row.company_active) throw new StoreApiHttpError(401, errorCodes.companyInactive, 'The company is inactive.');
  return { customerId: row.id, forcedRecovery: row.forced_recovery };
}

/** Answers the forced-recovery refusal with a fresh recovery hash (→ `/auth/password-set?hash=…`). */
export async function refuseForcedRecovery(db: Database, customerId: string): Promise<never> {
  const recoveryHash = await createRecovery(db, customerId);
  throw new StoreApiHttpError(401, errorCodes.forcedRecovery, 'The password must be set anew.', {
    parameters: { hash: recoveryHash },
  });
}

/** The logged-in customer (storefront.md §3 Customer), read within the caller's company. */
export async function readCustomer(db: Database, actor: ContextCustomer, now: Date = new Date()): Promise<Customer> {
  const row = await findCustomer(db, actor.id, actor.companyId);
  if (!row) throw new StoreApiHttpError(403, errorCodes.customerNotLoggedIn, 'Customer is not logged in.');
  const customer = presentCustomer(row, await findAddresses(db, actor.id));
  // flow.budget and flow.budgetRemaining are the live figures of the current period (issue 12, budgets ledger).
  const flow = customer.flow ? await flowBudgetOf(db, actor.id, now) : null;
  return customer.flow && flow
    ? {
        ...customer,
        flow: {
          ...customer.flow,
          budget: centsToEuro(flow.budgetCents),
          budgetRemaining: centsToEuro(flow.remainingCents),
        },
      }
    : customer;
}

/**
 * Rights of a customer: one's own, or those of a colleague with ROLE_MANAGE_CONTACTS. Another company's
 * customer answers 404 exactly as an unknown id does (architecture: ids are scoped to the caller's company),
 * so nothing tells the caller that the id exists; a colleague without the right answers 403.
 */
export async function readRoles(
  db: Database,
  actor: ContextCustomer,
  customerId: string,
): Promise<Array<{ code: RoleCode; enabled: boolean }>> {
  if (customerId !== actor.id) {
    if (!(await isCompanyCustomer(db, customerId, actor.companyId))) {
      throw new StoreApiHttpError(404, errorCodes.customerNotFound, 'No customer with this id.', {
        parameters: { id: customerId },
      });
    }
    if (!actor.roles.includes('ROLE_MANAGE_CONTACTS')) {
      throw new StoreApiHttpError(403, errorCodes.missingPermission, 'Missing permission to read these rights.', {
        parameters: { roles: ['ROLE_MANAGE_CONTACTS'] },
      });
    }
  }
  const enabled = new Set(await findEnabledRoles(db, customerId, actor.companyId));
  return roleCodes.map((code) => ({ code, enabled: enabled.has(code) }));
}

/**
 * Writes the recovery mail into the outbox, in the asking context's language (templates per locale).
 * Unknown or inactive usernames get the same answer, so the route reveals no accounts.
 * @returns whether a mail was queued.
 */
export async function queueRecoveryMail(
  db: Database,
  input: { username: string; storefrontUrl: string; salesChannelId: string; languageId: string; configuredUrl: string },
): Promise<boolean> {
  await assertStorefrontUrl(db, input);
  return db.transaction(async (tx) => {
    const customer = await findRecoveryRecipient(tx, input.username, input.languageId);
    if (!customer) return false;
    const recoveryHash = await createRecovery(tx, customer.id);
    const mail = renderMail('password-recovery', customer.locale_code, {
      firstName: customer.first_name,
      lastName: customer.last_name,
      link: recoveryLink(input.storefrontUrl, recoveryHash),
    });
    await enqueueMail(tx, {
      kind: 'password-recovery',
      recipient: customer.email,
      subject: mail.subject,
      bodyText: mail.bodyText,
    });
    return true;
  });
}

/** Sets a new password with a recovery hash (single use, two hours) and ends every session of the customer. */
export async function confirmRecovery(db: Database, recoveryHash: string, newPassword: string): Promise<void> {
  const newHash = await hash(newPassword, { algorithm: argon2id });
  await db.transaction(async (tx) => {
    const customerId = await useRecovery(tx, hashDigest(recoveryHash));
    if (!customerId) {
      throw new StoreApiHttpError(400, errorCodes.recoveryHashInvalid, 'The recovery link is invalid or has expired.');
    }
    await setPassword(tx, customerId, newHash);
  });
}
