/**
 * Time back-off rate limiting as Shopware does it by default (`time_backoff` policy):
 * after `limit` attempts the next one must wait `intervalSeconds` since the last accepted one;
 * the highest limit reached decides the wait. The state resets after `resetSeconds` without attempts.
 * Pure: the caller stores the state (per limiter and key) and passes the clock.
 */

export interface BackoffLimit {
  limit: number;
  intervalSeconds: number;
}

export interface BackoffPolicy {
  limits: readonly BackoffLimit[];
  resetSeconds: number;
}

/** Shopware's default `login` limiter: 10 per 10 s, then 15 per 30 s, then 20 per 60 s; reset after 24 h. */
export const loginPolicy: BackoffPolicy = {
  limits: [
    { limit: 10, intervalSeconds: 10 },
    { limit: 15, intervalSeconds: 30 },
    { limit: 20, intervalSeconds: 60 },
  ],
  resetSeconds: 24 * 60 * 60,
};

/** Shopware's default `reset_password` limiter (recovery mail): 3 per 30 s, 5 per 60 s, 10 per 90 s. */
export const recoveryPolicy: BackoffPolicy = {
  limits: [
    { limit: 3, intervalSeconds: 30 },
    { limit: 5, intervalSeconds: 60 },
    { limit: 10, intervalSeconds: 90 },
  ],
  resetSeconds: 24 * 60 * 60,
};

export interface BackoffState {
  attempts: number;
  /** Epoch milliseconds of the last accepted attempt. */
  lastAttemptAt: number;
}

export type BackoffDecision = { accepted: true; next: BackoffState } | { accepted: false; retryAfterSeconds: number };

/** Decides one attempt at `now` (epoch ms). */
export function decideAttempt(state: BackoffState | null, now: number, policy: BackoffPolicy): BackoffDecision {
  const current =
    state === null || now - state.lastAttemptAt >= policy.resetSeconds * 1000
      ? { attempts: 0, lastAttemptAt: now }
      : state;
  const reached = policy.limits.filter((entry) => current.attempts >= entry.limit);
  const strictest = reached.reduce<BackoffLimit | null>(
    (max, entry) => (max === null || entry.intervalSeconds > max.intervalSeconds ? entry : max),
    null,
  );
  if (strictest !== null) {
    const waitUntil = current.lastAttemptAt + strictest.intervalSeconds * 1000;
    if (now < waitUntil)
      return { accepted: false, retryAfterSeconds: Math.max(1, Math.ceil((waitUntil - now) / 1000)) };
  }
  return { accepted: true, next: { attempts: current.attempts + 1, lastAttemptAt: now } };
}
