import { hash, verify } from '@node-rs/argon2';
import type { Hono } from 'hono';
import {
  errorCodes,
  loginCustomer,
  logoutCustomer,
  readCustomer,
  readCustomerRoles,
  recoveryPassword,
  roleCodes,
  sendRecoveryMail,
} from '@ratchet/store-api-contract';
import type { Database } from '../../platform/db/db';
import { loginPolicy, recoveryPolicy } from '../../platform/rateLimit/backoff';
import { replaceContextToken } from '../context';
import type { AppDeps, AppEnv } from '../../platform/http/env';
import { StoreApiHttpError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { mergeAnonymousCart } from '../cart';
import { loadCustomer } from './repo';
import { createRecovery, enqueueMail, hashDigest, recoveryLink } from './recovery';
import { clientIp, consumeAttempt, resetAttempts } from '../../platform/rateLimit/limiter';
import { deliverOutboxSoon } from '../../platform/mail/outbox';
import { present } from '../../platform/http/required';

const argon2id = 2;

interface LoginRow {
  id: string;
  password_hash: string;
  active: boolean;
  company_active: boolean;
  forced_recovery: boolean;
}

let dummyHash: Promise<string> | undefined;
/** Verifying against a dummy hash for unknown usernames keeps the answer time the same. */
function timingDummy(): Promise<string> {
  dummyHash ??= hash('ratchet-timing-dummy', { algorithm: argon2id });
  return dummyHash;
}

async function allowedStorefrontOrigins(
  db: Database,
  salesChannelId: string,
  configured: string,
): Promise<Set<string>> {
  const { rows } = await db.query<{ url: string }>('SELECT url FROM sales_channel_domain WHERE sales_channel_id = $1', [
    salesChannelId,
  ]);
  const origins = new Set<string>();
  for (const value of [configured, ...rows.map((row) => row.url)]) {
    try {
      origins.add(new URL(value).origin);
    } catch {
      // a malformed domain URL is simply not an allowed origin
    }
  }
  return origins;
}

/** Account routes (issue 3): login, logout, customer, rights, password recovery. */
export function registerAuthRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  route(app, loginCustomer, async ({ body: input, context, c }) => {
    const body = present(input, 'body');
    const limiterKey = `${body.username.toLowerCase()}-${clientIp(c)}`;
    await consumeAttempt(db, 'login', limiterKey, loginPolicy);
    const { rows } = await db.query<LoginRow>(
      `SELECT cu.id, cu.password_hash, cu.active, co.active AS company_active, cu.forced_recovery
         FROM customer cu JOIN company co ON co.id = cu.company_id WHERE cu.username = $1`,
      [body.username],
    );
    const row = rows[0];
    const passwordOk = await verify(row?.password_hash ?? (await timingDummy()), body.password).catch(() => false);
    if (!row || !passwordOk) {
      throw new StoreApiHttpError(401, errorCodes.badCredentials, 'Invalid username and/or password.');
    }
    // Status is only revealed to someone who knows the password.
    if (!row.active) throw new StoreApiHttpError(401, errorCodes.customerInactive, 'The customer is inactive.');
    if (!row.company_active) throw new StoreApiHttpError(401, errorCodes.companyInactive, 'The company is inactive.');
    await resetAttempts(db, 'login', limiterKey);
    if (row.forced_recovery) {
      const recoveryHash = await createRecovery(db, row.id);
      throw new StoreApiHttpError(401, errorCodes.forcedRecovery, 'The password must be set anew.', {
        parameters: { hash: recoveryHash },
      });
    }
    const anonymousToken = context.token;
    const next = await replaceContextToken(c, db, { customerId: row.id });
    await mergeAnonymousCart(db, anonymousToken, row.id);
    return { contextToken: next.token, redirectUrl: null, apiAlias: 'array_struct' as const };
  });

  route(app, logoutCustomer, async ({ c }) => {
    const next = await replaceContextToken(c, db, { customerId: null });
    return { contextToken: next.token, redirectUrl: null, apiAlias: 'array_struct' as const };
  });

  route(app, readCustomer, async ({ context }) => {
    // access: 'customer' guarantees a customer
    const customer = context.customer ? await loadCustomer(db, context.customer.id) : null;
    if (!customer) throw new StoreApiHttpError(403, errorCodes.customerNotLoggedIn, 'Customer is not logged in.');
    return customer;
  });

  route(app, readCustomerRoles, async ({ params: input, context }) => {
    const params = present(input, 'path');
    const me = context.customer;
    if (!me) throw new StoreApiHttpError(403, errorCodes.customerNotLoggedIn, 'Customer is not logged in.');
    if (params.id !== me.id) {
      const target = await db.query<{ company_id: string }>('SELECT company_id FROM customer WHERE id = $1', [
        params.id,
      ]);
      const sameCompany = target.rows[0]?.company_id === me.companyId;
      // Another company's customer and an unknown id get the same answer: nothing is revealed.
      if (!sameCompany || !me.roles.includes('ROLE_MANAGE_CONTACTS')) {
        throw new StoreApiHttpError(403, errorCodes.missingPermission, 'Missing permission to read these rights.', {
          parameters: { roles: ['ROLE_MANAGE_CONTACTS'] },
        });
      }
    }
    const { rows } = await db.query<{ role_code: string; enabled: boolean }>(
      'SELECT role_code, enabled FROM customer_role WHERE customer_id = $1',
      [params.id],
    );
    const enabled = new Set(rows.filter((row) => row.enabled).map((row) => row.role_code));
    return { roles: roleCodes.map((code) => ({ code, enabled: enabled.has(code) })) };
  });

  route(app, sendRecoveryMail, async ({ body: input, context, c }) => {
    const body = present(input, 'body');
    await consumeAttempt(db, 'recovery', `${body.username.toLowerCase()}-${clientIp(c)}`, recoveryPolicy);
    const origins = await allowedStorefrontOrigins(db, context.salesChannelId, deps.config.storefrontUrl);
    if (!origins.has(new URL(body.storefrontUrl).origin)) {
      throw new StoreApiHttpError(
        400,
        errorCodes.validation,
        'storefrontUrl is not a domain of this sales channel.',
        undefined,
        [
          {
            status: '400',
            code: errorCodes.validation,
            title: 'Bad Request',
            detail: 'storefrontUrl is not a domain of this sales channel.',
            source: { pointer: '/storefrontUrl' },
          },
        ],
      );
    }
    const queued = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string; email: string; first_name: string; last_name: string }>(
        `SELECT cu.id, cu.email, cu.first_name, cu.last_name FROM customer cu JOIN company co ON co.id = cu.company_id
          WHERE cu.username = $1 AND cu.active AND co.active`,
        [body.username],
      );
      const customer = rows[0];
      // Unknown or inactive usernames get the same answer, so the route reveals no accounts.
      if (!customer) return false;
      const recoveryHash = await createRecovery(tx, customer.id);
      await enqueueMail(tx, {
        kind: 'password-recovery',
        recipient: customer.email,
        subject: 'Reset your password',
        bodyText: [
          `Hello ${customer.first_name} ${customer.last_name},`,
          '',
          'open this link within two hours to set a new password:',
          recoveryLink(body.storefrontUrl, recoveryHash),
          '',
          'If you did not ask for this, ignore this mail.',
        ].join('\n'),
      });
      return true;
    });
    if (queued) deliverOutboxSoon(db);
    return { success: true as const, apiAlias: 'array_struct' as const };
  });

  route(app, recoveryPassword, async ({ body: input, c }) => {
    const body = present(input, 'body');
    // Guessing a 256-bit hash is hopeless; the limit keeps argon2 hashing from being used to burn CPU.
    await consumeAttempt(db, 'recovery-confirm', clientIp(c), loginPolicy);
    const newHash = await hash(body.newPassword, { algorithm: argon2id });
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ customer_id: string }>(
        `UPDATE password_recovery SET used_at = now()
          WHERE hash_sha256 = $1 AND used_at IS NULL AND expires_at > now()
          RETURNING customer_id`,
        [hashDigest(body.hash)],
      );
      const customerId = rows[0]?.customer_id;
      if (!customerId) {
        throw new StoreApiHttpError(
          400,
          errorCodes.recoveryHashInvalid,
          'The recovery link is invalid or has expired.',
        );
      }
      await tx.query('UPDATE customer SET password_hash = $2, forced_recovery = false WHERE id = $1', [
        customerId,
        newHash,
      ]);
      await tx.query('UPDATE password_recovery SET used_at = now() WHERE customer_id = $1 AND used_at IS NULL', [
        customerId,
      ]);
      // Every open session of the customer ends with the password change.
      await tx.query('UPDATE context SET customer_id = NULL, updated_at = now() WHERE customer_id = $1', [customerId]);
    });
    return { success: true as const, apiAlias: 'array_struct' as const };
  });
}
