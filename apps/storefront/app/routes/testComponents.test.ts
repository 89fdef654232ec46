import { afterEach, describe, expect, it } from 'vitest';
import { loader } from './testComponents';
import { testFaultsEnv } from './testFaults';

/** The status of what the loader throws (`data(null, { status })`), or undefined when it answers. */
function thrownStatus(): number | undefined {
  try {
    loader();
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status;
  }
  return undefined;
}

describe('test-only components page (issue 9 item 8)', () => {
  const before = process.env[testFaultsEnv];
  afterEach(() => {
    if (before === undefined) delete process.env[testFaultsEnv];
    else process.env[testFaultsEnv] = before;
  });

  it('issue 9 item 8: answers 404 unless the e2e stack set RATCHET_STOREFRONT_TEST_FAULTS=1, so production never shows it', () => {
    delete process.env[testFaultsEnv];
    expect(thrownStatus()).toBe(404);
    process.env[testFaultsEnv] = 'true';
    expect(thrownStatus()).toBe(404);
  });

  it('issue 9 item 8: renders for the e2e stack', () => {
    process.env[testFaultsEnv] = '1';
    expect(thrownStatus()).toBeUndefined();
    expect(loader()).toBeNull();
  });
});
