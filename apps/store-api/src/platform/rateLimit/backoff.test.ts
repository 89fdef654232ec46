import { describe, expect, it } from 'vitest';
import { decideAttempt, loginPolicy, recoveryPolicy, type BackoffState } from './backoff';

function run(times: number, start: number, policy = loginPolicy, stepMs = 100): BackoffState | null {
  let state: BackoffState | null = null;
  for (let i = 0; i < times; i += 1) {
    const decision = decideAttempt(state, start + i * stepMs, policy);
    if (!decision.accepted) throw new Error(`attempt ${i + 1} refused`);
    state = decision.next;
  }
  return state;
}

describe('decideAttempt (login rate limit, Shopware time back-off)', () => {
  it('accepts 10 attempts in 10 s and refuses the 11th with a Retry-After (issue 3: 10 per 10 s)', () => {
    const state = run(10, 0);
    const refused = decideAttempt(state, 1000, loginPolicy);
    // last accepted attempt at 0.9 s: wait until 10.9 s
    expect(refused).toEqual({ accepted: false, retryAfterSeconds: 10 });
  });

  it('accepts again once the interval since the last attempt has passed', () => {
    const state = run(10, 0);
    expect(decideAttempt(state, 900 + 10_000, loginPolicy).accepted).toBe(true);
  });

  it('backs off longer after 15 and 20 attempts (30 s, then 60 s)', () => {
    let state = run(10, 0);
    for (let i = 0; i < 5; i += 1) {
      const decision = decideAttempt(state, 20_000 * (i + 1), loginPolicy);
      if (!decision.accepted) throw new Error('refused');
      state = decision.next;
    }
    expect(decideAttempt(state, 100_000 + 10_000, loginPolicy)).toEqual({ accepted: false, retryAfterSeconds: 20 });
  });

  it('resets after 24 hours without attempts', () => {
    const state = run(20, 0, loginPolicy, 61_000);
    const last = 19 * 61_000;
    expect(decideAttempt(state, last + 30_000, loginPolicy).accepted).toBe(false);
    expect(decideAttempt(state, last + 24 * 3600 * 1000, loginPolicy).accepted).toBe(true);
  });

  it('limits recovery mails after 3 in 30 s', () => {
    const state = run(3, 0, recoveryPolicy);
    expect(decideAttempt(state, 5000, recoveryPolicy)).toEqual({ accepted: false, retryAfterSeconds: 26 });
  });
});
