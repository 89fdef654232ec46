import type { Database } from '../db/db';

/** The attempts counted for a limiter key. */
export interface RateLimitRow {
  attempts: number;
  last_attempt_at: Date | string;
}

/** The row of a limiter key, created empty when missing and locked (use inside a transaction). */
export async function lockAttempts(db: Database, limiter: string, key: string): Promise<RateLimitRow | null> {
  await db.query(
    `INSERT INTO rate_limit (limiter, key, attempts, last_attempt_at) VALUES ($1, $2, 0, now())
     ON CONFLICT (limiter, key) DO NOTHING`,
    [limiter, key],
  );
  const { rows } = await db.query<RateLimitRow>(
    'SELECT attempts, last_attempt_at FROM rate_limit WHERE limiter = $1 AND key = $2 FOR UPDATE',
    [limiter, key],
  );
  return rows[0] ?? null;
}

/** Stores the attempts of a limiter key. */
export async function saveAttempts(
  db: Database,
  limiter: string,
  key: string,
  attempts: number,
  lastAttemptAt: Date,
): Promise<void> {
  await db.query('UPDATE rate_limit SET attempts = $3, last_attempt_at = $4 WHERE limiter = $1 AND key = $2', [
    limiter,
    key,
    attempts,
    lastAttemptAt,
  ]);
}

/** Forgets keys of a limiter idle longer than `seconds`. */
export async function forgetIdleAttempts(db: Database, limiter: string, seconds: number): Promise<void> {
  await db.query('DELETE FROM rate_limit WHERE limiter = $1 AND last_attempt_at < now() - make_interval(secs => $2)', [
    limiter,
    seconds,
  ]);
}

/** Forgets the attempts of a key. */
export async function forgetAttempts(db: Database, limiter: string, key: string): Promise<void> {
  await db.query('DELETE FROM rate_limit WHERE limiter = $1 AND key = $2', [limiter, key]);
}
