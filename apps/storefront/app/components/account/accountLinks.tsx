import type { Domain } from '@ratchet/commerce-hooks';
import type { RenderLink } from '@ratchet/ui';
import { useCallback, useMemo } from 'react';
import { Link, useNavigate, useRouteLoaderData } from 'react-router';
import { localPath } from '../../lib/domain';
import type { loader as domainLoader } from '../../routes/domain';
import { isExternalHref } from '../shellLink';

/** The page's domain (from the domain layout's loader data); undefined outside it. */
export function usePageDomain(): Domain | undefined {
  return useRouteLoaderData<typeof domainLoader>('routes/domain')?.domain;
}

/** The account-kit components' link renderer: their paths below the domain become router links under its prefix. */
export function useDomainRenderLink(): RenderLink {
  const domain = usePageDomain();
  return useMemo<RenderLink>(
    () =>
      ({ href, ...props }) =>
        isExternalHref(href) ? <a {...props} href={href} /> : <Link {...props} to={localPath(domain, href)} />,
    [domain],
  );
}

/** Navigates to a path below the domain prefix (after a save the account pages go back to their list). */
export function useDomainNavigate(): (path: string) => void {
  const domain = usePageDomain();
  const navigate = useNavigate();
  return useCallback((path: string) => void navigate(localPath(domain, path)), [domain, navigate]);
}

/** The shop's URL under the domain prefix (`https://shop.example/de-at`): where mail links point. */
export function storefrontUrlOf(domain: Domain | undefined): string {
  if (typeof window === 'undefined') return '';
  return new URL(localPath(domain, '/'), window.location.origin).toString().replace(/\/$/, '');
}
