import type { Decorator } from '@storybook/react-vite';
import { getResponse, type RequestHandler } from 'msw';
import { useMemo, type ReactNode } from 'react';
import { accountLocales, type AccountLocale } from '../i18n/keys';
import { AccountTestProviders, testStoreApiClient } from './AccountTestProviders';

function storyLocale(value: unknown): AccountLocale {
  return (accountLocales as readonly unknown[]).includes(value) ? (value as AccountLocale) : 'en-GB';
}

/** The providers of one story, with a client whose requests the story's MSW handlers answer. */
function StoryApi({
  handlers,
  locale,
  children,
}: {
  handlers: readonly RequestHandler[];
  locale: AccountLocale;
  children: ReactNode;
}) {
  const client = useMemo(
    () =>
      testStoreApiClient({
        fetch: async (input, init) => {
          const request = new Request(input, init);
          return (await getResponse([...handlers], request)) ?? new Response('no MSW handler', { status: 501 });
        },
      }),
    [handlers],
  );
  return (
    <AccountTestProviders client={client} locale={locale}>
      {children}
    </AccountTestProviders>
  );
}

/**
 * Story decorator: the account-kit providers with a store-API client whose requests the given MSW handlers answer,
 * resolved in the page through MSW's `getResponse` — no service worker, so the story tests in Chromium need no
 * worker script. A request without a handler answers 501. (Handlers are passed to the decorator, not as story
 * parameters: Storybook merges parameters and would hand over copies of the handler objects.)
 */
export function withAccountApi(...handlers: RequestHandler[]): Decorator {
  return function AccountApiDecorator(Story, context) {
    return (
      <StoryApi handlers={handlers} locale={storyLocale(context.globals.locale)}>
        <Story />
      </StoryApi>
    );
  };
}
