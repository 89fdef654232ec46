import type { Hono } from 'hono';
import {
  checkCompanyExists,
  compactVatNumber,
  confirmRegistration,
  errorCodes,
  registerCompany,
  registerCompanyCustomer,
  searchCities,
} from '@ratchet/store-api-contract';
import type { AppDeps, AppEnv } from '../../platform/http/env';
import { StoreApiHttpError } from '../../platform/http/errors';
import { present } from '../../platform/http/required';
import { route } from '../../platform/http/route';
import { deliverOutboxSoon } from '../../platform/mail/outbox';
import { loginPolicy } from '../../platform/rateLimit/backoff';
import { clientIp, consumeAttempt } from '../../platform/rateLimit/limiter';
import * as registration from './service';

/**
 * Anything unexpected in a registration answers the spec's UNKNOWN ('something went wrong', account-area.md §8)
 * instead of the framework's internal error, so the form shows its own text; the cause goes to the log.
 */
async function orUnknown<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StoreApiHttpError) throw error;
    console.error('[store-api] registration failed', error);
    throw new StoreApiHttpError(500, errorCodes.registrationUnknown, 'Something went wrong.');
  }
}

/**
 * Registration (issue 11; account-area.md §2, §7): new company, company check, new user of a company, the double
 * opt-in and the city search. Rate-limited like login (Shopware's time back-off), keyed by username or customer
 * number and the client's IP.
 */
export function registerRegistrationRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;
  const mailContext = (context: { salesChannelId: string; languageId: string }) => ({
    salesChannelId: context.salesChannelId,
    languageId: context.languageId,
    configuredUrl: deps.config.storefrontUrl,
  });

  route(app, registerCompany, async ({ body: input, context, c }) => {
    const body = present(input, 'body');
    await consumeAttempt(db, 'registration', `${body.personal.username.toLowerCase()}-${clientIp(c)}`, loginPolicy);
    const answer = await orUnknown(() => registration.registerCompany(db, body, mailContext(context)));
    deliverOutboxSoon(db);
    return answer;
  });

  route(app, checkCompanyExists, async ({ query: input, c }) => {
    const query = present(input, 'query');
    // Either half may be the one guessed (the VAT number is public, the customer number not): both are limited.
    await consumeAttempt(db, 'company-check', `number:${query.customerNumber.trim()}-${clientIp(c)}`, loginPolicy);
    await consumeAttempt(db, 'company-check', `vat:${compactVatNumber(query.vatNumber)}-${clientIp(c)}`, loginPolicy);
    const company = await orUnknown(() =>
      registration.checkCompany(db, query, { vatNumber: '/query/vatNumber', customerNumber: '/query/customerNumber' }),
    );
    return { exists: true as const, companyName: company.name, apiAlias: 'ratchet_company_exists' as const };
  });

  route(app, registerCompanyCustomer, async ({ body: input, context, c }) => {
    const body = present(input, 'body');
    await consumeAttempt(db, 'registration', `${body.personal.username.toLowerCase()}-${clientIp(c)}`, loginPolicy);
    const answer = await orUnknown(() => registration.registerCompanyCustomer(db, body, mailContext(context)));
    deliverOutboxSoon(db);
    return answer;
  });

  route(app, confirmRegistration, async ({ body: input, c }) => {
    const body = present(input, 'body');
    // Guessing a 256-bit hash is hopeless; the limit keeps the route from being used to probe.
    await consumeAttempt(db, 'registration-confirm', clientIp(c), loginPolicy);
    const username = await orUnknown(() => registration.confirmRegistration(db, body.hash));
    return { success: true as const, username, apiAlias: 'ratchet_registration_confirm' as const };
  });

  route(app, searchCities, async ({ query: input }) => {
    const query = present(input, 'query');
    return { cities: await registration.searchCities(db, query.country, query.zipcode) };
  });
}
