import { AccountTextProvider } from '@ratchet/account-kit';
import type { ReactNode } from 'react';
import { useI18n } from './I18nProvider';

/**
 * Hands the page's translator to the @ratchet/account-kit components below (their `useAccountText`). An account
 * page wraps its account-kit components in it and declares their namespaces in its `handle.i18n`; kept out of
 * the root so pages without account-kit components do not load it (home JavaScript budget).
 */
export function AccountTexts({ children }: { /** The account-kit components. */ children: ReactNode }) {
  return <AccountTextProvider translator={useI18n()}>{children}</AccountTextProvider>;
}
