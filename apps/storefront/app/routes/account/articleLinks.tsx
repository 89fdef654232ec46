import {
  ArticleLinkList,
  articleLinkListQuery,
  articleLinkListRequest,
  articleLinkListStateFromQuery,
  useAccountText,
  type ArticleLinkListState,
} from '@ratchet/account-kit';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useDomainRenderLink } from '../../components/account/accountLinks';
import { AccountTexts } from '../../i18n/AccountTexts';
import type { RouteTexts } from '../../i18n/keys';
import { routeTexts } from '../../i18n/routeTexts.server';
import { pageUrl } from '../../lib/domain';
import { guardRoute, type StorefrontHandle } from '../../lib/guards.server';
import type { Route } from './+types/articleLinks';

/** ROLE_MANAGE_ARTICLE_LINKS from the route table; texts of the `articleLinks` namespace. */
export const handle = { access: { auth: true }, i18n: ['articleLinks'] } satisfies StorefrontHandle & RouteTexts;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { storeApi } = await guardRoute({ request, context }, handle);
  // The URL is the list's state (search and page); the query comes from the same rule as the hook's.
  const state = articleLinkListStateFromQuery(pageUrl(request.url).searchParams);
  const list = await storeApi.client
    .invoke('listArticleLinks get /ratchet/article-links', { query: articleLinkListRequest(state) })
    .catch(() => undefined);
  return { list, texts: await routeTexts(request, handle) };
}

function ArticleLinksPage({ loaderData }: Route.ComponentProps) {
  const { t } = useAccountText('articleLinks');
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => articleLinkListStateFromQuery(searchParams), [searchParams]);
  const change = (next: ArticleLinkListState) =>
    setSearchParams(articleLinkListQuery(next), { preventScrollReset: true, replace: next.page === state.page });
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('articleLinks.title')}</h1>
      <ArticleLinkList
        state={state}
        onStateChange={change}
        fallbackData={loaderData.list}
        renderLink={useDomainRenderLink()}
      />
    </section>
  );
}

/** The company's article links (account-area.md §2 articlelinks; issue 13): list, import, export in one page. */
export default function AccountArticleLinks(props: Route.ComponentProps) {
  return (
    <AccountTexts>
      <ArticleLinksPage {...props} />
    </AccountTexts>
  );
}
