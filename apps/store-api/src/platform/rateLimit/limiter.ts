import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { errorCodes } from '@ratchet/store-api-contract';
import type { Database } from '../db/db';
import { decideAttempt, type BackoffPolicy } from './backoff';
import type { AppEnv } from '../http/env';
import { forgetAttempts, forgetIdleAttempts, lockAttempts, saveAttempts } from './repo';
import { StoreApiHttpError } from '../http/errors';

/** The client's IP address (the socket's; no proxy headers are trusted). */
export function clientIp(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Counts one attempt for `limiter`/`key` in the database (so every server process shares it)
 * and throws 429 with Retry-After when the time back-off refuses it.
 */
export async function consumeAttempt(db: Database, limiter: string, key: string, policy: BackoffPolicy): Promise<void> {
  const refusal = await db.transaction(async (tx) => {
    const row = await lockAttempts(tx, limiter, key);
    const state =
      row && row.attempts > 0
        ? { attempts: row.attempts, lastAttemptAt: new Date(row.last_attempt_at).getTime() }
        : null;
    const decision = decideAttempt(state, Date.now(), policy);
    if (!decision.accepted) return decision.retryAfterSeconds;
    await saveAttempts(tx, limiter, key, decision.next.attempts, new Date(decision.next.lastAttemptAt));
    return null;
  });
  // Now and then forget keys idle longer than the policy's reset, so the table stays small.
  if (Math.random() < 0.01) {
    await forgetIdleAttempts(db, limiter, policy.resetSeconds);
  }
  if (refusal !== null) {
    throw new StoreApiHttpError(
      429,
      errorCodes.rateLimited,
      `Too many attempts. Try again in ${refusal} seconds.`,
      { parameters: { retryAfter: refusal } },
      [],
      { 'Retry-After': String(refusal) },
    );
  }
}

/** Forgets the attempts of a key (after a successful login). */
export async function resetAttempts(db: Database, limiter: string, key: string): Promise<void> {
  await forgetAttempts(db, limiter, key);
}
