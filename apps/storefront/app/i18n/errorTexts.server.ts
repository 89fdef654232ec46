import type { MessageKey, Messages } from './keys';
import { shellEnGB } from './messages/shell/en-GB';

/** The keys of the root's error page (ErrorPage: status texts, the link home, the failure text; the title). */
export const errorPageKeys = [
  'app.title',
  'link.home',
  'error.404',
  'error.408',
  'error.500',
  'error.502',
  'error.503',
  'error.other',
  'error.errorPage',
] as const satisfies readonly MessageKey<'shell'>[];

/**
 * The data the root loader throws with its error when it has no domain to take a locale from (store-API
 * unreachable, no domain configured): the error page's English texts travel with the error, so no page's
 * JavaScript carries English texts for this case (issue 4 budget; issue 9 item 7).
 */
export function errorPageTexts(): { texts: Messages } {
  return { texts: Object.fromEntries(errorPageKeys.map((key) => [key, shellEnGB[key]])) };
}
