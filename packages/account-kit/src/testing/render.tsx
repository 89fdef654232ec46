import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { AccountLocale } from '../i18n/keys';
import { AccountTestProviders, testStoreApiClient } from './AccountTestProviders';

/** Renders an account-kit component with its providers; the store-API is `apiServer` (MSW). */
export function renderAccount(
  ui: ReactElement,
  options: { locale?: AccountLocale } & Omit<RenderOptions, 'wrapper'> = {},
) {
  const { locale, ...renderOptions } = options;
  const client = testStoreApiClient();
  return {
    client,
    ...render(ui, {
      wrapper: ({ children }) => (
        <AccountTestProviders client={client} {...(locale ? { locale } : {})}>
          {children}
        </AccountTestProviders>
      ),
      ...renderOptions,
    }),
  };
}
