import { useNavigation, type NavigationElement } from '@ratchet/commerce-hooks';
import { Link, useRouteLoaderData } from 'react-router';
import { useI18n } from '../i18n/I18nProvider';
import { navigationHref } from '../lib/navigation';
import { canonicalUrl, metaTags, pageMetaOf } from '../lib/pageMeta.server';
import { requestScope } from '../lib/requestScope.server';
import { messagesOf } from '../lib/shell.server';
import type { RouteTexts } from '../i18n/keys';
import { routeTexts } from '../i18n/routeTexts.server';
import type { loader as domainLoader } from './domain';
import type { Route } from './+types/home';

/** Texts of the page besides the shell (issue 9 item 7). */
export const handle = { i18n: ['home'] } satisfies RouteTexts;

/** The home page's texts and its meta info from the store-API (the home CMS page: storefront.md §3 Meta info). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = requestScope(context);
  const [{ domain }, { client }] = await Promise.all([scope.domain(), scope.storeApi()]);
  const [home, texts] = await Promise.all([
    client.invoke('resolvePage post /ratchet/page', { body: { path: '/' } }).catch(() => null),
    routeTexts(request, handle),
  ]);
  // Without an answer the home page still says what the shop is, and stays indexed.
  const { messages } = messagesOf(domain);
  const meta = metaTags(
    home
      ? pageMetaOf(home.meta, domain)
      : {
          title: messages['app.title'],
          description: messages['app.description'],
          robots: 'index, follow',
          canonical: canonicalUrl(domain, '/'),
        },
  );
  return { meta, texts };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData?.meta ?? matches[0]?.meta ?? [];
}

/** Home (storefront.md §2 route `/`): the shop's promise and the main categories. */
export default function Home() {
  const { t } = useI18n(handle.i18n);
  const layout = useRouteLoaderData<typeof domainLoader>('routes/domain');
  const { elements } = useNavigation('main');
  if (!layout) return null;
  const categories = elements.filter((element: NavigationElement) => element.type !== 'folder');
  return (
    <>
      <section className="flex flex-col gap-2 py-6">
        <h1 className="text-3xl font-semibold">{t('home.title')}</h1>
        <p className="text-lg text-muted-foreground">{t('home.text')}</p>
      </section>
      {categories.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label={t('header.mainNavigation')}>
          {categories.map((category) => {
            const link = navigationHref(layout.domain, category);
            return (
              <li key={category.id}>
                {link ? (
                  <Link
                    to={link.href}
                    className="block rounded-md border border-border p-4 font-medium hover:border-primary"
                  >
                    {category.translated?.name ?? category.name}
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}
