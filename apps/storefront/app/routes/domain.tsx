import { createStoreApiClient, RatchetCommerceProvider } from '@ratchet/commerce-hooks';
import { UiLocaleProvider } from '@ratchet/ui';
import { useState } from 'react';
import { isRouteErrorResponse, Outlet, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import { ErrorPage } from '../components/ErrorPage';
import { Shell } from '../components/Shell';
import { useI18n } from '../i18n/I18nProvider';
import { loadShellData } from '../lib/commerceData.server';
import { pageLoadFailure } from '../lib/pageLoad.server';
import { requestScope, requestScopeMiddleware } from '../lib/requestScope.server';
import type { Route } from './+types/domain';

/** One store-API client, customer and rights per request for every loader below (issue 9 item 5). */
export const middleware: Route.MiddlewareFunction[] = [requestScopeMiddleware];

/** The layout's data: the session, cart and navigation through the request's commerce-hooks client. */
export async function loader({ context }: Route.LoaderArgs) {
  const scope = requestScope(context);
  // The store-API too slow or unreachable: the page error says so (408, 502, 503), not a plain 500.
  const [{ domain, domains }, shell] = await Promise.all([scope.domain(), loadShellData(scope)]).catch(pageLoadFailure);
  return { ...shell, domain, domains };
}

/** The layout reloads on a language change; in between, SWR keeps session and cart fresh in the browser. */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.domain !== nextParams.domain;
}

/** Loader data is fresh: no refetch of every fallback key right after hydration. */
const swrConfig = { revalidateIfStale: false };

function useBrowserClient() {
  // Browser calls go through the same-origin proxy, which adds the access key and the cookie's token.
  const [client] = useState(() => createStoreApiClient({ baseURL: '/store-api', accessKey: 'storefront-proxy' }));
  return client;
}

/** Providers (commerce client, SWR fallback, UI locale) around the shell with its default or cms layout. */
export default function DomainLayout({ loaderData }: Route.ComponentProps) {
  const client = useBrowserClient();
  const { locale, has } = useI18n();
  return (
    <RatchetCommerceProvider
      key={loaderData.domain.domainId}
      client={client}
      locale={locale}
      domain={loaderData.domain}
      hasMessage={has}
      fallback={loaderData.fallback}
      swrConfig={swrConfig}
    >
      <UiLocaleProvider locale={locale}>
        <Shell maintenance={loaderData.maintenance} domain={loaderData.domain} footerCms={loaderData.footerCms}>
          <Outlet />
        </Shell>
      </UiLocaleProvider>
    </RatchetCommerceProvider>
  );
}

/** Errors of a page render inside the plain page frame (storefront.md §2 layouts, §8 page errors). */
export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  const layout = useRouteLoaderData<typeof loader>('routes/domain');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage status={status} homeHref={layout ? layout.domain.pathPrefix : `/${params.domain ?? ''}`} />;
}
