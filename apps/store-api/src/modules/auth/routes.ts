import type { Hono } from 'hono';
import {
  loginCustomer,
  logoutCustomer,
  readCustomer,
  readCustomerRoles,
  recoveryPassword,
  sendRecoveryMail,
} from '@ratchet/store-api-contract';
import { requestNow } from '../../platform/clock';
import type { AppDeps, AppEnv } from '../../platform/http/env';
import { route } from '../../platform/http/route';
import { present } from '../../platform/http/required';
import { deliverOutboxSoon } from '../../platform/mail/outbox';
import { loginPolicy, recoveryPolicy } from '../../platform/rateLimit/backoff';
import { clientIp, consumeAttempt, resetAttempts } from '../../platform/rateLimit/limiter';
import { mergeAnonymousCart } from '../cart';
import { replaceContextToken } from '../context';
import {
  checkCredentials,
  confirmRecovery,
  queueRecoveryMail,
  readCustomer as readCustomerAnswer,
  readRoles,
  refuseForcedRecovery,
} from './service';

/** Auth routes (issue 3): login, logout, customer, rights, password recovery. */
export function registerAuthRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  route(app, loginCustomer, async ({ body: input, context, c }) => {
    const body = present(input, 'body');
    const limiterKey = `${body.username.toLowerCase()}-${clientIp(c)}`;
    await consumeAttempt(db, 'login', limiterKey, loginPolicy);
    const { customerId, forcedRecovery } = await checkCredentials(db, body.username, body.password);
    await resetAttempts(db, 'login', limiterKey);
    if (forcedRecovery) await refuseForcedRecovery(db, customerId);
    const anonymousToken = context.token;
    const next = await replaceContextToken(c, db, { customerId });
    await mergeAnonymousCart(db, anonymousToken, customerId);
    return { contextToken: next.token, redirectUrl: null, apiAlias: 'array_struct' as const };
  });

  route(app, logoutCustomer, async ({ c }) => {
    const next = await replaceContextToken(c, db, { customerId: null });
    return { contextToken: next.token, redirectUrl: null, apiAlias: 'array_struct' as const };
  });

  route(app, readCustomer, ({ actor, context }) => readCustomerAnswer(db, actor, requestNow(context)));

  route(app, readCustomerRoles, async ({ params, actor }) => ({
    roles: await readRoles(db, actor, present(params, 'path').id),
  }));

  route(app, sendRecoveryMail, async ({ body: input, context, c }) => {
    const body = present(input, 'body');
    await consumeAttempt(db, 'recovery', `${body.username.toLowerCase()}-${clientIp(c)}`, recoveryPolicy);
    const queued = await queueRecoveryMail(db, {
      username: body.username,
      storefrontUrl: body.storefrontUrl,
      salesChannelId: context.salesChannelId,
      languageId: context.languageId,
      configuredUrl: deps.config.storefrontUrl,
    });
    if (queued) deliverOutboxSoon(db);
    return { success: true as const, apiAlias: 'array_struct' as const };
  });

  route(app, recoveryPassword, async ({ body: input, c }) => {
    const body = present(input, 'body');
    // Guessing a 256-bit hash is hopeless; the limit keeps argon2 hashing from being used to burn CPU.
    await consumeAttempt(db, 'recovery-confirm', clientIp(c), loginPolicy);
    await confirmRecovery(db, body.hash, body.newPassword);
    return { success: true as const, apiAlias: 'array_struct' as const };
  });
}
