import { afterEach, describe, expect, it } from 'vitest';
import { loader, testFaultsEnv } from './testFaults';

/** The status of what the loader throws (`data(null, { status })`). */
async function thrownStatus(fault: string): Promise<number | undefined> {
  try {
    await loader({ params: { domain: 'de-at', fault } } as unknown as Parameters<typeof loader>[0]);
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status;
  }
  return undefined;
}

describe('test-only fault routes (storefront.md §2 layouts: the error-inside-the-error-page trigger; §8 page errors)', () => {
  const before = process.env[testFaultsEnv];
  afterEach(() => {
    if (before === undefined) delete process.env[testFaultsEnv];
    else process.env[testFaultsEnv] = before;
  });

  it('answers 404 (page not found) unless the e2e stack enabled the faults, so production cannot trigger them', async () => {
    delete process.env[testFaultsEnv];
    expect(await thrownStatus('error-page-failure')).toBe(404);
    expect(await thrownStatus('store-api-timeout')).toBe(404);
    process.env[testFaultsEnv] = 'true';
    expect(await thrownStatus('error-page-failure')).toBe(404);
  });

  it('throws the 500 that makes the error page fail when enabled, and 404 for unknown faults', async () => {
    process.env[testFaultsEnv] = '1';
    expect(await thrownStatus('error-page-failure')).toBe(500);
    expect(await thrownStatus('something-else')).toBe(404);
  });

  it.each([
    ['store-api-timeout', 408],
    ['store-api-bad-gateway', 502],
    ['store-api-unavailable', 503],
    ['store-api-unreachable', 502],
  ])(
    'fails the page load of %s with %i through the real client (storefront.md §8 page errors)',
    async (fault, status) => {
      process.env[testFaultsEnv] = '1';
      expect(await thrownStatus(fault)).toBe(status);
    },
  );
});
