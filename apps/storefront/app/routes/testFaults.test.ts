import { afterEach, describe, expect, it } from 'vitest';
import { loader, testFaultsEnv } from './testFaults';

/** The status of what the loader throws (`data(null, { status })`). */
function thrownStatus(fault: string): number | undefined {
  try {
    loader({ params: { domain: 'de-at', fault } } as unknown as Parameters<typeof loader>[0]);
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status;
  }
  return undefined;
}

describe('test-only fault routes (storefront.md §2 layouts: the error-inside-the-error-page trigger)', () => {
  const before = process.env[testFaultsEnv];
  afterEach(() => {
    if (before === undefined) delete process.env[testFaultsEnv];
    else process.env[testFaultsEnv] = before;
  });

  it('answers 404 (page not found) unless the e2e stack enabled the faults, so production cannot trigger them', () => {
    delete process.env[testFaultsEnv];
    expect(thrownStatus('error-page-failure')).toBe(404);
    process.env[testFaultsEnv] = 'true';
    expect(thrownStatus('error-page-failure')).toBe(404);
  });

  it('throws the 500 that makes the error page fail when enabled, and 404 for unknown faults', () => {
    process.env[testFaultsEnv] = '1';
    expect(thrownStatus('error-page-failure')).toBe(500);
    expect(thrownStatus('something-else')).toBe(404);
  });
});
