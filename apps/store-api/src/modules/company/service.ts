import { randomBytes, randomUUID } from 'node:crypto';
import {
  centsToEuro,
  errorCodes,
  isRoleCode,
  newUserDefaultRoles,
  roleCodes,
  selfKeptRole,
} from '@ratchet/store-api-contract';
import type {
  Company,
  CompanyAddress,
  CompanyCustomer,
  CompanyCustomerListResponse,
  CompanyUserField,
  CompanyUserFilter,
  RoleCode,
} from '@ratchet/store-api-contract';
import type { Database } from '../../platform/db/db';
import type { ContextCustomer } from '../../platform/http/env';
import { StoreApiHttpError, storeApiError } from '../../platform/http/errors';
import { enqueueMail } from '../../platform/mail/outbox';
import { renderMail } from '../../platform/mail/templates';
import { assertStorefrontUrl, createRecovery, hashPassword, recoveryLink } from '../auth';
import {
  flowBudgetsOfCustomers,
  flowBudgetsOfMembers,
  flowRemainingTermsOfCompany,
  type BudgetRuleRow,
} from '../budgets';
import {
  canonicalId,
  invalidRolePositions,
  keepsActiveLeadBuyer,
  pageCount,
  removesOwnManageContacts,
  rightsAfter,
  rightsList,
  userListQuery,
  usesRemainingBudget,
} from './domain';
import { presentCompany, presentCompanyAddress, presentCompanyCustomer } from './present';
import {
  deleteCompanyAddressRow,
  endSessions,
  findActiveLeadBuyerIds,
  findCompany,
  findCompanyAddress,
  findCompanyAddresses,
  findCompanyCustomer,
  findCompanyCustomerIds,
  findEnabledRoleCodes,
  findLocaleOfLanguage,
  insertCompanyAddress,
  insertCompanyCustomer,
  lockCompany,
  moveDefaultAddress,
  searchCompanyCustomers,
  softDeleteCustomers,
  updateCompanyAddressRow,
  updateCompanyCustomerRow,
  upsertRoles,
  usernameTaken,
} from './repo';
import type { CompanyAddressValues, CompanyCustomerListRow, NewCustomerValues } from './repo';

/** A welcome mail's set-password link stays valid seven days (a new colleague may not read it at once). */
const welcomeLinkMinutes = 7 * 24 * 60;

/** 400 with one error at `pointer`. */
function refuse(status: number, code: string, detail: string, pointer: string, parameters?: Record<string, unknown>) {
  return new StoreApiHttpError(status, code, detail, parameters ? { parameters } : undefined, [
    storeApiError(status, code, detail, {
      source: { pointer },
      ...(parameters ? { meta: { parameters } } : {}),
    }),
  ]);
}

/** The id as a canonical UUID, or 400 VIOLATION::INVALID_UUID at `pointer` (account-area.md §8). */
function idOrRefuse(value: string, pointer: string): string {
  const id = canonicalId(value);
  if (id === null) throw refuse(400, errorCodes.invalidUuid, `"${value}" is not a valid identifier.`, pointer);
  return id;
}

function customerNotFound(id: string): StoreApiHttpError {
  return new StoreApiHttpError(404, errorCodes.customerNotFound, 'No customer with this id.', { parameters: { id } });
}

/**
 * The company id of an address call: the caller's own, else 404 exactly as an unknown company (architecture:
 * ids are scoped to the caller's company, nothing tells whether another company exists).
 */
function ownCompanyId(actor: ContextCustomer, value: string): string {
  const id = idOrRefuse(value, '/path/companyId');
  if (id !== actor.companyId) {
    throw new StoreApiHttpError(404, errorCodes.companyNotFound, 'No company with this id.', { parameters: { id } });
  }
  return id;
}

// ---------------------------------------------------------------------------------------------- users

/** The company's users: one page with the pager (account-area.md §7). */
export async function listCompanyCustomers(
  db: Database,
  actor: ContextCustomer,
  body: {
    page: number;
    limit: number;
    term?: string | undefined;
    filter: CompanyUserFilter[];
    sort: Array<{ field: CompanyUserField; order: 'ASC' | 'DESC' | 'asc' | 'desc' }>;
  },
  now: Date = new Date(),
): Promise<CompanyCustomerListResponse> {
  const listQuery = userListQuery(body);
  // The remaining budget is a live figure of the ledger: filters and sort compare the figure the list shows.
  const query = usesRemainingBudget(listQuery)
    ? { ...listQuery, remainingTerms: await flowRemainingTermsOfCompany(db, actor.companyId, now) }
    : listQuery;
  const { rows, total } = await searchCompanyCustomers(db, actor.companyId, query);
  // The page has each user's flow with its rule and whether they spent against it: only the ledger is asked for the
  // live figures, and only for the users who spent (a page without spending is one statement).
  const live = await flowBudgetsOfMembers(db, rows.flatMap(flowMemberOf), now);
  return {
    customers: rows.map((row) => withLiveBudget(presentCompanyCustomer(row), live.get(row.id))),
    pager: { page: query.page, limit: query.limit, total, pageCount: pageCount(total, query.limit) },
    apiAlias: 'ratchet_company_customer_list',
  };
}

/** A listed user's flow with its budget rule as the budgets module reads it; none without a flow. */
function flowMemberOf(row: CompanyCustomerListRow): Array<BudgetRuleRow & { customer_id: string; unspent: boolean }> {
  const { flow_id: id, flow_name: name, flow_period: period, flow_start_day: startDay, flow_time_zone: zone } = row;
  if (id === null || name === null || period === null || startDay === null || zone === null) return [];
  return [
    {
      customer_id: row.id,
      unspent: !row.flow_spent,
      id,
      name,
      budget: row.flow_budget,
      period,
      transferable: row.flow_transferable === true,
      renewable: row.flow_renewable === true,
      start_day: startDay,
      end_day: row.flow_end_day,
      time_zone: zone,
    },
  ];
}

/** One user of the caller's company. */
export async function readCompanyCustomer(
  db: Database,
  actor: ContextCustomer,
  idValue: string,
  now: Date = new Date(),
): Promise<CompanyCustomer> {
  const id = idOrRefuse(idValue, '/path/id');
  const row = await findCompanyCustomer(db, actor.companyId, id);
  if (!row) throw customerNotFound(id);
  const live = row.flow_id ? await flowBudgetsOfCustomers(db, [row.id], now) : new Map();
  return withLiveBudget(presentCompanyCustomer(row), live.get(row.id));
}

/** A user's flow budget and what is left of it now (issue 12: live figures from the budget ledger). */
function withLiveBudget(
  customer: CompanyCustomer,
  live: { budgetCents: number; remainingCents: number } | undefined,
): CompanyCustomer {
  return live && customer.flow
    ? { ...customer, budget: centsToEuro(live.budgetCents), budgetRemaining: centsToEuro(live.remainingCents) }
    : customer;
}

/** Where mails and links of a request go. */
export interface MailContext {
  salesChannelId: string;
  languageId: string;
  configuredUrl: string;
}

/**
 * Writes a new customer of a company with all 24 rights, `enabled` of them on (the one place a customer row is
 * written: a lead buyer's new user here, registration through the module's index). Runs inside the caller's
 * transaction.
 */
export async function insertCustomerWithRoles(
  db: Database,
  values: NewCustomerValues,
  enabled: readonly RoleCode[],
): Promise<void> {
  await insertCompanyCustomer(db, values);
  await upsertRoles(
    db,
    values.id,
    roleCodes.map((code) => ({ code, enabled: enabled.includes(code) })),
  );
}

/**
 * A new user of the caller's company with the starting rights (the sent ones or `newUserDefaultRoles`) and a
 * welcome mail whose link sets the first password; the user has no usable password until then.
 */
export async function createCompanyCustomer(
  db: Database,
  actor: ContextCustomer,
  body: {
    salutation?: 'female' | 'male' | null | undefined;
    firstName: string;
    lastName: string;
    username: string;
    email: string;
    active: boolean;
    leadBuyer: boolean;
    roles?: string[] | undefined;
    storefrontUrl: string;
  },
  mail: MailContext,
): Promise<CompanyCustomer> {
  const invalid = invalidRolePositions(body.roles ?? []);
  if (invalid.length > 0) {
    const position = invalid[0] ?? 0;
    throw refuse(400, errorCodes.invalidRole, `Role "${body.roles?.[position]}" does not exist.`, `/roles/${position}`);
  }
  await assertStorefrontUrl(db, { storefrontUrl: body.storefrontUrl, ...mail });
  const roles: readonly RoleCode[] = body.roles ? body.roles.filter(isRoleCode) : newUserDefaultRoles;
  // Nobody logs in with this: the welcome mail's link sets the first password.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await lockCompany(tx, actor.companyId);
    if (await usernameTaken(tx, body.username)) {
      throw refuse(400, errorCodes.usernameExists, 'This username already exists.', '/username');
    }
    await insertCustomerWithRoles(
      tx,
      {
        id,
        companyId: actor.companyId,
        username: body.username,
        passwordHash,
        email: body.email,
        salutation: body.salutation ?? null,
        firstName: body.firstName,
        lastName: body.lastName,
        active: body.active,
        leadBuyer: body.leadBuyer,
      },
      roles,
    );
    const company = await findCompany(tx, actor.companyId);
    const recoveryHash = await createRecovery(tx, id, welcomeLinkMinutes);
    const rendered = renderMail('customer-welcome', await findLocaleOfLanguage(tx, mail.languageId), {
      firstName: body.firstName,
      lastName: body.lastName,
      companyName: company?.name ?? '',
      username: body.username,
      link: recoveryLink(body.storefrontUrl, recoveryHash),
    });
    await enqueueMail(tx, {
      kind: 'customer-welcome',
      recipient: body.email,
      subject: rendered.subject,
      bodyText: rendered.bodyText,
    });
  });
  return readCompanyCustomer(db, actor, id);
}

/**
 * Edits a user (names, username, e-mail, status, lead buyer). Nobody deactivates themselves; the company keeps
 * an active lead buyer; a deactivated user's sessions end at once (issue 11: the next request is refused).
 */
export async function updateCompanyCustomer(
  db: Database,
  actor: ContextCustomer,
  idValue: string,
  changes: {
    salutation?: 'female' | 'male' | null | undefined;
    firstName?: string | undefined;
    lastName?: string | undefined;
    username?: string | undefined;
    email?: string | undefined;
    active?: boolean | undefined;
    leadBuyer?: boolean | undefined;
  },
): Promise<CompanyCustomer> {
  const id = idOrRefuse(idValue, '/path/id');
  if (id === actor.id && changes.active === false) {
    throw refuse(400, errorCodes.ownAccountProtected, 'You cannot deactivate your own account.', '/active');
  }
  await db.transaction(async (tx) => {
    await lockCompany(tx, actor.companyId);
    const current = await findCompanyCustomer(tx, actor.companyId, id);
    if (!current) throw customerNotFound(id);
    if (changes.username !== undefined && (await usernameTaken(tx, changes.username, id))) {
      throw refuse(400, errorCodes.usernameNotUnique, 'The username must be unique.', '/username');
    }
    const activeAfter = changes.active ?? current.active;
    const leadBuyerAfter = changes.leadBuyer ?? current.lead_buyer;
    const wasActiveLeadBuyer = current.active && current.lead_buyer;
    const isActiveLeadBuyer = activeAfter && leadBuyerAfter;
    if (wasActiveLeadBuyer && !isActiveLeadBuyer) {
      const leadBuyers = await findActiveLeadBuyerIds(tx, actor.companyId);
      if (!keepsActiveLeadBuyer(leadBuyers, { removed: [id] })) {
        throw refuse(
          400,
          errorCodes.lastLeadBuyer,
          'The company must keep at least one active lead buyer.',
          changes.active === false ? '/active' : '/leadBuyer',
        );
      }
    }
    await updateCompanyCustomerRow(tx, actor.companyId, id, changes);
    if (current.active && !activeAfter) await endSessions(tx, [id]);
  });
  return readCompanyCustomer(db, actor, id);
}

/** Deletes one or several users of the company, all or nothing (not oneself, not the last active lead buyer). */
export async function deleteCompanyCustomers(
  db: Database,
  actor: ContextCustomer,
  idValues: readonly string[],
): Promise<string[]> {
  const ids = [...new Set(idValues.map((value, index) => idOrRefuse(value, `/customerIds/${index}`)))];
  const ownIndex = ids.indexOf(actor.id);
  if (ownIndex >= 0) {
    throw refuse(
      400,
      errorCodes.ownAccountProtected,
      'You cannot delete your own account.',
      `/customerIds/${ownIndex}`,
    );
  }
  await db.transaction(async (tx) => {
    await lockCompany(tx, actor.companyId);
    const found = new Set(await findCompanyCustomerIds(tx, actor.companyId, ids));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) {
      throw new StoreApiHttpError(404, errorCodes.customerNotFound, 'No customer with this id.', {
        parameters: { ids: missing },
      });
    }
    const leadBuyers = await findActiveLeadBuyerIds(tx, actor.companyId);
    if (!keepsActiveLeadBuyer(leadBuyers, { removed: ids })) {
      throw refuse(
        400,
        errorCodes.lastLeadBuyer,
        'The company must keep at least one active lead buyer.',
        '/customerIds',
      );
    }
    await softDeleteCustomers(tx, actor.companyId, ids);
  });
  return ids;
}

// --------------------------------------------------------------------------------------------- rights

/**
 * Saves a user's rights (account-area.md §6, §7); codes not sent keep their state. The user's next request reads
 * the new rights (the context reads them per request). Nobody removes their own ROLE_MANAGE_CONTACTS.
 */
export async function updateCustomerRoles(
  db: Database,
  actor: ContextCustomer,
  idValue: string,
  roles: ReadonlyArray<{ code: string; enabled: boolean }>,
): Promise<Array<{ code: RoleCode; enabled: boolean }>> {
  const id = idOrRefuse(idValue, '/path/id');
  const invalid = invalidRolePositions(roles.map((role) => role.code));
  if (invalid.length > 0) {
    const position = invalid[0] ?? 0;
    throw refuse(
      400,
      errorCodes.invalidRole,
      `Role "${roles[position]?.code}" does not exist.`,
      `/roles/${position}/code`,
    );
  }
  const changes = roles.flatMap((role) => (isRoleCode(role.code) ? [{ code: role.code, enabled: role.enabled }] : []));
  return db.transaction(async (tx) => {
    if (!(await findCompanyCustomer(tx, actor.companyId, id))) throw customerNotFound(id);
    const after = rightsAfter(await findEnabledRoleCodes(tx, actor.companyId, id), changes);
    if (removesOwnManageContacts(actor.id, id, after)) {
      const position = changes.findIndex((change) => change.code === selfKeptRole && !change.enabled);
      throw refuse(
        400,
        errorCodes.ownAccountProtected,
        'You cannot remove your own right to manage users.',
        `/roles/${Math.max(position, 0)}/enabled`,
      );
    }
    await upsertRoles(tx, id, changes);
    return rightsList(after);
  });
}

// ------------------------------------------------------------------------------------------ addresses

/** The address book of a company, default first (also what the checkout's address step reads). */
export async function companyAddresses(db: Database, companyId: string): Promise<CompanyAddress[]> {
  return (await findCompanyAddresses(db, companyId)).map(presentCompanyAddress);
}

/** One address of a company; null when unknown or of another company. */
export async function companyAddress(
  db: Database,
  companyId: string,
  addressId: string,
): Promise<CompanyAddress | null> {
  const id = canonicalId(addressId);
  if (id === null) return null;
  const row = await findCompanyAddress(db, companyId, id);
  return row ? presentCompanyAddress(row) : null;
}

/** The company's default address, or null when its book is empty. */
export async function defaultCompanyAddress(db: Database, companyId: string): Promise<CompanyAddress | null> {
  const rows = await findCompanyAddresses(db, companyId);
  const row = rows.find((address) => address.is_default);
  return row ? presentCompanyAddress(row) : null;
}

/** The address book for the address calls (after the company check). */
export async function listCompanyAddresses(
  db: Database,
  actor: ContextCustomer,
  companyIdValue: string,
): Promise<CompanyAddress[]> {
  return companyAddresses(db, ownCompanyId(actor, companyIdValue));
}

function addressNotFound(id: string): StoreApiHttpError {
  return new StoreApiHttpError(404, errorCodes.addressNotFound, 'No address with this id.', { parameters: { id } });
}

/** The body's address fields as the repo writes them. */
function addressValues(body: {
  name: string;
  email?: string | null | undefined;
  street: string;
  houseNumber: string;
  box?: string | null | undefined;
  zipcode: string;
  city: string;
  additional?: string | null | undefined;
  country: 'AT' | 'BE';
}): CompanyAddressValues {
  const blankToNull = (value: string | null | undefined) => (value && value.trim() !== '' ? value : null);
  return {
    name: body.name,
    email: blankToNull(body.email),
    street: body.street,
    houseNumber: body.houseNumber,
    box: blankToNull(body.box),
    zipcode: body.zipcode,
    city: body.city,
    additional: blankToNull(body.additional),
    country: body.country,
  };
}

type AddressBody = Parameters<typeof addressValues>[0] & { isDefault?: boolean | undefined };

/** A new address; the first one of a book, or one sent with `isDefault`, becomes the default. */
export async function createCompanyAddress(
  db: Database,
  actor: ContextCustomer,
  companyIdValue: string,
  body: AddressBody,
): Promise<CompanyAddress> {
  const companyId = ownCompanyId(actor, companyIdValue);
  const id = randomUUID();
  return db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const hasDefault = (await findCompanyAddresses(tx, companyId)).some((address) => address.is_default);
    await insertCompanyAddress(tx, companyId, id, addressValues(body));
    if (body.isDefault === true || !hasDefault) await moveDefaultAddress(tx, companyId, id);
    const row = await findCompanyAddress(tx, companyId, id);
    if (!row) throw addressNotFound(id);
    return presentCompanyAddress(row);
  });
}

/** Edits an address; `isDefault: true` makes it the default, false on the default is refused (name another). */
export async function updateCompanyAddress(
  db: Database,
  actor: ContextCustomer,
  companyIdValue: string,
  addressIdValue: string,
  body: AddressBody,
): Promise<CompanyAddress> {
  const companyId = ownCompanyId(actor, companyIdValue);
  const addressId = idOrRefuse(addressIdValue, '/path/addressId');
  return db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const current = await findCompanyAddress(tx, companyId, addressId);
    if (!current) throw addressNotFound(addressId);
    if (current.is_default && body.isDefault === false) {
      throw refuse(400, errorCodes.defaultAddressRequired, 'Make another address the default instead.', '/isDefault');
    }
    await updateCompanyAddressRow(tx, companyId, addressId, addressValues(body));
    if (body.isDefault === true) await moveDefaultAddress(tx, companyId, addressId);
    const row = await findCompanyAddress(tx, companyId, addressId);
    if (!row) throw addressNotFound(addressId);
    return presentCompanyAddress(row);
  });
}

/** Makes an address the company's default; answers the book. */
export async function setDefaultCompanyAddress(
  db: Database,
  actor: ContextCustomer,
  companyIdValue: string,
  addressIdValue: string,
): Promise<CompanyAddress[]> {
  const companyId = ownCompanyId(actor, companyIdValue);
  const addressId = idOrRefuse(addressIdValue, '/path/addressId');
  await db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    if (!(await findCompanyAddress(tx, companyId, addressId))) throw addressNotFound(addressId);
    await moveDefaultAddress(tx, companyId, addressId);
  });
  return companyAddresses(db, companyId);
}

/**
 * Deletes an address; the default only together with `newDefaultAddressId` naming another address of the book
 * (400 RATCHET__DEFAULT_ADDRESS_REQUIRED otherwise), so the book always keeps its one default. Answers the book.
 */
export async function deleteCompanyAddress(
  db: Database,
  actor: ContextCustomer,
  companyIdValue: string,
  addressIdValue: string,
  newDefaultValue: string | undefined,
): Promise<CompanyAddress[]> {
  const companyId = ownCompanyId(actor, companyIdValue);
  const addressId = idOrRefuse(addressIdValue, '/path/addressId');
  const newDefaultId = newDefaultValue === undefined ? null : idOrRefuse(newDefaultValue, '/query/newDefaultAddressId');
  await db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const current = await findCompanyAddress(tx, companyId, addressId);
    if (!current) throw addressNotFound(addressId);
    if (current.is_default) {
      if (newDefaultId === null || newDefaultId === addressId) {
        throw refuse(
          400,
          errorCodes.defaultAddressRequired,
          'Name another address as the new default before deleting the default.',
          '/query/newDefaultAddressId',
        );
      }
      if (!(await findCompanyAddress(tx, companyId, newDefaultId))) throw addressNotFound(newDefaultId);
      await moveDefaultAddress(tx, companyId, newDefaultId);
    }
    await deleteCompanyAddressRow(tx, companyId, addressId);
  });
  return companyAddresses(db, companyId);
}

// ---------------------------------------------------------------------------------------------- company

/** The caller's company for the dashboard (another company's id answers 404 like an unknown one). */
export async function readCompany(db: Database, actor: ContextCustomer, companyIdValue: string): Promise<Company> {
  const companyId = ownCompanyId(actor, companyIdValue);
  const row = await findCompany(db, companyId);
  if (!row) throw new StoreApiHttpError(404, errorCodes.companyNotFound, 'No company with this id.');
  const addresses = await findCompanyAddresses(db, companyId);
  return presentCompany(row, addresses.find((address) => address.is_default) ?? null);
}
