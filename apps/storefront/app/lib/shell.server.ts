import { redirect } from 'react-router';
import type { Domain } from '@ratchet/commerce-hooks';
import { shellCatalogueFor } from '../i18n/catalogues.server';
import { domainOfPath, localPath, pageUrl } from './domain';
import { loadDomains } from './storeApi.server';

/**
 * The domain of a request: the path's prefix selects it (architecture.md "Domains"). A path without a known
 * prefix is redirected (302) to the same path under the default (first) domain.
 */
export async function resolveDomain(request: Request): Promise<{ domain: Domain; domains: Domain[] }> {
  const url = pageUrl(request.url);
  const domains = await loadDomains();
  const fallback = domains[0];
  if (!fallback) throw new Response('No domain is configured', { status: 503 });
  const domain = domainOfPath(domains, url.pathname);
  if (!domain) throw redirect(`${localPath(fallback, url.pathname)}${url.search}`, 302);
  return { domain, domains };
}

/** Locale and shell messages of a domain (the root sends them; routes add their namespaces as `texts`). */
export function messagesOf(domain: Domain | undefined) {
  return shellCatalogueFor(domain?.languageLocaleCode);
}
