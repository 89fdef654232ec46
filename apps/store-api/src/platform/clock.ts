/**
 * The server's clock (issue 12: budget periods and "the next day" must be testable without changing the machine's
 * clock). Injected through AppDeps; the context middleware reads it once per request (`RequestContext.now`), so a
 * request sees one instant throughout. Tests pass a movable clock and move it.
 */

/** Where the server reads the current instant. */
export interface Clock {
  now(): Date;
}

/** The machine's clock. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can move: the machine's time plus an offset, or a fixed instant. */
export interface MovableClock extends Clock {
  /** Moves the clock by `ms` (may be negative); keeps running. */
  advance(ms: number): void;
  /** Sets the clock to `instant` (keeps running from there). */
  set(instant: Date): void;
  /** Back to the machine's time. */
  reset(): void;
}

/** A clock starting at the machine's time that tests can move. */
export function createMovableClock(): MovableClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += ms;
    },
    set(instant) {
      offset = instant.getTime() - Date.now();
    },
    reset() {
      offset = 0;
    },
  };
}

/** The instant of a request: its context's `now`, read from the injected clock (the machine's time without one). */
export function requestNow(context: { now?: Date | undefined } | null | undefined): Date {
  return context?.now ?? new Date();
}
