import type { Domain } from '@ratchet/commerce-hooks';
import type { RenderLink } from '@ratchet/ui';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { localPath } from '../lib/domain';

/** True for links that leave the shop (absolute URLs, mailto:, tel:). */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/**
 * The shell components' link renderer: paths below the domain (the UI's '/checkout', '/account/…',
 * '/search?query=…' and the mapped navigation targets) become React Router links under the domain's
 * prefix; external URLs stay plain anchors.
 */
export function useShellRenderLink(domain: Domain): RenderLink {
  return useMemo<RenderLink>(
    () =>
      ({ href, ...props }) =>
        isExternalHref(href) ? <a {...props} href={href} /> : <Link {...props} to={localPath(domain, href)} />,
    [domain],
  );
}
