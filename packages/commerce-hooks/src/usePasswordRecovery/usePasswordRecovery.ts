import type { StoreApiError } from '@ratchet/store-api-contract';
import { useCallback, useState } from 'react';
import { isStoreApiClientError, syntheticError, unknownErrorCode } from '../client';
import { useStoreApiClient } from '../provider/RatchetCommerceProvider';

/** The answer of {@link UsePasswordRecoveryReturn.requestRecoveryMail}. */
export type RecoveryMailResult = { ok: true } | { ok: false; errors: StoreApiError[] };

/** The new password for a recovery hash (account-area.md §2 /auth/password-recovery and /auth/password-set). */
export interface RecoveryConfirmInput {
  /** The `hash` query parameter of the mail link or of the forced-recovery redirect. */
  hash: string;
  /** The new password. */
  newPassword: string;
  /** The repeated new password (account-area.md §5: must match). */
  newPasswordConfirm: string;
}

/** The answer of {@link UsePasswordRecoveryReturn.confirmRecovery}. */
export type RecoveryConfirmResult = { ok: true } | { ok: false; errors: StoreApiError[] };

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
  /**
   * Sets the new password with a recovery hash (`recoveryPassword post /account/recovery-password-confirm`).
   * An expired, used or unknown hash answers CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED. Resolves, never rejects.
   */
  confirmRecovery: (input: RecoveryConfirmInput) => Promise<RecoveryConfirmResult>;
  /** True while the new password is being set. */
  isConfirming: boolean;
  /** True after the new password was accepted. */
  isConfirmed: boolean;
  /** The errors of the last failed request or confirmation. */
  errors: StoreApiError[] | undefined;
  /** Back to the initial state (e.g. when the dialog closes). */
  reset: () => void;
}

function errorsOf(error: unknown): StoreApiError[] {
  return isStoreApiClientError(error) ? error.errors : [syntheticError(500, unknownErrorCode, String(error))];
}

/**
 * Password recovery (storefront.md §4 "Password recovery … flows exist"): the forgot-password request
 * (storefront.md §2 forgot-password dialog, §8 "forgot-password mail requested") and its confirmation with the
 * hash of the mail or of a forced recovery (account-area.md §2).
 */
export function usePasswordRecovery(): UsePasswordRecoveryReturn {
  const client = useStoreApiClient();
  const [isRequesting, setRequesting] = useState(false);
  const [isSent, setSent] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const [isConfirmed, setConfirmed] = useState(false);
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
        const failed = errorsOf(error);
        setErrors(failed);
        return { ok: false, errors: failed };
      } finally {
        setRequesting(false);
      }
    },
    [client],
  );

  const confirmRecovery = useCallback(
    async (input: RecoveryConfirmInput): Promise<RecoveryConfirmResult> => {
      setConfirming(true);
      setErrors(undefined);
      setConfirmed(false);
      try {
        await client.invoke('recoveryPassword post /account/recovery-password-confirm', {
          body: { hash: input.hash, newPassword: input.newPassword, newPasswordConfirm: input.newPasswordConfirm },
        });
        setConfirmed(true);
        return { ok: true };
      } catch (error) {
        const failed = errorsOf(error);
        setErrors(failed);
        return { ok: false, errors: failed };
      } finally {
        setConfirming(false);
      }
    },
    [client],
  );

  const reset = useCallback(() => {
    setSent(false);
    setConfirmed(false);
    setErrors(undefined);
  }, []);

  return { requestRecoveryMail, isRequesting, isSent, confirmRecovery, isConfirming, isConfirmed, errors, reset };
}
