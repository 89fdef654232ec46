import { useEffect, type ReactNode } from 'react';
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  isRouteErrorResponse,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { ErrorPage } from './components/ErrorPage';
import { DocumentRoot } from './runtime/DocumentRoot';
import { I18nProvider } from './i18n/I18nProvider';
import { errorPageTexts } from './i18n/errorTexts.server';
import { errorTextsOf } from './i18n/pageTexts';
import { installChunkReloadGuard } from './lib/chunkReload';
import { messagesOf, resolveDomain } from './lib/shell.server';
import { isStoreApiClientError } from '@ratchet/commerce-hooks';
import type { Route } from './+types/root';
import { InlineStylesheet } from './runtime/InlineStylesheet';
import { IconSprite } from './runtime/IconSprite';
import { afterDeferredParts } from './runtime/HydrateLater';
import faviconHref from './favicon.svg?no-inline';

/** Resolves the domain from the path and hands its locale and the shell's messages to every page. */
export async function loader({ request }: Route.LoaderArgs) {
  let resolved;
  try {
    resolved = await resolveDomain(request);
  } catch (error) {
    if (error instanceof Response && error.status < 400) throw error;
    // No domain, so no locale: the error page's English texts travel with the error (not in every page's script).
    const status = error instanceof Response ? error.status : isStoreApiClientError(error) ? error.status : 502;
    // The store-API is unreachable: the error page says so (storefront.md §8: 502).
    throw data(errorPageTexts(), { status });
  }
  const { locale, messages } = messagesOf(resolved.domain);
  return { locale, messages, domain: resolved.domain, domains: resolved.domains };
}

/** Only a domain change (another language) reloads the shell's messages; routes bring their own namespaces. */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.domain !== nextParams.domain;
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  return (
    <DocumentRoot lang={root?.domain.languageLocaleCode ?? root?.locale ?? 'en-GB'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* The logo mark as the icon (a hashed, long-cached file; browsers would otherwise ask for /favicon.ico, a
            404): a file, not a data URL, because the Layout ships in every page's JavaScript. */}
        <link rel="icon" href={faviconHref} />
        <InlineStylesheet />
        <Links />
      </head>
      <body>
        <IconSprite />
        {children}
        <Scripts />
      </body>
    </DocumentRoot>
  );
}

/**
 * Robots of the shop's own pages that are no store-API page (search results, login, cart, checkout, account, error
 * pages): not indexed, links followed. Store-API pages say their own (storefront.md §3, §9: 'index, follow').
 */
const ownPageRobots = 'noindex, follow';

/**
 * The head of pages without meta info of their own (search results, login, cart, account, error pages): the shop's
 * title, not indexed. Store-API pages (home, categories, products, CMS pages) say their own (lib/pageMeta.ts).
 */
export function meta({ loaderData, error }: Route.MetaArgs) {
  const title = loaderData?.messages['app.title'] ?? errorTextsOf(error)['app.title'];
  return [...(title ? [{ title }] : []), { name: 'robots', content: ownPageRobots }];
}

export default function App({ loaderData }: Route.ComponentProps) {
  useEffect(() => installChunkReloadGuard(), []);
  useEffect(() => {
    // Lets tests and monitoring know the page is interactive: once the parts that hydrate later have too.
    afterDeferredParts(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  return (
    <I18nProvider locale={loaderData.locale} messages={loaderData.messages}>
      <Outlet />
    </I18nProvider>
  );
}

/** Last-resort error page (the domain layout has its own inside the shell). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>('root');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <I18nProvider locale={root?.locale ?? 'en-GB'} messages={root?.messages ?? errorTextsOf(error)}>
      <ErrorPage status={status} homeHref={root ? `${root.domain.pathPrefix}` : '/'} />
    </I18nProvider>
  );
}
