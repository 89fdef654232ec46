import { resolveDomain } from '../lib/shell.server';
import { pageMessages, routeNamespaces } from './catalogues.server';
import type { Messages, RouteTexts } from './keys';
import { resolveLocale } from './locale';

/**
 * The texts a route's loader returns as `texts`: its locale's messages of the namespaces its `handle` declares
 * (the root sends the shell). They travel with the route's data, in the HTML on a full load and in the data
 * request on a client navigation, so a page carries only its own namespaces (issue 9 item 7).
 */
export async function routeTexts(request: Request, handle: RouteTexts): Promise<Messages> {
  const { domain } = await resolveDomain(request);
  return pageMessages(resolveLocale(domain.languageLocaleCode), routeNamespaces(handle.i18n));
}
