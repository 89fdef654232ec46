import type { FormIssue } from '@ratchet/ui';
import { useCallback } from 'react';
import { useAccountText } from '../i18n';

/** A store-API or contract error code (`INVALID_VAT_NUMBER`, `VIOLATION::USERNAME_EXISTS`). */
const errorCodePattern = /^[A-Z][A-Z0-9_]*(::[A-Z0-9_]+)?$/;

function bound(message: string | undefined): number | undefined {
  const match = /(\d+)/.exec(message ?? '');
  return match ? Number(match[1]) : undefined;
}

/**
 * Turns a form problem into the user's language (account-area.md §5 validation texts): the contract schema's zod
 * issues (required, length bounds, e-mail, pattern, password confirmation, required checkbox) and the server's
 * error codes set on a field or the form (`form.setError(field, { type: code })`), which read as §8 texts.
 */
export function useIssueText(): (issue: FormIssue) => string {
  const { t, errorText } = useAccountText('account');
  return useCallback(
    ({ field, code, message }: FormIssue) => {
      if (errorCodePattern.test(code)) return errorText(code);
      if (message && errorCodePattern.test(message)) return errorText(message);
      const name = field.split('.').pop() ?? field;
      switch (code) {
        case 'too_small': {
          const min = bound(message);
          return min === undefined || min <= 1 ? t('account.common.required') : t('account.common.tooShort', { min });
        }
        case 'too_big':
          return t('account.common.tooLong', { max: bound(message) ?? 0 });
        case 'invalid_format':
          if (/email/i.test(name) || /email/i.test(message ?? '')) return t('account.common.invalidEmail');
          if (name === 'username') return t('account.common.invalidUsername');
          return t('account.common.invalid');
        case 'custom':
          return /password/i.test(name) ? t('account.common.passwordMismatch') : t('account.common.invalid');
        case 'invalid_value':
          return /privacy/i.test(name) ? t('account.common.mustAccept') : t('account.common.required');
        case 'invalid_type':
          return t('account.common.required');
        default:
          return t('account.common.invalid');
      }
    },
    [errorText, t],
  );
}
