import { useCallback } from 'react';
import useSWR from 'swr';
import type { StoreApiClientError } from '../client';
import { swrKeys } from '../keys';
import { useStoreApiClient } from '../provider/RatchetCommerceProvider';

export interface UseFeatureFlagsReturn {
  /** Flag name → enabled (empty until loaded or on failure). */
  flags: Record<string, boolean>;
  /** True only when the flag is known and enabled; unknown flags and a failed load count as disabled. */
  isEnabled: (flag: string) => boolean;
  isLoading: boolean;
  error: StoreApiClientError | undefined;
}

const noFlags: Record<string, boolean> = {};

/** Normalises the answer: a map of flags, a `{ flags }` wrapper, or a list of enabled flag names. */
export function normaliseFeatureFlags(answer: unknown): Record<string, boolean> {
  if (Array.isArray(answer)) {
    return Object.fromEntries(answer.filter((flag) => typeof flag === 'string').map((flag) => [flag, true]));
  }
  if (!answer || typeof answer !== 'object') return {};
  const source = 'flags' in answer && answer.flags && typeof answer.flags === 'object' ? answer.flags : answer;
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
  );
}

/** The feature flags of the shop (storefront.md §6 feature flags). */
export function useFeatureFlags(): UseFeatureFlagsReturn {
  const client = useStoreApiClient();
  const query = useSWR<Record<string, boolean>, StoreApiClientError>(swrKeys.featureFlags(), () =>
    client.invoke('readFeatureFlags get /ratchet/feature-flags').then(normaliseFeatureFlags),
  );
  const flags = query.data ?? noFlags;
  const isEnabled = useCallback((flag: string) => flags[flag] === true, [flags]);
  return { flags, isEnabled, isLoading: query.isLoading, error: query.error };
}
