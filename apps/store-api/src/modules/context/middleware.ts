import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { errorCodes, isRoleCode, normaliseUuid } from '@ratchet/store-api-contract';
import type { RoleCode } from '@ratchet/store-api-contract';
import type { Database } from '../../platform/db/db';
import { systemClock } from '../../platform/clock';
import type { AppDeps, AppEnv, RequestContext, SalesChannelInfo } from '../../platform/http/env';
import { findContextRow, findSalesChannel, insertContext, languageExists, logOutToken } from './repo';
import type { ContextRow } from './repo';
import { StoreApiHttpError } from '../../platform/http/errors';

/** Header names of the Shopware store-API protocol. */
export const headers = {
  accessKey: 'sw-access-key',
  contextToken: 'sw-context-token',
  languageId: 'sw-language-id',
} as const;

const tokenPattern = /^[A-Za-z0-9_-]{16,128}$/;

/** A new random context token: 24 random bytes, base64url (32 characters). */
export function newContextToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Whether a string is shaped like a context token (it may still be unknown). */
export function isWellFormedToken(token: string): boolean {
  return tokenPattern.test(token);
}

const salesChannelCache = new WeakMap<Database, Map<string, { channel: SalesChannelInfo; domainId: string | null }>>();

/** Forgets cached sales channels (after the seed or a maintenance switch). */
export function clearSalesChannelCache(db: Database): void {
  salesChannelCache.delete(db);
}

async function loadSalesChannel(
  db: Database,
  accessKey: string,
): Promise<{ channel: SalesChannelInfo; domainId: string | null } | null> {
  let cache = salesChannelCache.get(db);
  if (!cache) {
    cache = new Map();
    salesChannelCache.set(db, cache);
  }
  const cached = cache.get(accessKey);
  if (cached) return cached;
  const row = await findSalesChannel(db, accessKey);
  if (!row) return null;
  const entry = {
    channel: {
      id: row.id,
      accessKey: row.access_key,
      name: row.name,
      languageId: row.language_id,
      currencyId: row.currency_id,
      navigationCategoryId: row.navigation_category_id,
      serviceCategoryId: row.service_category_id,
      countriesCategoryId: row.countries_category_id,
      footerCategoryId: row.footer_category_id,
      maintenance: row.maintenance,
      homeCmsPageId: row.home_cms_page_id,
    },
    domainId: row.default_domain_id,
  };
  cache.set(accessKey, entry);
  return entry;
}

/** Reads a context row with its customer and enabled roles; null when the token is unknown. */
export async function loadContext(db: Database, token: string, salesChannelId: string): Promise<RequestContext | null> {
  const row = await findContextRow(db, token, salesChannelId);
  return row ? contextFromRow(row) : null;
}

/** The request context of a context row: logged in when the customer is active and the company is not deactivated. */
export function contextFromRow(row: ContextRow): RequestContext {
  const loggedIn = row.customer_id !== null && row.customer_active === true && row.company_active !== false;
  return {
    token: row.token,
    salesChannelId: row.sales_channel_id,
    languageId: row.language_id,
    domainId: row.domain_id,
    customer:
      loggedIn && row.customer_id && row.company_id
        ? {
            id: row.customer_id,
            companyId: row.company_id,
            roles: (row.roles ?? []).filter((code): code is RoleCode => isRoleCode(code)),
          }
        : null,
  };
}

/**
 * Routes that read the context in their own database call (one round trip instead of two; issue 3
 * Performance): for them, a request with a well-formed token gets a deferred placeholder context
 * (the token, the sales channel's language and default domain, no customer) that the route must
 * resolve — with its own query or {@link resolveDeferredContext} — before it uses language or customer.
 */
const contextInRoute = new Set(['POST /store-api/search-suggest']);
const deferredContexts = new WeakSet<RequestContext>();

/** Whether the context is a placeholder the route still has to read (see {@link contextInRoute}). */
export function isContextDeferred(context: RequestContext): boolean {
  return deferredContexts.has(context);
}

/**
 * Reads a deferred context the usual way (a new context when the token is unknown) and makes it the
 * request's context; any other context is returned as it is.
 */
export async function resolveDeferredContext(c: Context<AppEnv>, db: Database): Promise<RequestContext> {
  const placeholder = c.get('context');
  if (!isContextDeferred(placeholder)) return placeholder;
  const context =
    (await loadContext(db, placeholder.token, placeholder.salesChannelId)) ??
    (await createContext(db, {
      salesChannelId: placeholder.salesChannelId,
      languageId: placeholder.languageId,
      domainId: placeholder.domainId,
    }));
  c.set('context', context);
  return context;
}

/** Creates a context row for a new token in the sales channel's default language and domain. */
export async function createContext(
  db: Database,
  values: { salesChannelId: string; languageId: string; domainId: string | null; customerId?: string | null },
): Promise<RequestContext> {
  const token = newContextToken();
  await insertContext(db, { token, ...values, customerId: values.customerId ?? null });
  return {
    token,
    salesChannelId: values.salesChannelId,
    languageId: values.languageId,
    domainId: values.domainId,
    customer: null,
  };
}

/**
 * Context middleware for `/store-api/*`: resolves `sw-access-key` to the sales channel (401 when
 * unknown) and `sw-context-token` to a context (400 when malformed; a new token and context
 * when missing or unknown), loads the customer and roles, and answers the token in the response.
 * A valid `sw-language-id` header switches the language for this request only.
 */
export function contextMiddleware(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { db } = deps;
    c.set('deps', deps);
    const accessKey = c.req.header(headers.accessKey);
    const found = accessKey ? await loadSalesChannel(db, accessKey) : null;
    if (!found) {
      throw new StoreApiHttpError(
        401,
        errorCodes.invalidAccessKey,
        accessKey ? 'No sales channel found for this access key.' : 'Header sw-access-key is required.',
      );
    }
    const { channel, domainId } = found;
    c.set('salesChannel', deps.config.maintenance ? { ...channel, maintenance: true } : channel);

    const sent = c.req.header(headers.contextToken);
    const languageHeader = c.req.header(headers.languageId);
    let context: RequestContext | null = null;
    if (sent !== undefined && sent !== '') {
      if (!isWellFormedToken(sent)) {
        throw new StoreApiHttpError(400, errorCodes.invalidContextToken, 'The sw-context-token header is malformed.');
      }
      if (!languageHeader && contextInRoute.has(`${c.req.method} ${c.req.path}`)) {
        const placeholder: RequestContext = {
          token: sent,
          salesChannelId: channel.id,
          languageId: channel.languageId,
          domainId,
          customer: null,
          now: (deps.clock ?? systemClock).now(),
        };
        deferredContexts.add(placeholder);
        c.set('context', placeholder);
        await next();
        // The route answers the context it read (a new token when the sent one was unknown).
        ensureHeader(c, headers.contextToken, c.get('context').token);
        return;
      }
      context = await loadContext(db, sent, channel.id);
    }
    context ??= await createContext(db, { salesChannelId: channel.id, languageId: channel.languageId, domainId });

    const headerLanguageId = languageHeader ? normaliseUuid(languageHeader) : null;
    if (headerLanguageId && headerLanguageId !== context.languageId && (await languageExists(db, headerLanguageId))) {
      context = { ...context, languageId: headerLanguageId };
    }
    // One instant per request from the injected clock (budget periods, issue 12).
    c.set('context', { ...context, now: (deps.clock ?? systemClock).now() });
    c.header(headers.contextToken, context.token);
    await next();
    // A handler may have replaced the token (login/logout), or answered its own Response: answer the current one.
    ensureHeader(c, headers.contextToken, c.get('context').token);
  };
}

/**
 * Sets a response header after the handler answered, only when the answer lacks that value: setting
 * it through `c.header()` at that point makes Hono copy the answer into a streamed Response (the
 * slow path of @hono/node-server), so a header already prepared before the handler is left alone.
 */
export function ensureHeader(c: Context<AppEnv>, name: string, value: string): void {
  const answer = c.res;
  if (answer.headers.get(name) === value) return;
  try {
    answer.headers.set(name, value);
  } catch {
    // Immutable headers (e.g. a Response.redirect()): Hono copies the answer.
    c.header(name, value);
  }
}

/**
 * Issues a new context token for the current context (Shopware does so on login and logout),
 * moving the language and domain over and setting the customer; the old token loses its customer.
 * The response carries the new token.
 * @returns the new context (customer loaded when customerId is set).
 */
export async function replaceContextToken(
  c: Context<AppEnv>,
  db: Database,
  values: { customerId: string | null },
): Promise<RequestContext> {
  const old = c.get('context');
  const token = newContextToken();
  await db.transaction(async (tx) => {
    await insertContext(tx, {
      token,
      salesChannelId: old.salesChannelId,
      languageId: old.languageId,
      domainId: old.domainId,
      customerId: values.customerId,
    });
    // The old token stays valid as an anonymous context (carts keyed by it can still be moved),
    // but never keeps a login.
    await logOutToken(tx, old.token);
  });
  const next = (await loadContext(db, token, old.salesChannelId)) ?? {
    ...old,
    token,
    customer: null,
  };
  c.set('context', next);
  c.header(headers.contextToken, token);
  return next;
}
