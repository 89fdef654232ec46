import { swrKeys, useKeyScope, useStoreApiClient, type StoreApiClientError } from '@ratchet/commerce-hooks';
import type { ChangePasswordBody, ChangeProfileBody, Profile } from '@ratchet/store-api-contract';
import { useCallback, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { actionResult, type ActionResult } from '../lib/actionResult';

/** What {@link useProfile} returns. */
export interface UseProfileReturn {
  /** The own contact data; undefined while loading. */
  profile: Profile | undefined;
  isLoading: boolean;
  error: StoreApiClientError | undefined;
  /** Saves the own contact data (ROLE_MANAGE_OWN_CONTACT_INFO); the session's customer reloads too. */
  changeProfile: (body: ChangeProfileBody) => Promise<ActionResult<Profile>>;
  /** Changes the password with the current one (400 CUSTOMER_PASSWORD_NOT_CORRECT when it is wrong). */
  changePassword: (body: ChangePasswordBody) => Promise<ActionResult<true>>;
  /** True while saving the contact data. */
  isSavingProfile: boolean;
  /** True while changing the password. */
  isChangingPassword: boolean;
}

/** The own profile (account-area.md §2 Profile: change password and profile data; §5 current password). */
export function useProfile(options: { fallbackData?: Profile | undefined } = {}): UseProfileReturn {
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const { mutate } = useSWRConfig();
  const [isSavingProfile, setSavingProfile] = useState(false);
  const [isChangingPassword, setChangingPassword] = useState(false);
  const key = swrKeys.profile(scope);
  const query = useSWR<Profile, StoreApiClientError>(
    key,
    () => client.invoke('readProfile get /ratchet/account/profile'),
    { fallbackData: options.fallbackData },
  );
  const changeProfile = useCallback(
    async (body: ChangeProfileBody) => {
      setSavingProfile(true);
      try {
        const result = await actionResult(() => client.invoke('changeProfile post /account/change-profile', { body }));
        if (result.ok) {
          await Promise.all([
            mutate(key, result.data, { revalidate: false }),
            mutate(swrKeys.customer(scope.language)),
          ]);
        }
        return result;
      } finally {
        setSavingProfile(false);
      }
    },
    [client, key, mutate, scope.language],
  );
  const changePassword = useCallback(
    async (body: ChangePasswordBody) => {
      setChangingPassword(true);
      try {
        return await actionResult(async () => {
          await client.invoke('changePassword post /account/change-password', { body });
          return true as const;
        });
      } finally {
        setChangingPassword(false);
      }
    },
    [client],
  );
  return {
    profile: query.data,
    isLoading: query.isLoading,
    error: query.error,
    changeProfile,
    changePassword,
    isSavingProfile,
    isChangingPassword,
  };
}

/** What {@link useChangePassword} returns. */
export interface UseChangePasswordReturn {
  /** Changes the password with the current one (400 CUSTOMER_PASSWORD_NOT_CORRECT when it is wrong). */
  changePassword: (body: ChangePasswordBody) => Promise<ActionResult<true>>;
  /** True while the change runs. */
  isChangingPassword: boolean;
}

/** The password change on its own (the change-password page reads no profile). */
export function useChangePassword(): UseChangePasswordReturn {
  const client = useStoreApiClient();
  const [isChangingPassword, setChangingPassword] = useState(false);
  const changePassword = useCallback(
    async (body: ChangePasswordBody) => {
      setChangingPassword(true);
      try {
        return await actionResult(async () => {
          await client.invoke('changePassword post /account/change-password', { body });
          return true as const;
        });
      } finally {
        setChangingPassword(false);
      }
    },
    [client],
  );
  return { changePassword, isChangingPassword };
}
