import { renderHook, type RenderHookOptions } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createStoreApiClient, type StoreApiClient } from '../client';
import { RatchetCommerceProvider, type RatchetCommerceProviderProps } from '../provider/RatchetCommerceProvider';
import { accessKey, apiBase } from './server';

export function testClient(contextToken = 'anonymous-token'): StoreApiClient {
  return createStoreApiClient({ baseURL: apiBase, accessKey, contextToken });
}

/** renderHook inside a provider with an isolated SWR cache. */
export function renderCommerceHook<Result, Props>(
  hook: (props: Props) => Result,
  options: Partial<Omit<RatchetCommerceProviderProps, 'children'>> &
    Pick<RenderHookOptions<Props>, 'initialProps'> = {},
) {
  const { initialProps, ...providerProps } = options;
  const client = providerProps.client ?? testClient();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <RatchetCommerceProvider
        client={client}
        locale="de-DE"
        {...providerProps}
        swrConfig={{ provider: () => new Map(), ...providerProps.swrConfig }}
      >
        {children}
      </RatchetCommerceProvider>
    );
  }
  return { client, ...renderHook(hook, { wrapper: Wrapper, ...(initialProps ? { initialProps } : {}) }) };
}
