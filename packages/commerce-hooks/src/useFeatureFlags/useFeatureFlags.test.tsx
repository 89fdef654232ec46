import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { storeApiError } from '../test/fixtures';
import { renderCommerceHook } from '../test/render';
import { apiUrl, server } from '../test/server';
import { normaliseFeatureFlags, useFeatureFlags } from './useFeatureFlags';

describe('useFeatureFlags (storefront.md §6 feature flags)', () => {
  it('answers the enabled flags; unknown and disabled flags are off', async () => {
    server.use(
      http.get(apiUrl('/ratchet/feature-flags'), () =>
        HttpResponse.json({ orderHistory: true, offerHistory: false, variantsSwitch: true }),
      ),
    );
    const { result } = renderCommerceHook(() => useFeatureFlags());
    await waitFor(() => expect(result.current.isEnabled('orderHistory')).toBe(true));
    expect(result.current.isEnabled('offerHistory')).toBe(false);
    expect(result.current.isEnabled('fax')).toBe(false);
    expect(result.current.flags).toEqual({ orderHistory: true, offerHistory: false, variantsSwitch: true });
  });

  it('treats every flag as off and keeps the error when loading fails', async () => {
    server.use(http.get(apiUrl('/ratchet/feature-flags'), () => storeApiError(503, 'FRAMEWORK__INTERNAL_ERROR')));
    const { result } = renderCommerceHook(() => useFeatureFlags());
    await waitFor(() => expect(result.current.error?.status).toBe(503));
    expect(result.current.isEnabled('orderHistory')).toBe(false);
  });

  it.each([
    [{ flags: { orderHistory: true } }, { orderHistory: true }],
    [['orderHistory', 42], { orderHistory: true }],
    [{ orderHistory: 'yes', mobile: false }, { mobile: false }],
    [null, {}],
  ])('normalises %o', (answer, flags) => {
    expect(normaliseFeatureFlags(answer)).toEqual(flags);
  });
});
