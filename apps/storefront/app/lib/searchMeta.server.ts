import type { MetaDescriptor } from 'react-router';
import { createTranslator } from '../i18n/I18nProvider';
import type { Messages } from '../i18n/keys';
import { metaTags } from './pageMeta.server';

/**
 * The head of the search page (storefront.md §3 Meta info, §9 robots; issue 10 "each page carries its own title,
 * description, robots"): the term and the number of hits in title and description, in the page's language; search
 * results are not indexed (`noindex, follow`) and have no canonical link (docs/decisions.md, shell meta).
 */
export function searchMetaTags(
  locale: string,
  texts: Messages,
  search: { query: string; total: number | null },
): MetaDescriptor[] {
  const { t } = createTranslator(locale, texts);
  const { query, total } = search;
  return metaTags({
    title: query ? t('search.metaTitle', { query }) : t('search.metaTitleEmpty'),
    description: query && total !== null ? t('search.metaDescription', { query, count: total }) : null,
    robots: 'noindex, follow',
    canonical: null,
  });
}
