import { hasEveryRole, hasRole, type RightEntry, type RoleCode } from '@ratchet/store-api-contract/rules';
import { useCallback } from 'react';
import { useSession } from '../useSession/useSession';

export interface UseRightsReturn {
  /** The customer's rights entries (empty when anonymous). */
  rights: RightEntry[];
  /** True when the logged-in customer has `code` enabled; always false when anonymous (account-area.md §6). */
  can: (code: RoleCode) => boolean;
  /** True when every one of `codes` is enabled. */
  canAll: (codes: readonly RoleCode[]) => boolean;
  /** True while the rights load. */
  isLoading: boolean;
}

/**
 * Rights checks for hiding what the user may not use (storefront.md §6). The server stays the authority;
 * the client never relies on hiding.
 */
export function useRights(): UseRightsReturn {
  const { rights, isLoggedIn, isLoading } = useSession();
  const can = useCallback((code: RoleCode) => isLoggedIn && hasRole(rights, code), [isLoggedIn, rights]);
  const canAll = useCallback(
    (codes: readonly RoleCode[]) => isLoggedIn && hasEveryRole(rights, codes),
    [isLoggedIn, rights],
  );
  return { rights, can, canAll, isLoading };
}
