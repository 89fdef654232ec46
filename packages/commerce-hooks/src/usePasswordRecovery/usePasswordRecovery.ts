import type { StoreApiError } from '@ratchet/store-api-contract';
import { useCallback, useState } from 'react';
import { isStoreApiClientError, syntheticError, unknownErrorCode } from '../client';
import { useStoreApiClient } from '../provider/RatchetCommerceProvider';

/** The answer of {@link UsePasswordRecoveryReturn.requestRecoveryMail}. */
export type RecoveryMailResult = { ok: true } | { ok: false; errors: StoreApiError[] };

/** What {@link usePasswordRecovery} returns. */
export interface UsePasswordRecoveryReturn {
  /**
   * Asks the store-API to mail a password-reset link (storefront.md §7 "Recover password": username and
   * the storefront URL the link points to). Resolves, never rejects.
   */
  requestRecoveryMail: (username: string, storefrontUrl: string) => Promise<RecoveryMailResult>;
  /** True while the request runs. */
  isRequesting: boolean;
  /** True after the last request was accepted (the forgot-password dialog shows its confirmation). */
  isSent: boolean;
  /** The errors of the last failed request. */
  errors: StoreApiError[] | undefined;
  /** Back to the initial state (e.g. when the dialog closes). */
  reset: () => void;
}

/** The forgot-password request (storefront.md §2 forgot-password dialog, §8 "forgot-password mail requested"). */
export function usePasswordRecovery(): UsePasswordRecoveryReturn {
  const client = useStoreApiClient();
  const [isRequesting, setRequesting] = useState(false);
  const [isSent, setSent] = useState(false);
  const [errors, setErrors] = useState<StoreApiError[]>();

  const requestRecoveryMail = useCallback(
    async (username: string, storefrontUrl: string): Promise<RecoveryMailResult> => {
      setRequesting(true);
      setErrors(undefined);
      setSent(false);
      try {
        await client.invoke('sendRecoveryMail post /account/recovery-password', { body: { username, storefrontUrl } });
        setSent(true);
        return { ok: true };
      } catch (error) {
        const failed = isStoreApiClientError(error)
          ? error.errors
          : [syntheticError(500, unknownErrorCode, String(error))];
        setErrors(failed);
        return { ok: false, errors: failed };
      } finally {
        setRequesting(false);
      }
    },
    [client],
  );

  const reset = useCallback(() => {
    setSent(false);
    setErrors(undefined);
  }, []);

  return { requestRecoveryMail, isRequesting, isSent, errors, reset };
}
