import { randomBytes, randomUUID } from 'node:crypto';
import {
  checkVatNumber,
  citySearchMaxResults,
  citySearchMinDigits,
  errorCodes,
  newUserDefaultRoles,
  registrationConfirmValidityHours,
  roleCodes,
} from '@ratchet/store-api-contract';
import type {
  City,
  CompanyCheck,
  CompanyCountry,
  RegisterCompanyBody,
  RegisterCompanyCustomerBody,
  RegistrationPersonal,
  RegistrationResponse,
} from '@ratchet/store-api-contract';
import type { Database } from '../../platform/db/db';
import { StoreApiHttpError, storeApiError } from '../../platform/http/errors';
import { enqueueMail } from '../../platform/mail/outbox';
import { renderMail } from '../../platform/mail/templates';
import { assertStorefrontUrl, hashPassword } from '../auth';
import { insertCustomerWithRoles } from '../company';
import { confirmationDigest, confirmationLink, duplicateOf, optional, storefrontPageLink } from './domain';
import {
  findCities,
  findCompanyByNumber,
  findCompanyByVatNumber,
  findLeadBuyers,
  findLocaleOfLanguage,
  insertCompany,
  insertConfirmation,
  insertDefaultAddress,
  nextCompanyNumber,
  useConfirmation,
  usernameExists,
} from './repo';
import type { RegisteredCompanyRow } from './repo';

/** Where a registration's mails and links go. */
export interface RegistrationContext {
  salesChannelId: string;
  languageId: string;
  configuredUrl: string;
}

/** A refusal at one field (`source.pointer` names the step and field, e.g. `/company/vatNumber`). */
function refuse(status: number, code: string, detail: string, pointer: string): StoreApiHttpError {
  return new StoreApiHttpError(status, code, detail, undefined, [
    storeApiError(status, code, detail, { source: { pointer } }),
  ]);
}

const invalidVat = (pointer: string) =>
  refuse(400, errorCodes.invalidVatNumber, 'The VAT number is not valid.', pointer);
const duplicateUsername = (pointer: string) =>
  refuse(400, errorCodes.duplicateUsername, 'This username already exists.', pointer);

/** The compact VAT number when format and check digit are right for its EU country, else INVALID_VAT_NUMBER. */
function validVatNumber(value: string, pointer: string): string {
  const check = checkVatNumber(value);
  if (!check.valid) throw invalidVat(pointer);
  return check.compact;
}

/** Maps a unique violation of a concurrent registration to the code the form shows; rethrows anything else. */
function duplicateError(error: unknown, pointers: { username: string; vatNumber: string }): never {
  const duplicate = duplicateOf(error);
  if (duplicate === 'username') throw duplicateUsername(pointers.username);
  if (duplicate === 'vatNumber') {
    throw refuse(400, errorCodes.vatNumberExists, 'A company with this VAT number exists.', pointers.vatNumber);
  }
  throw error;
}

/** The locale of a registering user's mails: their choice, else the asking context's language. */
async function mailLocale(db: Database, personal: RegistrationPersonal, languageId: string): Promise<string | null> {
  return personal.language ?? (await findLocaleOfLanguage(db, languageId));
}

/**
 * Registers a new company with its first user, the lead buyer with every right (account-area.md §2, §3). The
 * company starts inactive; the double opt-in mail's link (valid 72 hours) confirms the address and activates it.
 * Its billing address becomes the address book's default.
 */
export async function registerCompany(
  db: Database,
  body: RegisterCompanyBody,
  context: RegistrationContext,
): Promise<RegistrationResponse> {
  const vatNumber = validVatNumber(body.company.vatNumber, '/company/vatNumber');
  await assertStorefrontUrl(db, { storefrontUrl: body.storefrontUrl, ...context });
  const passwordHash = await hashPassword(body.personal.password);
  const companyId = randomUUID();
  const customerId = randomUUID();
  const confirmHash = randomBytes(32).toString('base64url');
  const { company, personal } = body;
  try {
    await db.transaction(async (tx) => {
      const existing = company.existingCompanyNumber
        ? await findCompanyByNumber(tx, company.existingCompanyNumber)
        : null;
      if (existing && !existing.active) {
        throw refuse(
          403,
          errorCodes.clientIsBlocked,
          'This customer number is blocked.',
          '/company/existingCompanyNumber',
        );
      }
      if (existing) {
        throw refuse(
          400,
          errorCodes.alreadyExistingData,
          'This customer number is already registered: add a user to it instead.',
          '/company/existingCompanyNumber',
        );
      }
      if (await findCompanyByVatNumber(tx, vatNumber)) {
        throw refuse(400, errorCodes.vatNumberExists, 'A company with this VAT number exists.', '/company/vatNumber');
      }
      if (await usernameExists(tx, personal.username)) throw duplicateUsername('/personal/username');
      const billing = {
        street: company.street,
        houseNumber: company.houseNumber,
        box: optional(company.box),
        zipcode: company.zipcode,
        city: company.city,
        additional: optional(company.additional),
        country: company.country,
      };
      await insertCompany(tx, {
        id: companyId,
        companyNumber: company.existingCompanyNumber ?? (await nextCompanyNumber(tx)),
        name: company.name,
        vatNumber,
        existingCompanyNumber: company.existingCompanyNumber ?? null,
        isNew: company.isNew ?? null,
        emailForInvoice: optional(company.emailForInvoice),
        branch: company.branch ?? null,
        industry: optional(company.industry),
        phone: company.phone,
        ...billing,
      });
      const localeCode = await mailLocale(tx, personal, context.languageId);
      await insertCustomerWithRoles(
        tx,
        {
          id: customerId,
          companyId,
          username: personal.username,
          passwordHash,
          email: personal.email,
          salutation: personal.salutation,
          firstName: personal.firstName,
          lastName: personal.lastName,
          phone: optional(personal.phone) ?? company.phone,
          mobile: optional(personal.mobile),
          fax: optional(personal.fax),
          customerFunction: optional(personal.customerFunction),
          localeCode,
          active: true,
          leadBuyer: true,
          awaitingActivation: false,
        },
        roleCodes,
      );
      await insertDefaultAddress(tx, {
        id: randomUUID(),
        companyId,
        name: company.name,
        email: optional(company.emailForInvoice),
        ...billing,
      });
      await insertConfirmation(tx, {
        digest: confirmationDigest(confirmHash),
        customerId,
        companyId,
        hours: registrationConfirmValidityHours,
      });
      const mail = renderMail('registration-confirm', localeCode, {
        firstName: personal.firstName,
        lastName: personal.lastName,
        companyName: company.name,
        link: confirmationLink(body.storefrontUrl, confirmHash),
      });
      await enqueueMail(tx, {
        kind: 'registration-confirm',
        recipient: personal.email,
        subject: mail.subject,
        bodyText: mail.bodyText,
      });
    });
  } catch (error) {
    duplicateError(error, { username: '/personal/username', vatNumber: '/company/vatNumber' });
  }
  return { companyId, customerId, mailSent: true, apiAlias: 'ratchet_registration' };
}

/** Confirms the double opt-in: activates the company; answers the username for the login form. */
export async function confirmRegistration(db: Database, hash: string): Promise<string> {
  const username = await db.transaction((tx) => useConfirmation(tx, confirmationDigest(hash)));
  if (username === null) {
    throw new StoreApiHttpError(
      400,
      errorCodes.registrationHashInvalid,
      'The confirmation link is invalid, used or expired.',
    );
  }
  return username;
}

/**
 * The company check of a new user (account-area.md §2): customer number and VAT number must name the same company.
 * A wrong pair answers 404 COMPANY_DOESNT_EXIST ('incorrect customer data') whichever half is wrong; a blocked
 * (inactive) company 403 CLIENT_IS_BLOCKED, only to someone who named it correctly.
 */
export async function checkCompany(
  db: Database,
  check: CompanyCheck,
  pointers: { vatNumber: string; customerNumber: string },
): Promise<RegisteredCompanyRow> {
  const vatNumber = validVatNumber(check.vatNumber, pointers.vatNumber);
  const company = await findCompanyByNumber(db, check.customerNumber.trim());
  if (!company || company.vat_number !== vatNumber) {
    throw refuse(404, errorCodes.companyDoesntExist, 'Incorrect customer data.', pointers.customerNumber);
  }
  if (!company.active) {
    throw refuse(403, errorCodes.clientIsBlocked, 'This customer number is blocked.', pointers.customerNumber);
  }
  return company;
}

/**
 * Registers a new user of an existing company (account-area.md §2): the company check again, then the user,
 * inactive and waiting for a lead buyer, with the default rights of a new user; every active lead buyer of the
 * company gets a mail with a link to the user.
 */
export async function registerCompanyCustomer(
  db: Database,
  body: RegisterCompanyCustomerBody,
  context: RegistrationContext,
): Promise<RegistrationResponse> {
  const company = await checkCompany(db, body.company, {
    vatNumber: '/company/vatNumber',
    customerNumber: '/company/customerNumber',
  });
  await assertStorefrontUrl(db, { storefrontUrl: body.storefrontUrl, ...context });
  const { personal } = body;
  const passwordHash = await hashPassword(personal.password);
  const customerId = randomUUID();
  let mailSent = false;
  try {
    await db.transaction(async (tx) => {
      if (await usernameExists(tx, personal.username)) throw duplicateUsername('/personal/username');
      await insertCustomerWithRoles(
        tx,
        {
          id: customerId,
          companyId: company.id,
          username: personal.username,
          passwordHash,
          email: personal.email,
          salutation: personal.salutation,
          firstName: personal.firstName,
          lastName: personal.lastName,
          phone: optional(personal.phone),
          mobile: optional(personal.mobile),
          fax: optional(personal.fax),
          customerFunction: optional(personal.customerFunction),
          localeCode: await mailLocale(tx, personal, context.languageId),
          active: false,
          leadBuyer: false,
          awaitingActivation: true,
        },
        newUserDefaultRoles,
      );
      const contextLocale = await findLocaleOfLanguage(tx, context.languageId);
      for (const leadBuyer of await findLeadBuyers(tx, company.id)) {
        const mail = renderMail('registration-awaiting-activation', leadBuyer.locale_code ?? contextLocale, {
          firstName: leadBuyer.first_name,
          lastName: leadBuyer.last_name,
          newUserName: `${personal.firstName} ${personal.lastName}`,
          newUsername: personal.username,
          link: storefrontPageLink(body.storefrontUrl, `/account/customer/details/${customerId}`),
        });
        await enqueueMail(tx, {
          kind: 'registration-awaiting-activation',
          recipient: leadBuyer.email,
          subject: mail.subject,
          bodyText: mail.bodyText,
        });
        mailSent = true;
      }
    });
  } catch (error) {
    duplicateError(error, { username: '/personal/username', vatNumber: '/company/vatNumber' });
  }
  return { companyId: company.id, customerId, mailSent, apiAlias: 'ratchet_registration' };
}

/** Places whose postal code starts with the typed digits (none before two digits). */
export async function searchCities(db: Database, country: CompanyCountry, zipcode: string): Promise<City[]> {
  if (zipcode.length < citySearchMinDigits) return [];
  const rows = await findCities(db, country, zipcode, citySearchMaxResults);
  return rows.map((row) => ({
    zipcode: row.zipcode,
    city: row.city,
    country: row.country === 'BE' ? 'BE' : 'AT',
    apiAlias: 'ratchet_city' as const,
  }));
}
