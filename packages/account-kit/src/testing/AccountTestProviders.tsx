import { createStoreApiClient, RatchetCommerceProvider, type StoreApiClient } from '@ratchet/commerce-hooks';
import { UiLocaleProvider } from '@ratchet/ui';
import { useMemo, type ReactNode } from 'react';
import { AccountTextProvider } from '../i18n';
import type { AccountLocale } from '../i18n/keys';
import { catalogueTranslator } from './translator';

/** What the account-kit components need around them: the commerce provider, the ui locale and the texts. */
export function AccountTestProviders({
  locale = 'en-GB',
  client,
  children,
}: {
  /** The texts' locale. */
  locale?: AccountLocale;
  /** The store-API client (MSW answers it); each provider gets an isolated SWR cache. */
  client: StoreApiClient;
  children: ReactNode;
}) {
  const translator = useMemo(() => catalogueTranslator(locale), [locale]);
  const cache = useMemo(() => new Map(), []);
  return (
    <RatchetCommerceProvider client={client} locale={locale} swrConfig={{ provider: () => cache, dedupingInterval: 0 }}>
      <UiLocaleProvider locale={locale}>
        <AccountTextProvider translator={translator}>{children}</AccountTextProvider>
      </UiLocaleProvider>
    </RatchetCommerceProvider>
  );
}

/** A client for the test origin of `apiServer` (or any `fetch`, e.g. the stories' MSW resolver). */
export function testStoreApiClient(options: { fetch?: typeof fetch; contextToken?: string } = {}): StoreApiClient {
  return createStoreApiClient({
    baseURL: 'http://store.test/store-api',
    accessKey: 'SWSCTESTACCESSKEY',
    contextToken: options.contextToken ?? 'customer-token',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
